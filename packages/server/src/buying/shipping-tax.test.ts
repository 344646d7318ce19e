// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultMethod, feeForWeight, RATES, shippingOptions, shippingWeightGrams, zoneOf } from './shipping';
import { taxCents, taxFor } from './tax';

describe('zones', () => {
  it.each([
    ['US', 'US'],
    ['PR', 'US'],
    ['CA', 'NA'],
    ['DE', 'EU'],
    ['GB', 'EU'],
    ['CH', 'EU'],
    ['JP', 'APAC'],
    ['BR', 'ROW'],
  ])('%s ships in zone %s', (country, zone) => expect(zoneOf(country)).toBe(zone));
});

describe('shipping fees', () => {
  const standardUs = RATES.US.standard!;
  it.each([
    [1, 899],
    [500, 899],
    [501, 1299],
    [2_000, 1299],
    [5_000, 1999],
    [10_000, 2999],
    [20_000, 4999],
    [20_001, 5199],
    [25_000, 5999],
  ])('standard US, %i g costs %i cents', (grams, cents) => expect(feeForWeight(standardUs, grams)).toBe(cents));

  it('adds packaging: 100 g, or a tenth of the parts', () => {
    expect(shippingWeightGrams(0)).toBe(100);
    expect(shippingWeightGrams(1.2)).toBe(102);
    expect(shippingWeightGrams(5_000)).toBe(5_500);
  });

  it('waives standard shipping over the threshold for light parcels only', () => {
    const free = shippingOptions('US', 400, 10_000).find((o) => o.Method === 'standard')!;
    expect(free).toMatchObject({ Free: true, FeeCents: 0 });
    const heavy = shippingOptions('US', 6_000, 10_000).find((o) => o.Method === 'standard')!;
    expect(heavy).toMatchObject({ Free: false, FeeCents: 2999 });
    const below = shippingOptions('DE', 400, 24_999).find((o) => o.Method === 'standard')!;
    expect(below).toMatchObject({ Free: false, FeeCents: 2499 });
    expect(shippingOptions('BR', 400, 1_000_000).find((o) => o.Method === 'standard')!.Free).toBe(false);
  });

  it('offers no economy to the rest of the world, nor above 20 kg; nothing above 70 kg', () => {
    expect(shippingOptions('BR', 400, 0).find((o) => o.Method === 'economy')!.Available).toBe(false);
    expect(shippingOptions('US', 25_000, 0).find((o) => o.Method === 'economy')!.Available).toBe(false);
    const freight = shippingOptions('US', 80_000, 0);
    expect(freight.every((o) => !o.Available)).toBe(true);
    expect(defaultMethod(freight)).toBe('');
    expect(defaultMethod(shippingOptions('US', 400, 0))).toBe('standard');
  });
});

describe('tax', () => {
  it('charges the EU country rate on goods and shipping', () => {
    expect(taxFor('DE', '', 10_000, 2_499)).toMatchObject({
      RateBasisPoints: 1900,
      TaxableCents: 12_499,
      TaxCents: 2375,
      Label: 'VAT DE 19%',
    });
    expect(taxFor('FI', '', 100, 0)).toMatchObject({ RateBasisPoints: 2550, TaxCents: 26, Label: 'VAT FI 25.5%' });
    expect(taxFor('HU', '', 100, 0).TaxCents).toBe(27);
  });
  it('charges UK VAT and Texas sales tax, nothing for other states or exports', () => {
    expect(taxFor('GB', '', 1_000, 0).TaxCents).toBe(200);
    expect(taxFor('US', 'tx', 1_000, 899)).toMatchObject({ TaxCents: 119, RateBasisPoints: 625 });
    expect(taxFor('US', 'Texas', 100, 0).TaxCents).toBe(6);
    expect(taxFor('US', 'CA', 1_000, 899).TaxCents).toBe(0);
    expect(taxFor('JP', '', 1_000, 899)).toMatchObject({ TaxCents: 0, RateBasisPoints: 0 });
  });
  it('rounds half up once, in integers', () => {
    expect(taxCents(1, 5_000)).toBe(1);
    expect(taxCents(10_000_000_000, 2_550)).toBe(2_550_000_000);
  });
});
