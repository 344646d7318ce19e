// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLines, compareItems, recentItems } from '../shell-fixtures';
import { Sidebar } from './Sidebar';
import type { SidebarProps, SidebarView } from './Sidebar';

afterEach(cleanup);

type HarnessProps = Partial<SidebarProps> & { initial?: SidebarView | null; onChange?: (view: SidebarView | null) => void };

/** The sidebar is controlled; this keeps its view like the layout store would. */
function Harness({ initial = null, onChange, ...props }: HarnessProps) {
  const [view, setView] = useState<SidebarView | null>(initial);
  return (
    <div>
      <p>Page text</p>
      <a href="/somewhere">A page link</a>
      <Sidebar
        cartItems={cartLines}
        compareItems={compareItems}
        recentItems={recentItems}
        {...props}
        view={view}
        onViewChange={(next) => {
          setView(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

const panel = () => screen.queryByRole('region');
const railButton = (name: RegExp) => screen.getAllByRole('button', { name }).find((button) => button.hasAttribute('aria-expanded'))!;

describe('Sidebar', () => {
  it('server-renders the rail with the panel closed', () => {
    const html = renderToString(<Sidebar view={null} onViewChange={() => {}} cartItems={cartLines} />);
    expect(html).toContain('Shopping Cart');
    expect(html).toContain('Back to top');
    expect(html).toMatch(/<section[^>]*hidden/);
  });

  it('has contact, account and RFQ links', () => {
    render(<Harness hrefs={{ contact: '/ContactUs' }} />);
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/ContactUs');
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Request Quote' }).getAttribute('href')).toBe('/rfq');
  });

  it('the toggle opens the default section, Shopping Cart, and closes it again', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Side panel' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith('cart');
    expect(screen.getByRole('region', { name: 'Shopping Cart' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(panel()).toBeNull();
  });

  describe('cart panel', () => {
    it('shows at most 9 lines, the count and View cart', () => {
      render(<Harness initial="cart" />);
      const region = screen.getByRole('region', { name: 'Shopping Cart' });
      const rows = within(within(region).getAllByRole('list')[0]!).getAllByRole('listitem');
      expect(rows).toHaveLength(9);
      expect(within(region).getByText('Showing 9 of 12')).toBeTruthy();
      expect(within(region).getByText('12 items')).toBeTruthy();
      expect(within(region).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/shopcart');
      expect(within(region).getByRole('link', { name: 'STM32F103C8T6' }).getAttribute('href')).toBe('/product/STM32F103C8T6');
      expect(within(region).getByText('10 × $2.86')).toBeTruthy();
      expect(within(region).getByText('5000 × $0.0021')).toBeTruthy();
    });

    it('names the rail button with the count', () => {
      render(<Harness />);
      expect(railButton(/Shopping Cart \(12\)/)).toBeTruthy();
    });

    it('says when the cart is empty', () => {
      render(<Harness initial="cart" cartItems={[]} />);
      expect(screen.getByText('Your cart is empty')).toBeTruthy();
    });

    it('shows loading and errors instead of content', () => {
      const { rerender } = render(<Sidebar view="cart" onViewChange={() => {}} loading />);
      expect(screen.getByRole('status').textContent).toContain('Loading…');
      rerender(<Sidebar view="cart" onViewChange={() => {}} error="Network error" />);
      expect(screen.getByRole('alert').textContent).toBe('Network error');
    });
  });

  describe('compare and recently viewed', () => {
    it('lists compare items with remove buttons and a compare link', () => {
      const onRemoveCompare = vi.fn();
      render(<Harness initial="compare" onRemoveCompare={onRemoveCompare} />);
      const region = screen.getByRole('region', { name: 'Compare' });
      fireEvent.click(within(region).getByRole('button', { name: 'Remove LM358DR' }));
      expect(onRemoveCompare).toHaveBeenCalledWith(9002);
      expect(within(region).getByRole('link', { name: 'Compare now' }).getAttribute('href')).toBe('/product/compare');
      expect(within(region).getByText('3 items')).toBeTruthy();
    });

    it('lists recently viewed items with picture, text, remove button and count', () => {
      const onRemoveRecent = vi.fn();
      const { container } = render(<Harness initial="recent" onRemoveRecent={onRemoveRecent} />);
      const region = screen.getByRole('region', { name: 'Recently Viewed' });
      expect(region.querySelectorAll('img')).toHaveLength(5);
      expect(within(region).getByText('Ceramic capacitor 0.1 µF 50 V X7R 0603')).toBeTruthy();
      expect(within(region).getByText('5 items')).toBeTruthy();
      fireEvent.click(within(region).getByRole('button', { name: 'Remove RC0603FR-0710KL' }));
      expect(onRemoveRecent).toHaveBeenCalledWith(9005);
      expect(container).toBeTruthy();
    });

    it('switches section from the panel', () => {
      const onChange = vi.fn();
      render(<Harness initial="cart" onChange={onChange} />);
      const switcher = screen.getByRole('group', { name: 'Sections' });
      fireEvent.click(within(switcher).getByRole('button', { name: /Compare/ }));
      expect(onChange).toHaveBeenLastCalledWith('compare');
      expect(
        within(switcher)
          .getByRole('button', { name: /Compare/ })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    });
  });

  describe('closing (docs/product.md §4)', () => {
    it('closes on a click outside', () => {
      const onChange = vi.fn();
      render(<Harness initial="cart" onChange={onChange} />);
      fireEvent.click(screen.getByText('Page text'));
      expect(onChange).toHaveBeenCalledWith(null);
      expect(panel()).toBeNull();
    });

    it('stays open on clicks on links, buttons, icons and spans outside', () => {
      const onChange = vi.fn();
      render(
        <>
          <button type="button">Add to cart</button>
          <span>A label</span>
          <svg data-testid="icon">
            <path data-testid="icon-path" d="M0 0h1" />
          </svg>
          <Harness initial="cart" onChange={onChange} />
        </>,
      );
      fireEvent.click(screen.getByRole('link', { name: 'A page link' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      fireEvent.click(screen.getByText('A label'));
      fireEvent.click(screen.getByTestId('icon-path'));
      expect(onChange).not.toHaveBeenCalled();
      expect(panel()).not.toBeNull();
    });

    it('stays open on clicks inside the panel', () => {
      const onChange = vi.fn();
      render(<Harness initial="cart" onChange={onChange} />);
      fireEvent.click(screen.getByRole('heading', { name: 'Shopping Cart' }));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('closes with the close button and on Escape', () => {
      const onChange = vi.fn();
      render(<Harness initial="compare" onChange={onChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Close side panel' }));
      expect(onChange).toHaveBeenLastCalledWith(null);
      fireEvent.click(railButton(/^Compare/));
      expect(onChange).toHaveBeenLastCalledWith('compare');
      fireEvent.keyDown(screen.getByRole('region', { name: 'Compare' }), { key: 'Escape' });
      expect(onChange).toHaveBeenLastCalledWith(null);
    });

    it('removes its document listener when closed', () => {
      const onViewChange = vi.fn();
      render(<Sidebar view={null} onViewChange={onViewChange} />);
      fireEvent.click(document.body);
      expect(onViewChange).not.toHaveBeenCalled();
    });
  });

  it('scrolls back to top', () => {
    const onBackToTop = vi.fn();
    render(<Harness onBackToTop={onBackToTop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(onBackToTop).toHaveBeenCalledOnce();
  });

  it('takes its strings from labels and formats prices', () => {
    render(<Harness initial="cart" labels={{ cart: 'Корзина', viewCart: 'Открыть корзину' }} formatPrice={(n) => `${n.toFixed(2)} €`} />);
    expect(screen.getByRole('region', { name: 'Корзина' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть корзину' })).toBeTruthy();
    expect(screen.getByText('28.60 €')).toBeTruthy();
  });
});
