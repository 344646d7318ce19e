// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const now = () => Number(screen.getByRole('progressbar', { name: 'Page loading' }).getAttribute('aria-valuenow'));

describe('LoadingBar', () => {
  it('creeps forward while active, reaching about 80% after the expected duration, never 100%', () => {
    vi.useFakeTimers();
    render(<LoadingBar active />);
    expect(now()).toBe(8);
    act(() => vi.advanceTimersByTime(800));
    expect(now()).toBeGreaterThanOrEqual(75);
    expect(now()).toBeLessThanOrEqual(82);
    act(() => vi.advanceTimersByTime(60_000));
    expect(now()).toBeLessThanOrEqual(90);
  });

  it('completes and then disappears when the navigation ends', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LoadingBar active />);
    rerender(<LoadingBar active={false} />);
    expect(now()).toBe(100);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows known progress', () => {
    render(<LoadingBar active progress={0.3} />);
    expect(now()).toBe(30);
  });

  it('renders nothing when idle', () => {
    const { container } = render(<LoadingBar active={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server', () => {
    expect(renderToString(<LoadingBar active />)).toContain('role="progressbar"');
  });
});
