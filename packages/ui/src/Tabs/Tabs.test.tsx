// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const tabs = [
  { value: 'a', label: 'Specs', content: 'Spec text' },
  { value: 'b', label: 'Pricing', content: 'Price text' },
  { value: 'c', label: 'CAD', content: 'CAD text', disabled: true },
  { value: 'd', label: 'Docs', content: 'Doc text' },
];

describe('Tabs', () => {
  it('shows the first tab and its panel', () => {
    render(<Tabs label="Product" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Product' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Specs' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Specs' }).textContent).toBe('Spec text');
  });

  describe('keyboard', () => {
    it('moves with arrows, skipping disabled tabs, and wraps', () => {
      const onChange = vi.fn();
      render(<Tabs label="Product" tabs={tabs} defaultValue="b" onChange={onChange} />);
      const list = screen.getByRole('tablist');
      fireEvent.keyDown(list, { key: 'ArrowRight' });
      expect(onChange).toHaveBeenLastCalledWith('d');
      fireEvent.keyDown(list, { key: 'ArrowRight' });
      expect(onChange).toHaveBeenLastCalledWith('a');
      fireEvent.keyDown(list, { key: 'End' });
      expect(screen.getByRole('tab', { name: 'Docs' }).getAttribute('aria-selected')).toBe('true');
    });
  });

  it('selects on click and keeps one tab in the tab order', () => {
    render(<Tabs label="Product" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    expect(screen.getByRole('tab', { name: 'Pricing' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Specs' }).tabIndex).toBe(-1);
  });

  it('renders every panel on the server, only the selected one visible', () => {
    const html = renderToString(<Tabs label="Product" tabs={tabs} />);
    expect(html).toContain('Price text');
    expect(html.match(/hidden=""/g)?.length).toBe(3);
  });
});
