// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './LanguagePicker';
import { languageCodes } from './languages';

afterEach(cleanup);

const trigger = () => screen.getByRole('button', { name: /^Language:/ });
const panelOpen = () => trigger().getAttribute('aria-expanded') === 'true';

describe('LanguagePicker', () => {
  it('server-renders the current language, panel closed', () => {
    const html = renderToString(<LanguagePicker value="ru" onSelect={() => {}} />);
    expect(html).toContain('Русский');
    expect(html).toContain('aria-expanded="false"');
  });

  it('lists the 16 spec languages, each named in its own language', () => {
    render(<LanguagePicker onSelect={() => {}} defaultOpen />);
    const options = screen.getAllByRole('button').filter((button) => button.hasAttribute('data-language'));
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([...languageCodes]);
    expect(languageCodes).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'Русский' }).getAttribute('lang')).toBe('ru');
    const arabic = screen.getByRole('button', { name: 'العربية' });
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: '日本語' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens on hover and closes when the pointer leaves', () => {
    const { container } = render(<LanguagePicker onSelect={() => {}} />);
    const root = container.firstElementChild!;
    fireEvent.mouseEnter(root);
    expect(panelOpen()).toBe(true);
    fireEvent.mouseLeave(root);
    expect(panelOpen()).toBe(false);
  });

  it('opens on keyboard focus, walks with arrows and selects', () => {
    const onSelect = vi.fn();
    render(<LanguagePicker onSelect={onSelect} />);
    act(() => trigger().focus());
    expect(panelOpen()).toBe(true);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('中文');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('العربية');
    fireEvent.click(document.activeElement!);
    expect(onSelect).toHaveBeenCalledWith('ar');
    expect(panelOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on Escape and returns focus to the trigger', () => {
    render(<LanguagePicker onSelect={() => {}} />);
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panelOpen()).toBe(false);
    expect(document.activeElement).toBe(trigger());
  });

  it('opens on the first tap (click)', () => {
    render(<LanguagePicker onSelect={() => {}} />);
    fireEvent.click(trigger());
    expect(panelOpen()).toBe(true);
  });
});
