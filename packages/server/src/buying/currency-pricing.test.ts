// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { centsIn, lineAmountIn, type CurrencyRate } from '@ferrite/contract/currency';
import { priceCheckout, type CheckoutLineSnapshot, type PartRow } from './checkout-service';
import { lineAmountCents } from './pricing';
import { shippingOptions } from './shipping';
import { taxFor } from './tax';

const part = (id: number, breaks: { qty: number; unitPriceMicros: number }[]): PartRow => ({
  id,
  mpn: `PART-${id}`,
  stock: 1_000_000,
  lead_time_weeks: 0,
  moq: 1,
  order_multiple: 1,
  price_breaks: breaks,
  lifecycle: 'Active',
  description: '',
  weight_grams: '1.5',
  category_id: 1,
  mfg_name: 'Maker',
});
const parts = new Map([
  [1, part(1, [{ qty: 1, unitPriceMicros: 1_234_567 }])],
  [2, part(2, [{ qty: 1, unitPriceMicros: 3_333 }])],
]);
const lines: CheckoutLineSnapshot[] = [
  { dtlId: 1, partId: 1, qty: 150, reference: '', unitPriceMicros: 1_234_567 },
  { dtlId: 2, partId: 2, qty: 7, reference: '', unitPriceMicros: 3_000 },
];
const EUR: CurrencyRate = { text: 'EUR', value: 'EUR', symbol: '€', rate: '0.8532', date: '2025-06-30', source: 'test' };
const germany = { country: 'DE', state: '', method: 'express' as const };

describe('a checkout priced in another currency', () => {
  it('prices dollars exactly as before when no currency is given', () => {
    const priced = priceCheckout(lines, parts, germany);
    expect(priced.charge.value).toBe('USD');
    expect(priced.lines.map((l) => l.AmountCents)).toEqual([lineAmountCents(150, 1_234_567), lineAmountCents(7, 3_333)]);
    expect(priced.subtotalCents).toBe(priced.usdSubtotalCents);
  });

  it('converts each line once, then shipping, and taxes the converted amounts so all adds up', () => {
    const usd = priceCheckout(lines, parts, germany);
    const eur = priceCheckout(lines, parts, germany, EUR);
    expect(eur.lines.map((l) => l.AmountCents)).toEqual([lineAmountIn(150, 1_234_567, '0.8532'), lineAmountIn(7, 3_333, '0.8532')]);
    expect(eur.subtotalCents).toBe(eur.lines.reduce((sum, l) => sum + l.AmountCents, 0));
    // Free-shipping thresholds are set in dollars: the options are the dollar ones, fees converted.
    expect(eur.usdSubtotalCents).toBe(usd.subtotalCents);
    const dollarFee = shippingOptions('DE', eur.weightGrams, usd.subtotalCents).find((o) => o.Method === 'express')!.FeeCents;
    expect(eur.shippingCents).toBe(centsIn(dollarFee, '0.8532'));
    expect(eur.tax).toEqual(taxFor('DE', '', eur.subtotalCents, eur.shippingCents));
    expect(eur.totalCents).toBe(eur.subtotalCents + eur.shippingCents + eur.tax.TaxCents);
    for (const option of eur.options.filter((o) => o.Available)) {
      expect(option.TotalCents).toBe(eur.subtotalCents + option.FeeCents + option.TaxCents);
    }
    // The price change of line 2 is stated in euro cents too.
    expect(eur.priceChanges).toEqual([
      expect.objectContaining({ PartNo: 'PART-2', DifferenceCents: lineAmountIn(7, 3_333, '0.8532') - lineAmountIn(7, 3_000, '0.8532') }),
    ]);
  });
});
