import {
  BUYING_MESSAGES,
  CART_PANEL_LIMIT,
  MAX_CART_LINES,
  MAX_ORDER_QTY,
  stockSplit,
  type CartLine,
  type CartSummary,
  type PriceBreakDto,
} from '@ferrite/contract/buying';
import { categoryIconUrl, productUrl } from '@ferrite/contract';
import { lineAmountIn, type CurrencyRate } from '@ferrite/contract/currency';
import { englishMessage, messageRef, type MessageRef } from '@ferrite/contract/message-codes';
import { BASE_RATE } from '../currency/rates';
import type { Queryable } from '../db/database';
import { ensureAnonymousId } from '../api/common/anonymous-ids';
import type { RequestContext } from '../api/context';
import { ApiError, notFound } from '../api/errors';
import {
  assertOrderable,
  canBackOrder,
  isForSale,
  notAvailable,
  parseQuantity,
  quantityRuleRef,
  quantityTooLarge,
  stockRef,
  unitPriceFor,
  type PricedPart,
} from './pricing';

/**
 * The cart. A line belongs to a guest cart (the `cid` cookie, the spec's TempCartID) or, once the
 * visitor signs in, to the user; the same part is one line per cart (adding it again adds to the
 * quantity). Every change re-checks MOQ, order multiple and stock, and records the unit price the
 * buyer saw at that quantity, so a later price change can be shown before payment.
 */

/** Who owns a cart: a signed-in user (lines by user id), or a guest cart id. */
export interface CartOwner {
  userId: number | null;
  /** The guest cart id (cid); for a user, the browser's id, reported back as TempCartID. */
  cartId: string;
}

const CART_ID = /^[a-f0-9]{32}$/;
const MAX_REFERENCE = 500;

/** SQL condition selecting an owner's lines (alias `c`), with its parameter. */
export function ownerCondition(owner: CartOwner, param: number): { sql: string; value: string | number } {
  return owner.userId !== null
    ? { sql: `c.user_id = $${param}`, value: owner.userId }
    : { sql: `c.user_id IS NULL AND c.cart_id = $${param}`, value: owner.cartId };
}

const PART_COLUMNS = 'p.id, p.mpn, p.stock, p.moq, p.order_multiple, p.price_breaks, p.lifecycle, p.lead_time_weeks';

/**
 * Adds a part to a cart (the AddToCart endpoint, quick order and the BOM tool all come here).
 * Validates the quantity the same way for everyone and throws ApiError with the spec's messages:
 * 'This product is not available' (unknown part, no price, no stock), 'Quantity is required',
 * MOQ / multiple / stock messages. Adding a part already in the cart adds to that line.
 */
export async function addToCart(
  db: Queryable,
  input: { cartId: string; userId?: number | null; partId: number; qty: number; reference?: string },
): Promise<{ DtlID: number }> {
  const { DtlID } = await addToCartLine(db, input);
  return { DtlID };
}

/** addToCart, also answering the line's new quantity. */
export async function addToCartLine(
  db: Queryable,
  input: { cartId: string; userId?: number | null; partId: number; qty: unknown; reference?: string | undefined },
): Promise<{ DtlID: number; OrderQty: number; Count: number }> {
  const owner: CartOwner = { userId: input.userId ?? null, cartId: input.cartId };
  if (owner.userId === null && !CART_ID.test(owner.cartId)) throw new ApiError(400, 'TempCartID must be the 32-character cart id.');
  const parsed = parseQuantity(input.qty);
  if (!parsed.ok) throw parsed.error;
  if (!Number.isInteger(input.partId) || input.partId <= 0 || input.partId > 2_147_483_647) throw notAvailable();
  const owned = ownerCondition(owner, 2);
  // The part, the line it already has in this cart, and the cart's size, in one round trip.
  const found = await db.query<PricedPart & { line_id: number | null; line_qty: number | null; lines: number }>(
    `SELECT ${PART_COLUMNS},
            (SELECT c.id FROM cart_lines c WHERE ${owned.sql} AND c.part_id = p.id) AS line_id,
            (SELECT c.qty FROM cart_lines c WHERE ${owned.sql} AND c.part_id = p.id) AS line_qty,
            (SELECT count(*) FROM cart_lines c WHERE ${owned.sql}) AS lines
       FROM parts p WHERE p.id = $1`,
    [input.partId, owned.value],
  );
  const part = found.rows[0];
  if (!part) throw notAvailable();
  const current = { id: part.line_id, lines: part.lines };
  const already = part.line_qty ?? 0;
  if (current.id === null && current.lines >= MAX_CART_LINES)
    throw new ApiError(409, messageRef('buying.msgCartFull', { max: MAX_CART_LINES }));
  const wanted = already + parsed.qty;
  if (wanted > MAX_ORDER_QTY) throw quantityTooLarge();
  // The rules apply to what the line will hold; the buyer adds in multiples, so the sum stays valid.
  assertOrderable(part, wanted);
  const price = unitPriceFor(part.price_breaks, wanted)!;
  const reference = (input.reference ?? '').trim().slice(0, MAX_REFERENCE);
  const merged = `CASE WHEN cart_lines.reference = '' THEN EXCLUDED.reference WHEN EXCLUDED.reference = '' OR EXCLUDED.reference = ANY(string_to_array(cart_lines.reference, ',')) THEN cart_lines.reference ELSE left(cart_lines.reference || ',' || EXCLUDED.reference, ${MAX_REFERENCE}) END`;
  const conflict = owner.userId !== null ? '(user_id, part_id) WHERE user_id IS NOT NULL' : '(cart_id, part_id) WHERE user_id IS NULL';
  const { rows } = await db.query<{ id: number; qty: number }>(
    `INSERT INTO cart_lines (cart_id, user_id, part_id, qty, reference, unit_price_micros)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ${conflict} DO UPDATE SET
       qty = LEAST(cart_lines.qty + EXCLUDED.qty, ${MAX_ORDER_QTY}),
       reference = ${merged},
       unit_price_micros = $7,
       updated_at = now()
     RETURNING id, qty`,
    [owner.userId === null ? owner.cartId : null, owner.userId, part.id, parsed.qty, reference, price, price],
  );
  const line = rows[0]!;
  if (line.qty !== wanted) {
    // Two adds of the same part raced: price the quantity the line really holds.
    const actual = unitPriceFor(part.price_breaks, line.qty)!;
    await db.query('UPDATE cart_lines SET unit_price_micros = $2 WHERE id = $1', [line.id, actual]);
  }
  return { DtlID: line.id, OrderQty: line.qty, Count: current.id === null ? current.lines + 1 : current.lines };
}

