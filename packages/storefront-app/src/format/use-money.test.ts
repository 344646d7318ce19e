import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnitPrice } from './money';
import { moneyFor } from './use-money';

describe('moneyFor', () => {
  it('leaves dollars as the catalogue has them', () => {
    const usd = moneyFor('USD', '1');
    expect(usd.converted).toBe(false);
    expect(usd.unit(2_500_000)).toBe(formatUnitPrice(2_500_000));
    expect(usd.unit(1_234)).toBe('$0.00123');
    expect(usd.line(150, 1_234_567)).toBe('$185.19');
    expect(usd.amount(40_000_000)).toBe(formatMoney(40_000_000));
  });

  it('converts dollar prices to euro at the rate and formats euro cents as given', () => {
    const eur = moneyFor('EUR', '0.8532', '2025-06-30');
    expect(eur.converted).toBe(true);
    expect(eur.unit(2_500_000)).toBe('€2.133'); // the tenth of a cent shows: 1,000 of them cost €2,133.00
    expect(eur.unit(1_000_000)).toBe('€0.8532');
    expect(eur.line(150, 1_234_567)).toBe('€158.00'); // 185.18505 × 0.8532 = 157.9998…
    expect(eur.amount(12_345_000)).toBe('€10.53'); // 10.532754
    expect(eur.cents(1067)).toBe('€10.67');
    expect(eur.cents(1067, 'USD')).toBe('$10.67');
    const table = eur.breakTable([{ qty: 10, unitPriceMicros: 2_000_000 }]);
    expect(table).toMatchObject({ breaks: [{ quantity: 10, unitPrice: 1.7064 }], currency: 'EUR', locale: 'en-US' });
    // The table writes its prices as the rest of the site does: unit as `unit`, extended as `line`.
    expect(table.formatUnitPrice(table.breaks[0]!)).toBe(eur.unit(2_000_000));
    expect(table.formatExtendedPrice(table.breaks[0]!)).toBe(eur.line(10, 2_000_000));
  });

  it('writes unit prices to the tenth of a cent the catalogue keeps, whole amounts with two decimals', () => {
    const usd = moneyFor('USD', '1');
    expect([4_155_000, 5_000_000, 5_771_000, 104_000, 4_160].map(usd.unit)).toEqual(['$4.155', '$5.00', '$5.771', '$0.1040', '$0.00416']);
    // A line is still charged in whole cents.
    expect(usd.line(100, 4_155_000)).toBe('$415.50');
  });

  it('writes sub-cent break prices in full and extended prices in the cents the cart charges', () => {
    const usd = moneyFor('USD', '1');
    const table = usd.breakTable([
      { qty: 10, unitPriceMicros: 31_200 },
      { qty: 500, unitPriceMicros: 4_160 },
    ]);
    expect(table.breaks.map(table.formatUnitPrice)).toEqual(['$0.03120', '$0.00416']);
    expect(table.breaks.map(table.formatExtendedPrice)).toEqual(['$0.31', '$2.08']);
  });

  it("formats in the reader's locale", () => {
    expect(moneyFor('EUR', '0.8532', '', 'ru').cents(123456)).toBe(
      new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'EUR' }).format(1234.56),
    );
  });
});
