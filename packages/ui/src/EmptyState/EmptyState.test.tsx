// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows its message in a div by default, without a live role', () => {
    const { container } = render(<EmptyState>Nothing here yet.</EmptyState>);
    expect(screen.getByText('Nothing here yet.').tagName).toBe('DIV');
    expect(container.querySelector('[role]')).toBeNull();
  });
  it('renders as a paragraph and announces as a status when asked', () => {
    render(
      <EmptyState as="p" role="status">
        No results.
      </EmptyState>,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('P');
    expect(status.textContent).toBe('No results.');
  });
  it('renders on the server with its content', () => {
    expect(renderToString(<EmptyState as="p">Empty</EmptyState>)).toMatch(/^<p class="[^"]+">Empty<\/p>$/);
  });
});
