import { endpoints } from '@ferrite/contract/endpoints';
/** The BOM tool's API: upload or paste, re-map, choose, price, save, share, and send to the cart. */
import { BOM_FIELDS, type BomCartResult, type BomDetail, type BomField } from '@ferrite/contract/sourcing';
import { canMatch, carryMapping, detectColumns, detectHeaderRow, learnedMapping, type ColumnMapping } from './bom/columns';
import { compressDesignators, expandDesignators } from './bom/designators';
import { messageRef } from '@ferrite/contract/message-codes';
import { MAX_COLUMNS, TableReadError, type Grid } from './bom/grid';
import { linesFromGridTakingTurns, type BomSourceLine } from './bom/lines';
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
  loadLine,
  loadLines,
  loadOwnBom,
  rememberedMapping,
  rememberMapping,
  replaceLines,
  saveBom,
  shareBom,
  unshareBom,
  viewerOf,
  type BomRow,
  type BomViewer,
  type SourceKind,
} from './bom-store';
import { bomDetail, columnsOf, isWanted, planOf, previewLineOf, pricedLines, totalsOf } from './bom-view';
import type { RequestContext } from '../api/context';

/** Megabytes to one decimal, as people read a limit. */
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function readError(error: unknown): never {
  if (error instanceof TableReadError) {
    const why = error.ref ? messageRef('sourcing.bomNotStored', { reason: [error.ref] }) : `${error.message} Nothing was stored.`;
    throw badRequest(why, { rowErrors: error.rowErrors });
  }
  throw error;
}

const NO_USEFUL_COLUMN = 'No column holds part numbers, values or descriptions. Choose the header row or map the columns by hand.';

/** Lines of a grid with a header row and mapping, refusing what cannot be a BOM. */
async function deriveLines(grid: Grid, headerRow: number, mapping: ColumnMapping) {
  if (!canMatch(mapping)) {
    throw badRequest(NO_USEFUL_COLUMN, { headerRow, columns: (grid[headerRow - 1] ?? []).slice(0, MAX_COLUMNS) });
  }
  try {
    return await linesFromGridTakingTurns(grid, headerRow, mapping);
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
    // Columns nobody can tell ('Bauteil', 'Anzahl'): keep the upload and let the owner map them.
    if (!canMatch(mapping)) {
      const id = await createBom(ctx.db, { viewer, sourceName, sourceKind, grid, headerRow, mapping, lines: [], matches: [] });
      return reply(
        { Id: id, Lines: 0, MatchRatePercent: 0, NeedsMapping: true },
        'We could not tell which columns hold the parts. Choose the header row and the columns to continue.',
      );
    }
    const { lines } = await deriveLines(grid, headerRow, mapping);
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
    const loaded = await loadBom(ctx.db, input.id, viewer);
    const { bom, owner } = loaded;
    return bomDetail(ctx.db, loaded, await loadLines(ctx.db, bom.id), owner, viewer.userId !== null, planOf(bom, input));
  },
});

/** The header row and mapping a Mapping or MappingPreview request asks for, with roles carried across a header-row change. */
async function requestedMapping(
  input: { headerRow: number; column?: string | string[] | undefined; fromRow?: number | undefined },
  ctx: RequestContext,
  viewer: BomViewer,
  bom: BomRow,
) {
  const headerRow = Math.min(input.headerRow, bom.grid.length);
  const remembered = await rememberedMapping(ctx, viewer, BOM_FIELDS);
  const detected = detectColumns(bom.grid, headerRow, remembered);
  const posted = input.column === undefined ? undefined : Array.isArray(input.column) ? input.column : [input.column];
  if (!posted) return { headerRow, mapping: detected, detected, remembered, posted: false };
  const fields = posted.map((field) => ((BOM_FIELDS as readonly string[]).includes(field) ? (field as BomField) : null));
  const unknown = posted.find((field) => field !== '' && !(BOM_FIELDS as readonly string[]).includes(field));
  if (unknown !== undefined) throw badRequest(messageRef('sourcing.bomUnknownField', { field: unknown.slice(0, 40) }));
  const fromRow = Math.min(input.fromRow ?? bom.header_row, bom.grid.length);
  return { headerRow, mapping: carryMapping(bom.grid, fromRow, headerRow, fields, remembered), detected, remembered, posted: true };
}

