import { endpoints } from '@ferrite/contract/endpoints';
/** Quick order: typed or pasted lines resolved to parts, then put into the cart with a report. */
import crypto from 'node:crypto';
import { productUrl, type PartSummary } from '@ferrite/contract';
import { QUICK_ORDER_MESSAGES, type QuickOrderLine, type QuickOrderReport, type QuickOrderTextInput } from '@ferrite/contract/sourcing';
import type { Queryable } from '../db/database';
import type { BomSourceLine } from './bom/lines';
import { matchLines, similarPartNumbers } from './bom/matching';
import { roundToOrderable } from './bom/pricing';
import { parseQuickOrderText, QuickOrderTextError, type QuickOrderTextLine } from './bom/quick-order-text';
import { autoPart } from '../catalog/product-queries';
import { autocomplete } from '../catalog/search-queries';
import { addToCart, cartOwnerOf } from '../buying/cart-service';
import { ApiError, badRequest, notFound } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { partsById } from './bom-view';

/** 'line:partId' values of the choice selects, as a map. */
function choicesOf(choice: QuickOrderTextInput['choice']): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const value of choice === undefined ? [] : Array.isArray(choice) ? choice : [choice]) {
    const match = /^(\d{1,4}):(\d{1,10})$/.exec(value);
    if (match) chosen.set(Number(match[1]), Number(match[2]));
  }
  return chosen;
}

/**
 * A value line ('10k 0603 1% 10') is matched as the BOM tool matches a line with that value: only
 * a part that meets the value, package and every stated rating is found; the other offers are
 * choices.
 */
async function resolveValueLine(
  db: Queryable,
  line: QuickOrderTextLine,
  chosenId: number | undefined,
  base: Omit<QuickOrderLine, 'Status' | 'Message' | 'Part'>,
): Promise<QuickOrderLine> {
  const source: BomSourceLine = {
    row: line.line,
    partNo: '',
    manufacturer: '',
    quantity: line.quantity,
    quantityText: '',
    designators: [],
    value: line.spec,
    description: '',
    package: '',
    dnp: false,
    problem: '',
    notes: [],
  };
  const [match] = await matchLines(db, [source]);
  const ids = [match!.partId, ...match!.alternativeIds].filter((id): id is number => id !== null);
  const { parts } = await partsById(db, ids);
  const candidates = ids.map((id) => parts.get(id)).filter((part) => part !== undefined);
  const chosen = chosenId !== undefined ? candidates.find((candidate) => candidate.ProductID === chosenId) : undefined;
  const part = chosen ?? (match!.partId !== null ? (parts.get(match!.partId) ?? null) : null);
  const withCandidates = { ...base, Candidates: candidates };
  if (line.problem) return { ...withCandidates, Status: 'invalid', Message: line.problem, Part: part };
  if (part) return { ...withCandidates, Status: 'found', Message: chosen ? '' : match!.reason, Part: part };
  if (candidates.length > 0) return { ...withCandidates, Status: 'ambiguous', Message: match!.reason, Part: null };
  return { ...withCandidates, Status: 'notFound', Message: match!.reason, Part: null };
}

async function resolveLine(db: Queryable, line: QuickOrderTextLine, chosenId: number | undefined): Promise<QuickOrderLine> {
  const base = {
    Line: line.line,
    Text: line.text,
    PartNo: line.partNo || line.spec,
    Quantity: line.quantity,
    Reference: line.reference,
    Candidates: [] as PartSummary[],
    Suggestions: [],
  };
  if (line.spec) return resolveValueLine(db, line, chosenId, base);
  const found = await autoPart(db, line.partNo);
  const chosen = chosenId !== undefined ? found.candidates.find((candidate) => candidate.ProductID === chosenId) : undefined;
  const part = chosen ?? found.part;
  if (line.problem) return { ...base, Status: 'invalid', Message: line.problem, Part: part, Candidates: found.candidates };
  if (part) {
    const note = found.match === 'normalised' && !chosen ? `Read as ${part.PartNo}.` : '';
    return { ...base, Status: 'found', Message: note, Part: part, Candidates: found.candidates };
  }
  if (found.match === 'ambiguous')
    return { ...base, Status: 'ambiguous', Message: QUICK_ORDER_MESSAGES.ambiguous, Part: null, Candidates: found.candidates };
  // Numbers that start the same, then numbers a typo away.
  const started = line.partNo.replace(/[^A-Za-z0-9]/g, '').length >= 3 ? await autocomplete(db, line.partNo) : [];
  const similar = (await similarPartNumbers(db, line.partNo, 5)).map((near) => ({
    PartNo: near.mpn,
    MFG: near.mfgName,
    ProductUrl: productUrl(near.mpn),
  }));
  const suggestions = [...started, ...similar].filter((s, i, all) => all.findIndex((t) => t.PartNo === s.PartNo) === i).slice(0, 5);
  const message = suggestions.length > 0 ? QUICK_ORDER_MESSAGES.notFound : QUICK_ORDER_MESSAGES.notFoundNoSuggestions;
  return { ...base, Status: 'notFound', Message: message, Part: null, Suggestions: suggestions };
}

