import { endpoints } from '@ferrite/contract/endpoints';
/** The BOM tool's API: upload or paste, re-map, choose, price, save, share, and send to the cart. */
import { BOM_FIELDS, type BomCartResult, type BomDetail } from '@ferrite/contract/sourcing';
import { detectColumns, detectHeaderRow, learnedMapping, sanitiseMapping, type ColumnMapping } from './bom/columns';
import { compressDesignators, expandDesignators } from './bom/designators';
import { messageRef } from '@ferrite/contract/message-codes';
import { MAX_COLUMNS, TableReadError, type Grid } from './bom/grid';
import { linesFromGrid } from './bom/lines';
import { matchLines } from './bom/matching';
import { gridOfOrderLines, needsLineReading } from './bom/paste-lines';
import { checkGrid, readPastedText, readUploadedFile } from './bom/table-read';
import { requireUser } from '../accounts/guard';
import { addToCart, cartOwnerOf } from '../buying/cart-service';
import { ApiError, badRequest } from '../api/errors';
import { isUploadedFile } from '../api/multipart';
import { defineOperation, reply } from '../api/operation';
import {
  chooseLinePart,
  claimGuestBoms,
  createBom,
  deleteBom,
  listSavedBoms,
  loadBom,
  loadLines,
  loadOwnBom,
  rememberedMapping,
  rememberMapping,
  replaceLines,
  saveBom,
  shareBom,
  viewerOf,
  type SourceKind,
} from './bom-store';
import { bomDetail, isWanted, planOf, pricedLines, totalsOf } from './bom-view';

/** Megabytes to one decimal, as people read a limit. */
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function readError(error: unknown): never {
  if (error instanceof TableReadError) {
    const why = error.ref ? messageRef('sourcing.bomNotStored', { reason: [error.ref] }) : `${error.message} Nothing was stored.`;
    throw badRequest(why, { rowErrors: error.rowErrors });
  }
  throw error;
}

/** Lines of a grid with a header row and mapping, refusing what cannot be a BOM. */
function deriveLines(grid: Grid, headerRow: number, mapping: ColumnMapping) {
  if (!mapping.some((field) => field === 'partNo' || field === 'value' || field === 'description')) {
    throw badRequest('No column holds part numbers, values or descriptions. Choose the header row or map the columns by hand.', {
      headerRow,
      columns: (grid[headerRow - 1] ?? []).slice(0, MAX_COLUMNS),
    });
  }
  try {
    return linesFromGrid(grid, headerRow, mapping);
  } catch (error) {
    return readError(error);
  }
}

export const uploadBom = defineOperation(endpoints.sourcing.bomUpload, {
  summary:
    'Reads a BOM (multipart `file`: CSV, TSV or XLSX, or `text` pasted from a spreadsheet), finds the header row and the columns, matches every line and stores it. Anything it cannot read is refused with the reason, and nothing is stored.',
  async handler(input, ctx) {
    const limit = ctx.config.uploadLimitBytes;
    let grid: Grid;
    let sourceName: string;
    let sourceKind: SourceKind;
    const viewer = await viewerOf(ctx);
    const remembered = await rememberedMapping(ctx, viewer, BOM_FIELDS);
    const file = Array.isArray(input.file) ? input.file[0] : input.file;
    if (isUploadedFile(file)) {
      if (file.data.byteLength > limit) {
        throw new ApiError(413, messageRef('sourcing.bomFileTooLarge', { fileName: file.fileName, megabytes: megabytes(limit) }));
      }
      const read = await readUploadedFile({ fileName: file.fileName, contentType: file.contentType, data: file.data }).catch(readError);
      grid = read.grid;
      sourceKind = read.kind;
      sourceName = file.fileName.slice(0, 200);
    } else if (input.text !== undefined && input.text.trim() !== '') {
      try {
        grid = readPastedText(input.text);
        // Lines typed by hand ('10k 0603 1% 10'): read each as quick order does.
        if (input.headerRow === undefined && needsLineReading(grid, remembered)) grid = checkGrid(gridOfOrderLines(input.text));
      } catch (error) {
        return readError(error);
      }
      sourceKind = 'paste';
      sourceName = 'Pasted lines';
    } else {
      throw badRequest('Choose a CSV, TSV or XLSX file, or paste the BOM lines.');
    }
    const headerRow = input.headerRow !== undefined ? Math.min(input.headerRow, grid.length) : detectHeaderRow(grid, remembered);
    const mapping = detectColumns(grid, headerRow, remembered);
    const { lines } = deriveLines(grid, headerRow, mapping);
    if (lines.length === 0) throw badRequest('The file has a header but no lines below it. Nothing was stored.');
    const matches = await matchLines(ctx.db, lines);
    const id = await createBom(ctx.db, { viewer, sourceName, sourceKind, grid, headerRow, mapping, lines, matches });
    const rows = lines.map((source, i) => ({ line_no: i + 1, source, match: matches[i]!, chosen_part_id: null }));
    const { MatchRatePercent } = totalsOf(await pricedLines(ctx.db, rows, { builds: 1, attritionPercent: 0 }));
    return reply(
      { Id: id, Lines: lines.length, MatchRatePercent },
      `Read ${lines.length.toLocaleString('en-US')} line${lines.length === 1 ? '' : 's'}; ${MatchRatePercent}% matched.`,
    );
  },
});

