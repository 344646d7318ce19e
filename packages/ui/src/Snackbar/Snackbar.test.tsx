// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnackbarApi } from './Snackbar';
import { Snackbar, SnackbarProvider, useSnackbar } from './Snackbar';

afterEach(cleanup);

describe('Snackbar', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('%s is announced as %s', (type, role) => {
    render(<Snackbar type={type} message="Hello" />);
    expect(screen.getByRole(role).textContent).toContain('Hello');
  });

  it('renders on the server', () => {
    expect(renderToString(<Snackbar type="error" message="Network error" />)).toContain('role="alert"');
  });
});

describe('SnackbarProvider', () => {
  let api: SnackbarApi | undefined;
  function Capture() {
    api = useSnackbar();
    return null;
  }
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows queued messages one at a time, each for 4000 ms by default', () => {
    render(
      <SnackbarProvider>
        <Capture />
      </SnackbarProvider>,
    );
    act(() => {
      api?.show('First', { type: 'success' });
      api?.show('Second', { type: 'error' });
    });
    expect(screen.getByRole('status').textContent).toContain('First');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status').textContent).toContain('First');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes early with the close button', () => {
    render(
      <SnackbarProvider>
        <Capture />
      </SnackbarProvider>,
    );
    act(() => api?.show('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('throws a clear error without a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/SnackbarProvider/);
    spy.mockRestore();
  });
});
