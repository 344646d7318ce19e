import type { PriceBreakDto } from '../../api/contract';

/** Kit price breaks (currency units) from stored ones (millionths of a dollar). */
export function toKitBreaks(breaks: readonly PriceBreakDto[], rate = 1): { quantity: number; unitPrice: number }[] {
  return breaks.map((b) => ({ quantity: b.qty, unitPrice: (b.unitPriceMicros / 1_000_000) * rate }));
}

/** The lowest unit price a buyer can reach (the last break). */
export function fromPrice(breaks: readonly PriceBreakDto[], rate = 1): number | undefined {
  const last = breaks[breaks.length - 1];
  return last ? (last.unitPriceMicros / 1_000_000) * rate : undefined;
}