export const setBomMapping = defineOperation(endpoints.sourcing.bomMapping, {
  summary:
    'Sets the header row and the field of each column (`column`, one per column in order; empty = ignore; `fromRow`: the header row they were chosen under, so a new header row keeps them), then reads and matches the lines again. The choices are remembered for the next upload. A mapping with no part-number, value or description column is refused and nothing changes.',
  async handler(input, ctx) {
    const viewer = await viewerOf(ctx);
    const bom = await loadOwnBom(ctx.db, input.id, viewer);
    const { headerRow, mapping, detected, posted } = await requestedMapping(input, ctx, viewer, bom);
    const { lines } = await deriveLines(bom.grid, headerRow, mapping);
    if (lines.length === 0) throw badRequest('There are no lines below that header row.');
    const matches = await matchLines(ctx.db, lines);
    await replaceLines(ctx.db, bom.id, headerRow, mapping, lines, matches);
    if (posted) await rememberMapping(ctx, viewer, learnedMapping(bom.grid, headerRow, mapping, detected), BOM_FIELDS);
    return reply({ Id: bom.id, Lines: lines.length }, `Columns updated; ${lines.length.toLocaleString('en-US')} lines matched again.`);
  },
});

/** Lines a mapping step shows as they will be read. */
const PREVIEW_LINES = 8;

export const previewBomMapping = defineOperation(endpoints.sourcing.bomMappingPreview, {
  summary:
    'What a header row and mapping (as for /bom/Mapping) would read: the columns with their roles, the number of lines and the first of them. Nothing is stored or matched.',
  async handler(input, ctx) {
    const viewer = await viewerOf(ctx);
    const bom = await loadOwnBom(ctx.db, input.id, viewer);
    const { headerRow, mapping } = await requestedMapping(input, ctx, viewer, bom);
    const ready = canMatch(mapping);
    let lines: BomSourceLine[] = [];
    if (ready) {
      try {
        lines = (await linesFromGridTakingTurns(bom.grid, headerRow, mapping)).lines;
      } catch (error) {
        readError(error);
      }
    }
    return {
      HeaderRow: headerRow,
      Columns: columnsOf({ ...bom, header_row: headerRow, mapping }),
      Ready: ready && lines.length > 0,
      LineCount: lines.length,
      Lines: lines.slice(0, PREVIEW_LINES).map(previewLineOf),
    };
  },
});

export const chooseBomPart = defineOperation(endpoints.sourcing.bomChoose, {
  summary: "Picks one of a line's offered parts (`partId`), or 0 to order nothing for the line.",
  async handler(input, ctx) {
    const viewer = await viewerOf(ctx);
    const bom = await loadOwnBom(ctx.db, input.id, viewer);
    const line = await loadLine(ctx.db, bom.id, input.line);
    const [shown] = await pricedLines(ctx.db, [{ ...line, chosen_part_id: null }], planOf(bom, {}));
    await chooseLinePart(ctx.db, bom.id, line, input.partId, input.partId !== 0 && shown?.Part?.ProductID === input.partId);
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
    const token = await shareBom(ctx.db, bom.id);
    const ShareUrl = new URL(`/bom/${token}`, ctx.config.publicOrigin).href;
    return reply({ Id: bom.id, ShareUrl }, 'Anyone with the link can now view this BOM.');
  },
});

export const unshareBomOperation = defineOperation(endpoints.sourcing.bomUnshare, {
  summary: 'Withdraws the share link: it answers 410 from then on and only the owner sees the BOM. Sharing again makes a new link.',
  async handler(input, ctx) {
    const bom = await loadOwnBom(ctx.db, input.id, await viewerOf(ctx));
    await unshareBom(ctx.db, bom.id);
    return reply({ Id: bom.id }, 'The share link no longer opens this BOM.');
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
    const loaded = await loadBom(ctx.db, input.id, viewer);
    const { bom, owner } = loaded;
    const detail = await bomDetail(ctx.db, loaded, await loadLines(ctx.db, bom.id), owner, viewer.userId !== null, planOf(bom, input));
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
  previewBomMapping,
  chooseBomPart,
  saveBomOperation,
  shareBomOperation,
  unshareBomOperation,
  deleteBomOperation,
  listBoms,
  addBomToCart,
];
