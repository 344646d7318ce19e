// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice, priceBreakFor } from './price';
import { PriceBreakTable } from './PriceBreakTable';

afterEach(cleanup);

const breaks = [
  { quantity: 100, unitPrice: 0.012 },
  { quantity: 1, unitPrice: 0.1 },
  { quantity: 10, unitPrice: 0.045 },
];

describe('priceBreakFor', () => {
  it.each([
    [1, 0.1],
    [9, 0.1],
    [10, 0.045],
    [99, 0.045],
    [100000, 0.012],
    [0, 0.1],
  ])('%d pieces cost %d each', (quantity, unitPrice) => {
    expect(priceBreakFor(breaks, quantity)?.unitPrice).toBe(unitPrice);
  });
  it('is undefined without breaks', () => {
    expect(priceBreakFor([], 5)).toBeUndefined();
  });
});

describe('formatPrice', () => {
  it('keeps sub-cent precision up to 4 decimals', () => {
    expect(formatPrice(0.0048, 'USD')).toBe('$0.0048');
    expect(formatPrice(12, 'USD')).toBe('$12.00');
    expect(formatPrice(1.5, 'EUR', 'de-DE')).toMatch(/^1,50\s€$/);
  });
});

describe('PriceBreakTable', () => {
  it('lists breaks by quantity with unit and extended prices', () => {
    render(<PriceBreakTable breaks={breaks} />);
    const rows = within(screen.getByRole('table', { name: 'Price breaks' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['QtyUnit PriceExt. Price', '1+$0.10$0.10', '10+$0.045$0.45', '100+$0.012$1.20']);
  });
  it('writes prices with the formatters it is given', () => {
    // A shop that shows 5 decimals below 10 cents and charges whole cents (500 × 0.00416 = 2.08).
    const unit = (row: { unitPrice: number }) => `$${row.unitPrice.toFixed(row.unitPrice < 0.1 ? 5 : 2)}`;
    const extended = (row: { unitPrice: number; quantity: number }) =>
      `$${(Math.round(row.unitPrice * row.quantity * 100) / 100).toFixed(2)}`;
    render(
      <PriceBreakTable
        breaks={[
          { quantity: 500, unitPrice: 0.00416 },
          { quantity: 10, unitPrice: 0.0312 },
        ]}
        formatUnitPrice={unit}
        formatExtendedPrice={extended}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Price breaks' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['10+$0.03120$0.31', '500+$0.00416$2.08']);
  });
  it('marks the break of the given quantity', () => {
    render(<PriceBreakTable breaks={breaks} quantity={50} />);
    expect(screen.getByRole('rowheader', { name: '10+ (your price)' })).toBeTruthy();
  });
  it("shows 'No Data' without breaks", () => {
    render(<PriceBreakTable breaks={[]} />);
    expect(screen.getByText('No Data')).toBeTruthy();
  });
  it('takes its texts from the labels', () => {
    render(<PriceBreakTable breaks={[]} labels={{ caption: 'Цены', quantity: 'Кол-во', empty: 'Нет данных' }} />);
    const table = screen.getByRole('table', { name: 'Цены' });
    expect(within(table).getByRole('columnheader', { name: 'Кол-во' })).toBeTruthy();
    expect(within(table).getByText('Нет данных')).toBeTruthy();
  });
  it('renders on the server', () => {
    expect(renderToString(<PriceBreakTable breaks={breaks} />)).toContain('$0.012');
  });
});
