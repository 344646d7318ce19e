// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

afterEach(cleanup);

const Example = () => (
  <Tooltip content="Compare up to 4 parts">
    <button type="button">Compare</button>
  </Tooltip>
);

describe('Tooltip', () => {
  it('describes its trigger', () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Compare' });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip', { hidden: true }).id);
  });

  it('opens on focus and closes on Escape', () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Compare' });
    vi.useFakeTimers();
    fireEvent.focus(button);
    act(() => vi.runAllTimers());
    vi.useRealTimers();
    expect(screen.getByRole('tooltip', { hidden: true }).getAttribute('data-state')).toBe('open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('tooltip', { hidden: true }).getAttribute('data-state')).toBe('closed');
  });

  it('opens on hover after the delay', () => {
    vi.useFakeTimers();
    render(<Example />);
    fireEvent.pointerEnter(screen.getByRole('button').parentElement as HTMLElement);
    expect(screen.getByRole('tooltip', { hidden: true }).getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip', { hidden: true }).getAttribute('data-state')).toBe('open');
    vi.useRealTimers();
  });

  it('renders on the server with the text in the markup', () => {
    expect(renderToString(<Example />)).toContain('Compare up to 4 parts');
  });
});