/** Sets a line's quantity (the Modify endpoint). */
export async function modifyCartLine(
  db: Queryable,
  owner: CartOwner,
  dtlId: number,
  rawQty: unknown,
): Promise<{ DtlID: number; OrderQty: number }> {
  const parsed = parseQuantity(rawQty);
  if (!parsed.ok) throw parsed.error;
  const owned = ownerCondition(owner, 2);
  const { rows } = await db.query<PricedPart & { line_id: number }>(
    `SELECT c.id AS line_id, ${PART_COLUMNS} FROM cart_lines c JOIN parts p ON p.id = c.part_id WHERE c.id = $1 AND ${owned.sql}`,
    [dtlId, owned.value],
  );
  const line = rows[0];
  if (!line) throw notFound(BUYING_MESSAGES.lineMissing);
  assertOrderable(line, parsed.qty);
  const price = unitPriceFor(line.price_breaks, parsed.qty)!;
  await db.query('UPDATE cart_lines SET qty = $2, unit_price_micros = $3, updated_at = now() WHERE id = $1', [dtlId, parsed.qty, price]);
  return { DtlID: dtlId, OrderQty: parsed.qty };
}

/** Removes lines of this owner; answers how many went. Ids of other carts are ignored. */
export async function removeCartLines(db: Queryable, owner: CartOwner, dtlIds: number[]): Promise<number> {
  const owned = ownerCondition(owner, 2);
  const result = await db.query(`DELETE FROM cart_lines c WHERE c.id = ANY($1::bigint[]) AND ${owned.sql}`, [dtlIds, owned.value]);
  return result.rowCount;
}

interface CartRow {
  id: number;
  part_id: number;
  qty: number;
  reference: string;
  unit_price_micros: number;
  mpn: string;
  description: string;
  stock: number;
  moq: number;
  order_multiple: number;
  price_breaks: PriceBreakDto[];
  lifecycle: string;
  lead_time_weeks: number;
  category_id: number;
  mfg_name: string;
}

/** What stops a line from being ordered as it is now, or ''. */
export function lineProblem(part: PricedPart, qty: number): string {
  const problem = lineProblemRef(part, qty);
  return typeof problem === 'string' ? problem : englishMessage(problem);
}

/** lineProblem as an envelope message: the composed ones with their values. */
export function lineProblemRef(part: PricedPart, qty: number): string | MessageRef {
  if (!isForSale(part)) return BUYING_MESSAGES.notAvailable;
  return quantityRuleRef(part, qty) ?? stockRef(part, qty) ?? '';
}

/** The back-order fields of a line: pieces beyond stock (0 for a part that cannot be back-ordered: its line has a Problem instead). */
export function backOrderOf(part: PricedPart, qty: number): { BackOrderQty: number; LeadTimeWeeks: number } {
  return { BackOrderQty: canBackOrder(part) ? stockSplit(qty, part.stock).later : 0, LeadTimeWeeks: part.lead_time_weeks };
}

