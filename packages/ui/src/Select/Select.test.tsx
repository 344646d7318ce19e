// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

afterEach(cleanup);

const options = [
  { value: 'en', label: 'English' },
  { value: 'ru', label: 'Russian' },
  { value: 'x', label: 'Klingon', disabled: true },
];

describe('Select', () => {
  it('is a combobox named by its label showing the chosen option', () => {
    render(<Select label="Language" options={options} defaultValue="ru" />);
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toContain('Russian');
  });

  describe('mouse', () => {
    it('opens a listbox and chooses an option', () => {
      const onChange = vi.fn();
      render(<Select label="Language" options={options} onChange={onChange} />);
      fireEvent.click(screen.getByRole('combobox'));
      fireEvent.click(screen.getByRole('option', { name: 'Russian' }));
      expect(onChange).toHaveBeenCalledWith('ru');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('ignores disabled options', () => {
      const onChange = vi.fn();
      render(<Select label="Language" options={options} onChange={onChange} defaultOpen />);
      fireEvent.click(screen.getByRole('option', { name: 'Klingon' }));
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('keyboard', () => {
    it('opens with ArrowDown, moves, chooses with Enter, skipping disabled options', () => {
      const onChange = vi.fn();
      render(<Select label="Language" options={options} onChange={onChange} />);
      const combobox = screen.getByRole('combobox');
      fireEvent.keyDown(combobox, { key: 'ArrowDown' });
      expect(combobox.getAttribute('aria-expanded')).toBe('true');
      fireEvent.keyDown(combobox, { key: 'ArrowDown' });
      fireEvent.keyDown(combobox, { key: 'ArrowDown' });
      expect(document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('Russian');
      fireEvent.keyDown(combobox, { key: 'Enter' });
      expect(onChange).toHaveBeenCalledWith('ru');
    });

    it('closes with Escape without choosing', () => {
      const onChange = vi.fn();
      render(<Select label="Language" options={options} onChange={onChange} />);
      const combobox = screen.getByRole('combobox');
      fireEvent.keyDown(combobox, { key: 'Enter' });
      fireEvent.keyDown(combobox, { key: 'Escape' });
      expect(combobox.getAttribute('aria-expanded')).toBe('false');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('jumps by typing', () => {
      const onChange = vi.fn();
      render(<Select label="Language" options={options} onChange={onChange} />);
      const combobox = screen.getByRole('combobox');
      fireEvent.keyDown(combobox, { key: 'r' });
      fireEvent.keyDown(combobox, { key: 'Enter' });
      expect(onChange).toHaveBeenCalledWith('ru');
    });
  });

  describe('empty', () => {
    it("shows 'No Data'", () => {
      render(<Select label="Region" options={[]} defaultOpen />);
      expect(screen.getByRole('option', { name: 'No Data' })).toBeTruthy();
    });
  });

  it('takes its texts from the labels', () => {
    render(<Select label="Регион" options={[]} defaultOpen labels={{ placeholder: 'Выберите…', empty: 'Нет данных' }} />);
    expect(screen.getByRole('option', { name: 'Нет данных' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Регион' }).textContent).toContain('Выберите…');
  });

  it('submits its value through a hidden input', () => {
    const { container } = render(<Select label="Currency" name="currency" options={[{ value: 'USD', label: '$' }]} defaultValue="USD" />);
    expect((container.querySelector('input[type=hidden]') as HTMLInputElement).value).toBe('USD');
  });

  it('renders on the server', () => {
    expect(renderToString(<Select label="Language" options={options} defaultValue="en" />)).toContain('English');
  });
});
