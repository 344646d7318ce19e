// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchSuggestions } from '../shell-fixtures';
import { SearchBox, normaliseSearchKeyword } from './SearchBox';
import type { SearchBoxProps } from './SearchBox';

afterEach(cleanup);

type HarnessProps = Partial<Omit<SearchBoxProps, 'value' | 'onChange'>> & { initial?: string };

/** SearchBox is controlled; this keeps its value like an app would. */
function Harness({ initial = '', onSubmit = () => {}, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return <SearchBox suggestions={searchSuggestions} {...props} value={value} onChange={setValue} onSubmit={onSubmit} />;
}

const combobox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search parts' });
const attr = (element: Element | null | undefined, name: string) => element?.getAttribute(name) ?? null;

describe('SearchBox', () => {
  it('server-renders a GET form that works without JavaScript', () => {
    const html = renderToString(<SearchBox value="lm358" onChange={() => {}} onSubmit={() => {}} action="/search" />);
    expect(html).toContain('method="get"');
    expect(html).toContain('action="/search"');
    expect(html).toContain('name="keyword"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
  });

  describe('validation (docs/product.md §5)', () => {
    it('upper-cases and trims the keyword before onSubmit', () => {
      const onSubmit = vi.fn();
      render(<Harness initial="  stm32f103 " onSubmit={onSubmit} />);
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(onSubmit).toHaveBeenCalledWith('STM32F103');
    });

    it.each(['', '  ', 'ab', ' a1 '])('rejects %j with "keyword cannot be empty"', (initial) => {
      const onSubmit = vi.fn();
      const onInvalid = vi.fn();
      render(<Harness initial={initial} onSubmit={onSubmit} onInvalid={onInvalid} />);
      fireEvent.submit(screen.getByRole('search'));
      expect(onInvalid).toHaveBeenCalledWith('keyword cannot be empty');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('accepts exactly three characters', () => {
      expect(normaliseSearchKeyword(' ne5 ')).toBe('NE5');
      expect(normaliseSearchKeyword('ne')).toBeNull();
    });

    it('uses the overridden message from labels', () => {
      const onInvalid = vi.fn();
      render(<Harness onInvalid={onInvalid} labels={{ keywordEmpty: 'Ключевое слово пустое' }} />);
      fireEvent.submit(screen.getByRole('search'));
      expect(onInvalid).toHaveBeenCalledWith('Ключевое слово пустое');
    });

    it('shows an error message linked to the box', () => {
      render(<Harness error="keyword cannot be empty" />);
      expect(attr(combobox(), 'aria-invalid')).toBe('true');
      expect(screen.getByRole('combobox', { description: 'keyword cannot be empty' })).toBe(combobox());
    });

    it('trims the text on blur', () => {
      render(<Harness initial="  lm358  " />);
      fireEvent.focus(combobox());
      fireEvent.blur(combobox());
      expect(combobox().value).toBe('lm358');
    });
  });

  describe('ARIA combobox', () => {
    it('opens the grouped listbox on focus: history and hot searches while the box is empty', () => {
      render(<Harness />);
      expect(attr(combobox(), 'aria-expanded')).toBe('false');
      fireEvent.focus(combobox());
      expect(attr(combobox(), 'aria-expanded')).toBe('true');
      const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
      expect(attr(combobox(), 'aria-controls')).toBe(listbox.id);
      const names = () =>
        within(listbox)
          .getAllByRole('group')
          .map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent);
      expect(names()).toEqual(['Search History', 'Hot Searches']);
      fireEvent.change(combobox(), { target: { value: 'stm32f1' } });
      expect(names()).toEqual(['Products', 'Categories', 'Manufacturers']);
      expect(within(screen.getByRole('group', { name: 'Products' })).getAllByRole('option')).toHaveLength(4);
    });

    it('shows a product’s description, stock and price from', () => {
      render(<Harness initial="stm32" />);
      fireEvent.focus(combobox());
      const first = within(screen.getByRole('group', { name: 'Products' })).getAllByRole('option')[0]!;
      expect(first.textContent).toContain('ARM Cortex-M3 MCU, 72 MHz, 64 KB flash, LQFP-48');
      expect(first.textContent).toContain('18,240 in stock');
      expect(first.textContent).toContain('from $2.1840');
    });

    it('walks across groups with ArrowDown/ArrowUp and wraps', () => {
      render(<Harness />);
      const box = combobox();
      fireEvent.focus(box);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
      expect(active()?.textContent).toContain('STM32F103C8T6');
      expect(attr(active(), 'aria-selected')).toBe('true');
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      expect(active()?.textContent).toContain('ESP32-WROOM-32E');
      expect(screen.getByRole('group', { name: 'Hot Searches' }).contains(active())).toBe(true);
      fireEvent.keyDown(box, { key: 'ArrowUp' });
      expect(active()?.textContent).toContain('NE555P');
      // 3 history + 4 hot = 7 options; ArrowUp from the first wraps to the last.
      for (let i = 0; i < 3; i += 1) fireEvent.keyDown(box, { key: 'ArrowUp' });
      expect(active()?.textContent).toContain('GRM188R71H104KA93D');
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      expect(active()?.textContent).toContain('STM32F103C8T6');
    });

    it('Enter on a keyword fills the box and submits it upper-cased', () => {
      const onSubmit = vi.fn();
      render(<Harness onSubmit={onSubmit} />);
      const box = combobox();
      fireEvent.focus(box);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(onSubmit).toHaveBeenCalledWith('LM358DR');
      expect(box.value).toBe('LM358DR');
      expect(attr(box, 'aria-expanded')).toBe('false');
    });

    it('Enter on a product calls onSelectProduct', () => {
      const onSelectProduct = vi.fn();
      const onSubmit = vi.fn();
      render(<Harness initial="stm32" onSubmit={onSubmit} onSelectProduct={onSelectProduct} />);
      const box = combobox();
      fireEvent.focus(box);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(onSelectProduct).toHaveBeenCalledWith(expect.objectContaining({ PartNo: 'STM32F103C8T6' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('Enter on a category or manufacturer calls onSelectLink with its address', () => {
      const onSelectLink = vi.fn();
      render(<Harness initial="stm32" onSelectLink={onSelectLink} />);
      const box = combobox();
      fireEvent.focus(box);
      // 4 products, then the category, then the maker: ArrowUp from none wraps to the last.
      fireEvent.keyDown(box, { key: 'ArrowUp' });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(onSelectLink).toHaveBeenLastCalledWith('/manufacturer/stmicroelectronics');
      fireEvent.focus(box);
      fireEvent.keyDown(box, { key: 'ArrowUp' });
      fireEvent.keyDown(box, { key: 'ArrowUp' });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(onSelectLink).toHaveBeenLastCalledWith('/category/microcontrollers/arm-microcontrollers');
    });

    it('Escape closes the panel, a second Escape clears the box', () => {
      render(<Harness initial="stm" />);
      const box = combobox();
      fireEvent.focus(box);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(attr(box, 'aria-expanded')).toBe('false');
      expect(attr(box, 'aria-activedescendant')).toBeNull();
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(box.value).toBe('');
    });

    it('picks an option by click', () => {
      const onSubmit = vi.fn();
      render(<Harness onSubmit={onSubmit} />);
      fireEvent.focus(combobox());
      fireEvent.click(screen.getByRole('option', { name: 'TPS54331DR' }));
      expect(onSubmit).toHaveBeenCalledWith('TPS54331DR');
    });

    it('stays closed with no suggestions and is not loading', () => {
      render(<Harness suggestions={{ history: [], hot: [], products: [] }} />);
      fireEvent.focus(combobox());
      expect(attr(combobox(), 'aria-expanded')).toBe('false');
    });

    it('announces loading', () => {
      render(<Harness suggestions={{ history: [], hot: [], products: [] }} loading />);
      fireEvent.focus(combobox());
      expect(screen.getByRole('status')?.textContent).toContain('Loading suggestions…');
    });

    it('offers "Clear history" only when there is history and a handler', () => {
      const onClearHistory = vi.fn();
      const { rerender } = render(<Harness onClearHistory={onClearHistory} />);
      fireEvent.focus(combobox());
      fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
      expect(onClearHistory).toHaveBeenCalledOnce();
      rerender(<Harness suggestions={{ ...searchSuggestions, history: [] }} onClearHistory={onClearHistory} />);
      expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull();
    });
  });
});
