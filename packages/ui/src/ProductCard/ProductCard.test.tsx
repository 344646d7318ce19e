// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';

afterEach(cleanup);

const base = { partNumber: 'NE555P', href: '/product/ne555p', manufacturer: 'TI', stock: 500, unitPrice: 0.25 };

describe('ProductCard', () => {
  it('is an article named by the part number that links to the product', () => {
    render(<ProductCard {...base} />);
    const card = screen.getByRole('article', { name: 'NE555P' });
    expect(within(card).getByRole('heading', { level: 3, name: 'NE555P' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'NE555P' }).getAttribute('href')).toBe('/product/ne555p');
    expect(within(card).getByText('In Stock: 500')).toBeTruthy();
    expect(card.textContent).toContain('$0.25');
  });

  describe('actions', () => {
    it('calls the callbacks', () => {
      const onAddToCart = vi.fn();
      const onCompare = vi.fn();
      const onToggleFavourite = vi.fn();
      render(<ProductCard {...base} onAddToCart={onAddToCart} onCompare={onCompare} onToggleFavourite={onToggleFavourite} favourite />);
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add to compare: NE555P' }));
      const favourite = screen.getByRole('button', { name: 'Remove from favourites: NE555P' });
      expect(favourite.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(favourite);
      expect([onAddToCart, onCompare, onToggleFavourite].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    });

    it('cannot add an out-of-stock part', () => {
      render(<ProductCard {...base} stock={0} onAddToCart={() => {}} />);
      expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('has no buttons without callbacks', () => {
      render(<ProductCard {...base} />);
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  it('shows a busy skeleton while loading', () => {
    render(<ProductCard {...base} loading />);
    expect(screen.getByRole('article', { name: 'Loading product' }).getAttribute('aria-busy')).toBe('true');
  });

  it('renders on the server', () => {
    expect(renderToString(<ProductCard {...base} />)).toContain('href="/product/ne555p"');
  });
});