export const getBomDetail = defineOperation(endpoints.sourcing.bom, {
  summary: 'A BOM with its matched lines, priced for `builds` boards with `attrition` percent extra (defaults: the saved plan).',
  async handler(input, ctx) {
    const viewer = await viewerOf(ctx);
    await claimGuestBoms(ctx.db, viewer);
    const { bom, owner } = await loadBom(ctx.db, input.id, viewer);
    return bomDetail(ctx.db, bom, await loadLines(ctx.db, bom.id), owner, viewer.userId !== null, planOf(bom, input));
  },
});

export const setBomMapping = defineOperation(endpoints.sourcing.bomMapping, {
  summary:
    'Sets the header row and the field of each column (`column`, one per column in order; empty = ignore), then reads and matches the lines again. The choices are remembered for the next upload.',
  async handler(input, ctx) {
    const viewer = await viewerOf(ctx);
    const bom = await loadOwnBom(ctx.db, input.id, viewer);
    const headerRow = Math.min(input.headerRow, bom.grid.length);
    const width = Math.max(...bom.grid.slice(0, 200).map((cells) => cells.length), 0);
    const remembered = await rememberedMapping(ctx, viewer, BOM_FIELDS);
    const detected = detectColumns(bom.grid, headerRow, remembered);
    const posted = input.column === undefined ? undefined : Array.isArray(input.column) ? input.column : [input.column];
    // A new header row without a mapping: detect the columns under it.
    const mapping = posted && headerRow === bom.header_row ? sanitiseMapping(posted, width) : detected;
    const { lines } = deriveLines(bom.grid, headerRow, mapping);
    if (lines.length === 0) throw badRequest('There are no lines below that header row.');
    const matches = await matchLines(ctx.db, lines);
    await replaceLines(ctx.db, bom.id, headerRow, mapping, lines, matches);
    if (posted) await rememberMapping(ctx, viewer, learnedMapping(bom.grid, headerRow, mapping, detected), BOM_FIELDS);
    return reply({ Id: bom.id, Lines: lines.length }, `Columns updated; ${lines.length.toLocaleString('en-US')} lines matched again.`);
  },
});

export const chooseBomPart = defineOperation(endpoints.sourcing.bomChoose, {
  summary: "Picks one of a line's offered parts (`partId`), or 0 to order nothing for the line.",
  async handler(input, ctx) {
    const viewer = await viewerOf(ctx);
    const bom = await loadOwnBom(ctx.db, input.id, viewer);
    await chooseLinePart(ctx.db, bom.id, input.line, input.partId);
    return reply({ Id: bom.id }, input.partId === 0 ? `Line ${input.line} will not be ordered.` : `Part chosen for line ${input.line}.`);
  },
});

export const saveBomOperation = defineOperation(endpoints.sourcing.bomSave, {
  summary: 'Saves the BOM to the signed-in account under a name, with its build count and attrition.',
  async handler(input, ctx) {
    const session = await requireUser(ctx);
    const viewer = await viewerOf(ctx);
    await claimGuestBoms(ctx.db, viewer);
    const bom = await loadOwnBom(ctx.db, input.id, viewer);
    const plan = planOf(bom, input);
    await saveBom(ctx.db, bom.id, session.user.id, input.name, plan.builds, Math.round(plan.attritionPercent * 10));
    return reply({ Id: bom.id }, `Saved “${input.name}” to your BOMs.`);
  },
});

