// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('keeps the text in the accessible tree', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
  it('renders on the server', () => {
    expect(renderToString(<VisuallyHidden as="h2">Filters</VisuallyHidden>)).toMatch(/<h2[^>]*>Filters<\/h2>/);
  });
});
