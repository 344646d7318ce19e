// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StockBadge, stockStatusOf } from './StockBadge';

afterEach(cleanup);

describe('stockStatusOf', () => {
  it.each([
    [null, 0, 'onRequest'],
    [0, 0, 'out'],
    [5, 10, 'low'],
    [10, 10, 'inStock'],
    [5, 0, 'inStock'],
  ] as const)('%s with threshold %d is %s', (quantity, threshold, status) => {
    expect(stockStatusOf(quantity, threshold)).toBe(status);
  });
});

describe('StockBadge', () => {
  it('shows the count in stock', () => {
    render(<StockBadge quantity={12840} />);
    expect(screen.getByText('In Stock: 12,840')).toBeTruthy();
  });
  it('says out of stock with the lead time', () => {
    render(<StockBadge quantity={0} leadTime="12 weeks" />);
    expect(screen.getByText('Out of Stock · 12 weeks')).toBeTruthy();
  });
  it('takes translated labels', () => {
    render(<StockBadge quantity={null} labels={{ onRequest: 'Auf Anfrage' }} />);
    expect(screen.getByText('Auf Anfrage')).toBeTruthy();
  });
  it('renders on the server', () => {
    expect(renderToString(<StockBadge quantity={3} lowStockThreshold={10} />)).toContain('Low Stock: 3');
  });
});