export const shareBomOperation = defineOperation(endpoints.sourcing.bomShare, {
  summary: 'Makes the BOM viewable (read-only) by anyone who has its link; answers the link.',
  async handler(input, ctx) {
    const bom = await loadOwnBom(ctx.db, input.id, await viewerOf(ctx));
    await shareBom(ctx.db, bom.id);
    const ShareUrl = new URL(`/bom/${bom.id}`, ctx.config.publicOrigin).href;
    return reply({ Id: bom.id, ShareUrl }, 'Anyone with the link can now view this BOM.');
  },
});

export const deleteBomOperation = defineOperation(endpoints.sourcing.bomDelete, {
  summary: 'Deletes a BOM its owner no longer needs.',
  async handler(input, ctx) {
    const bom = await loadOwnBom(ctx.db, input.id, await viewerOf(ctx));
    await deleteBom(ctx.db, bom.id);
    return reply(null, 'The BOM was deleted.');
  },
});

export const listBoms = defineOperation(endpoints.sourcing.boms, {
  summary: "The signed-in user's saved BOMs, newest first.",
  async handler(_input, ctx) {
    const session = await requireUser(ctx);
    return listSavedBoms(ctx.db, session.user.id);
  },
});

/** Cart lines for a priced BOM: one per part, quantities added up, designators merged and compressed. */
export function cartLinesOf(detail: BomDetail): { partId: number; partNo: string; qty: number; reference: string }[] {
  const byPart = new Map<number, { partId: number; partNo: string; qty: number; designators: string[] }>();
  for (const line of detail.Lines) {
    if (!isWanted(line) || !line.Part || !line.Pricing) continue;
    const entry = byPart.get(line.Part.ProductID) ?? { partId: line.Part.ProductID, partNo: line.Part.PartNo, qty: 0, designators: [] };
    entry.qty += line.Pricing.OrderQty;
    entry.designators.push(...expandDesignators(line.Designators));
    byPart.set(line.Part.ProductID, entry);
  }
  return [...byPart.values()].map((entry) => ({
    partId: entry.partId,
    partNo: entry.partNo,
    qty: entry.qty,
    reference: compressDesignators(entry.designators),
  }));
}

export const addBomToCart = defineOperation(endpoints.sourcing.bomAddToCart, {
  summary: 'Puts every matched, placed line into the cart at its order quantity, with its reference designators (compressed, e.g. C3-6,9).',
  async handler(input, ctx) {
    const viewer = await viewerOf(ctx);
    const { bom, owner } = await loadBom(ctx.db, input.id, viewer);
    const detail = await bomDetail(ctx.db, bom, await loadLines(ctx.db, bom.id), owner, viewer.userId !== null, planOf(bom, input));
    const cartLines = cartLinesOf(detail);
    if (cartLines.length === 0) throw badRequest('No line of this BOM has a matched part to add yet.');
    const cart = await cartOwnerOf(ctx);
    const added: BomCartResult['Lines'] = [];
    const problems: string[] = [];
    for (const line of cartLines) {
      try {
        const { DtlID } = await addToCart(ctx.db, {
          cartId: cart.cartId,
          userId: cart.userId,
          partId: line.partId,
          qty: line.qty,
          reference: line.reference,
        });
        added.push({ PartNo: line.partNo, Qty: line.qty, Reference: line.reference, DtlID });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        problems.push(`${line.partNo}: ${error.message}`);
      }
    }
    const skipped = detail.Lines.length - detail.Totals.Orderable + problems.length;
    const message =
      `${added.length} part${added.length === 1 ? '' : 's'} added to your cart.` +
      (problems.length > 0 ? ` Not added: ${problems.slice(0, 5).join('; ')}.` : '');
    return reply(
      { Added: added.length, Skipped: skipped, Lines: added },
      message,
      problems.length > 0 && added.length === 0 ? 'warning' : 'success',
    );
  },
});

export const bomOperations = [
  uploadBom,
  getBomDetail,
  setBomMapping,
  chooseBomPart,
  saveBomOperation,
  shareBomOperation,
  deleteBomOperation,
  listBoms,
  addBomToCart,
];