async function resolveText(db: Queryable, input: QuickOrderTextInput): Promise<QuickOrderLine[]> {
  let parsed: QuickOrderTextLine[];
  try {
    parsed = parseQuickOrderText(input.text);
  } catch (error) {
    if (error instanceof QuickOrderTextError) throw badRequest(error.message);
    throw error;
  }
  const choices = choicesOf(input.choice);
  const lines: QuickOrderLine[] = [];
  for (const line of parsed) lines.push(await resolveLine(db, line, choices.get(line.line)));
  return lines;
}

export const resolveQuickOrder = defineOperation(endpoints.sourcing.quickOrderResolve, {
  summary:
    'Reads quick-order lines (part number, quantity, optional reference) and resolves each to a part, or to choices when ambiguous or unknown. Changes nothing.',
  async handler(input, ctx) {
    const lines = await resolveText(ctx.db, input);
    const ready = lines.filter((line) => line.Status === 'found').length;
    return { Lines: lines, Total: lines.length, Ready: ready, Invalid: lines.length - ready };
  },
});

export const addQuickOrderToCart = defineOperation(endpoints.sourcing.quickOrderAddToCart, {
  summary:
    'Resolves the lines and adds every resolved one to the cart (quantities rounded up to MOQ and order multiples, references kept); stores and answers the report of added, invalid and total lines.',
  async handler(input, ctx) {
    const lines = await resolveText(ctx.db, input);
    if (!lines.some((line) => line.Status === 'found')) throw badRequest(QUICK_ORDER_MESSAGES.nothingToAdd, { Lines: lines });
    const cart = await cartOwnerOf(ctx);
    for (const line of lines) {
      if (line.Status !== 'found' || !line.Part || line.Quantity === null) continue;
      const qty = roundToOrderable(line.Quantity, { moq: line.Part.MOQ, orderMultiple: line.Part.OrderMultiple });
      try {
        const { DtlID } = await addToCart(ctx.db, {
          cartId: cart.cartId,
          userId: cart.userId,
          partId: line.Part.ProductID,
          qty,
          reference: line.Reference,
        });
        line.DtlID = DtlID;
        line.AddedQty = qty;
        if (qty !== line.Quantity)
          line.Message = `${line.Quantity} raised to ${qty} (minimum ${line.Part.MOQ}, multiples of ${line.Part.OrderMultiple}).`;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        line.Status = 'invalid';
        line.Message = `Not added: ${error.message}`;
      }
    }
    const added = lines.filter((line) => line.DtlID !== undefined).length;
    const report: QuickOrderReport = {
      Id: crypto.randomBytes(12).toString('base64url'),
      CreatedAt: new Date().toISOString(),
      Lines: lines,
      Added: added,
      Invalid: lines.length - added,
      Total: lines.length,
    };
    await ctx.db.query('INSERT INTO quick_orders (id, cart_id, user_id, report) VALUES ($1, $2, $3, $4::jsonb)', [
      report.Id,
      cart.cartId,
      cart.userId,
      JSON.stringify(report),
    ]);
    // Reports are for the page right after the order; a month later they have served.
    await ctx.db.query(
      `DELETE FROM quick_orders WHERE id IN (SELECT id FROM quick_orders WHERE created_at < now() - interval '30 days' LIMIT 100)`,
    );
    return reply(
      report,
      `${added} of ${lines.length} line${lines.length === 1 ? '' : 's'} added to your cart.`,
      added > 0 ? 'success' : 'warning',
    );
  },
});

const RESULT_NOT_FOUND = 'This quick-order result does not exist, or it belongs to another cart.';

export const getQuickOrderResult = defineOperation(endpoints.sourcing.quickOrderResult, {
  summary: 'The report of one quick order: added, invalid and total lines; only for the cart that placed it.',
  async handler(input, ctx) {
    if (!/^[A-Za-z0-9_-]{16}$/.test(input.id)) throw notFound(RESULT_NOT_FOUND);
    const cart = await cartOwnerOf(ctx);
    const { rows } = await ctx.db.query<{ report: QuickOrderReport }>(
      'SELECT report FROM quick_orders WHERE id = $1 AND (cart_id = $2 OR (user_id IS NOT NULL AND user_id = $3))',
      [input.id, cart.cartId, cart.userId],
    );
    if (!rows[0]) throw notFound(RESULT_NOT_FOUND);
    return rows[0].report;
  },
});

export const quickOrderOperations = [resolveQuickOrder, addQuickOrderToCart, getQuickOrderResult];