function toCartLine(row: CartRow, owner: CartOwner, charge: CurrencyRate): CartLine {
  const part: PricedPart = {
    id: row.part_id,
    mpn: row.mpn,
    stock: row.stock,
    moq: row.moq,
    order_multiple: row.order_multiple,
    price_breaks: row.price_breaks,
    lifecycle: row.lifecycle,
    lead_time_weeks: row.lead_time_weeks,
  };
  const price = unitPriceFor(row.price_breaks, row.qty) ?? row.unit_price_micros;
  return {
    DtlID: row.id,
    TempCartID: owner.cartId,
    ProductID: row.part_id,
    PartNo: row.mpn,
    MFG: row.mfg_name,
    Description: row.description,
    Product: {
      PicUrl: categoryIconUrl(row.category_id),
      ProductUrl: productUrl(row.mpn),
      OrderQty: row.qty,
      OrderPrice: price,
      ItemAmount: lineAmountIn(row.qty, price, charge.rate),
    },
    Currency: charge.value,
    MOQ: row.moq,
    OrderMultiple: row.order_multiple,
    Stock: row.stock,
    PriceBreaks: row.price_breaks,
    Reference: row.reference,
    CartPrice: row.unit_price_micros,
    Problem: lineProblem(part, row.qty),
    ...backOrderOf(part, row.qty),
  };
}

/** The owner's cart lines, newest first, priced now; line amounts in `charge`'s currency. */
export async function listCart(
  db: Queryable,
  owner: CartOwner,
  limit = MAX_CART_LINES,
  charge: CurrencyRate = BASE_RATE,
): Promise<CartLine[]> {
  const owned = ownerCondition(owner, 1);
  const { rows } = await db.query<CartRow>(
    `SELECT c.id, c.part_id, c.qty, c.reference, c.unit_price_micros, p.mpn, p.description, p.stock, p.moq, p.order_multiple,
            p.price_breaks, p.lifecycle, p.lead_time_weeks, p.category_id, m.name AS mfg_name
       FROM cart_lines c JOIN parts p ON p.id = c.part_id JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE ${owned.sql} ORDER BY c.id DESC LIMIT $2`,
    [owned.value, limit],
  );
  return rows.map((row) => toCartLine(row, owner, charge));
}

/** Count, subtotal and the newest lines (at most 9) for the header and the sidebar cart panel. */
export async function cartSummary(db: Queryable, owner: CartOwner, charge: CurrencyRate = BASE_RATE): Promise<CartSummary> {
  const lines = await listCart(db, owner, MAX_CART_LINES, charge);
  return {
    Currency: charge.value,
    Count: lines.length,
    Lines: lines.slice(0, CART_PANEL_LIMIT),
    SubtotalCents: lines.reduce((sum, line) => sum + line.Product.ItemAmount, 0),
  };
}

/**
 * Moves a guest cart into a user's cart (at sign-in, and lazily on the user's next cart call):
 * the same part adds its quantity to the user's line. Run it inside a transaction.
 */
export async function mergeGuestCart(tx: Queryable, userId: number, cartId: string): Promise<number> {
  if (!CART_ID.test(cartId)) return 0;
  // Lock the guest lines first, so two merges at once cannot count them twice.
  const guest = await tx.query<{ id: number }>('SELECT id FROM cart_lines WHERE cart_id = $1 AND user_id IS NULL ORDER BY id FOR UPDATE', [
    cartId,
  ]);
  if (guest.rows.length === 0) return 0;
  await tx.query(
    `UPDATE cart_lines u SET qty = LEAST(u.qty + g.qty, ${MAX_ORDER_QTY}),
            reference = CASE WHEN u.reference = '' THEN g.reference WHEN g.reference = '' THEN u.reference ELSE left(u.reference || ',' || g.reference, ${MAX_REFERENCE}) END,
            updated_at = now()
       FROM cart_lines g
      WHERE g.cart_id = $2 AND g.user_id IS NULL AND u.user_id = $1 AND u.part_id = g.part_id`,
    [userId, cartId],
  );
  await tx.query(
    `DELETE FROM cart_lines g WHERE g.cart_id = $2 AND g.user_id IS NULL
        AND EXISTS (SELECT 1 FROM cart_lines u WHERE u.user_id = $1 AND u.part_id = g.part_id)`,
    [userId, cartId],
  );
  await tx.query('UPDATE cart_lines SET user_id = $1, cart_id = NULL, updated_at = now() WHERE cart_id = $2 AND user_id IS NULL', [
    userId,
    cartId,
  ]);
  return guest.rows.length;
}

/** A well-formed cart id, or undefined. */
export function cartIdOrUndefined(value: string | undefined | null): string | undefined {
  return value && CART_ID.test(value) ? value : undefined;
}

/**
 * The cart this request works on: the signed-in user's (after folding in this browser's guest
 * cart), else the guest cart named by TempCartID, the cid cookie or the X-Cart-Id header; a
 * visitor without any gets a new cid cookie.
 */
export async function cartOwnerOf(ctx: RequestContext, tempCartID?: string): Promise<CartOwner> {
  const cartId =
    cartIdOrUndefined(tempCartID) ??
    cartIdOrUndefined(ctx.cookies.cid) ??
    cartIdOrUndefined(ctx.headers['x-cart-id']) ??
    ensureAnonymousId(ctx, 'cid');
  const session = await ctx.auth();
  if (!session) return { userId: null, cartId };
  const waiting = await ctx.db.query('SELECT 1 FROM cart_lines WHERE cart_id = $1 AND user_id IS NULL LIMIT 1', [cartId]);
  if (waiting.rows.length > 0) await ctx.db.transaction((tx) => mergeGuestCart(tx, session.user.id, cartId));
  return { userId: session.user.id, cartId };
}
