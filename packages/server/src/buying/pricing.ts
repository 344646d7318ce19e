import { BUYING_MESSAGES, MAX_ORDER_QTY, backOrderable, type PriceBreakDto } from '@ferrite/contract/buying';
import { englishMessage, messageRef, type MessageRef } from '@ferrite/contract/message-codes';
import { ApiError } from '../api/errors';

/** The columns pricing and quantity rules need from a part. */
export interface PricedPart {
  id: number;
  mpn: string;
  stock: number;
  moq: number;
  order_multiple: number;
  price_breaks: PriceBreakDto[];
  lifecycle: string;
  /** The maker's lead time; with it (and a lifecycle that takes orders) stock is no limit. */
  lead_time_weeks: number;
}

/** May this part be ordered beyond its stock? (the contract's rule, on a parts row) */
export function canBackOrder(part: Pick<PricedPart, 'lead_time_weeks' | 'lifecycle'>): boolean {
  return backOrderable({ leadTimeWeeks: part.lead_time_weeks, lifecycle: part.lifecycle });
}

/**
 * The unit price (millionths of a dollar) at a quantity: the last break at or below it. A quantity
 * under the first break pays the first break's price (the first break is normally the MOQ).
 */
export function unitPriceFor(breaks: readonly PriceBreakDto[], qty: number): number | undefined {
  const sorted = [...breaks].sort((a, b) => a.qty - b.qty);
  let price = sorted[0]?.unitPriceMicros;
  for (const b of sorted) if (qty >= b.qty) price = b.unitPriceMicros;
  return price;
}

/** qty × unit price, rounded half up to whole cents; exact for any quantity and price (BigInt). */
export function lineAmountCents(qty: number, unitPriceMicros: number): number {
  const micros = BigInt(qty) * BigInt(unitPriceMicros);
  return Number((micros + 5_000n) / 10_000n);
}

export type QuantityVerdict = { ok: true; qty: number } | { ok: false; error: ApiError };

/**
 * Reads a typed quantity (number or numeric text). Spec §8's 'Quantity is required' (legacy
 * message code '1') covers a missing, empty or zero quantity.
 */
export function parseQuantity(raw: unknown): QuantityVerdict {
  const required = () => ({
    ok: false as const,
    error: new ApiError(400, BUYING_MESSAGES.quantityRequired, 'error', { MessageCode: '1' }),
  });
  if (raw === undefined || raw === null) return required();
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string') {
    const text = raw.trim().replace(/,/g, '');
    if (text === '') return required();
    if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return { ok: false, error: new ApiError(400, BUYING_MESSAGES.quantityWhole) };
    value = Number(text);
  } else return { ok: false, error: new ApiError(400, BUYING_MESSAGES.quantityWhole) };
  if (value === 0) return required();
  if (!Number.isFinite(value) || !Number.isInteger(value) || value < 1)
    return { ok: false, error: new ApiError(400, BUYING_MESSAGES.quantityWhole) };
  if (value > MAX_ORDER_QTY) return { ok: false, error: quantityTooLarge() };
  return { ok: true, qty: value };
}

/** Spec §8 'This product is not available' (legacy message code '0'). */
export function notAvailable(status = 404): ApiError {
  return new ApiError(status, BUYING_MESSAGES.notAvailable, 'error', { MessageCode: '0' });
}

/** A part is sold while it has a price; obsolete parts are sold until their stock is gone. */
export function isForSale(part: Pick<PricedPart, 'price_breaks'>): boolean {
  return Array.isArray(part.price_breaks) && part.price_breaks.length > 0;
}

/** 'Quantity can be at most 10,000,000', with its limit as a value. */
export function quantityTooLarge(): ApiError {
  return new ApiError(400, messageRef('buying.msgQuantityTooLarge', { max: MAX_ORDER_QTY }));
}

/** Why a quantity breaks the part's MOQ or order multiple, or undefined. */
export function quantityRuleRef(part: Pick<PricedPart, 'mpn' | 'moq' | 'order_multiple'>, qty: number): MessageRef | undefined {
  if (qty < part.moq) return messageRef('buying.msgMinimumOrder', { partNo: part.mpn, qty: part.moq });
  if (qty % part.order_multiple !== 0) {
    const below = Math.floor(qty / part.order_multiple) * part.order_multiple;
    const above = below + part.order_multiple;
    return below >= part.moq
      ? messageRef('buying.msgMultipleChoice', { partNo: part.mpn, multiple: part.order_multiple, below, above })
      : messageRef('buying.msgMultiple', { partNo: part.mpn, multiple: part.order_multiple, above });
  }
  return undefined;
}

/** Why the stock does not cover a quantity, or undefined (never for a part that can be back-ordered). */
export function stockRef(part: Pick<PricedPart, 'mpn' | 'stock' | 'lead_time_weeks' | 'lifecycle'>, qty: number): MessageRef | undefined {
  if (qty <= part.stock || canBackOrder(part)) return undefined;
  return part.stock === 0
    ? messageRef('buying.msgOutOfStock', { partNo: part.mpn })
    : messageRef('buying.msgOnlyInStock', { partNo: part.mpn, stock: part.stock });
}

/** The English of quantityRuleRef, as cart lines and checkouts report a line's problem. */
export function quantityRuleProblem(part: Pick<PricedPart, 'mpn' | 'moq' | 'order_multiple'>, qty: number): string | undefined {
  const ref = quantityRuleRef(part, qty);
  return ref && englishMessage(ref);
}

export function stockProblem(part: Pick<PricedPart, 'mpn' | 'stock' | 'lead_time_weeks' | 'lifecycle'>, qty: number): string | undefined {
  const ref = stockRef(part, qty);
  return ref && englishMessage(ref);
}

/**
 * The checks AddToCart and Modify make, in order: for sale, MOQ and multiple, stock (unless the
 * part can be back-ordered). Throws the
 * ApiError the endpoint answers with.
 */
export function assertOrderable(part: PricedPart, qty: number): void {
  if (!isForSale(part) || (part.stock <= 0 && !canBackOrder(part))) throw notAvailable(409);
  const rule = quantityRuleRef(part, qty);
  if (rule) throw new ApiError(400, rule);
  const stock = stockRef(part, qty);
  if (stock) throw new ApiError(409, stock, 'error', { Stock: part.stock });
}

/** Whole grams from a numeric(12,4) text, times a quantity, exactly (ten-thousandths of a gram). */
export function weightTenthMilligrams(weightGrams: string | number, qty: number): bigint {
  const text = String(weightGrams);
  const [whole = '0', fraction = ''] = text.split('.');
  const units = BigInt(whole || '0') * 10_000n + BigInt((fraction + '0000').slice(0, 4));
  return units * BigInt(qty);
}
