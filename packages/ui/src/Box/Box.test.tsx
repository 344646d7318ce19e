// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Box } from './Box';
import { sprinkles } from './sprinkles.css';

afterEach(cleanup);

describe('Box', () => {
  it('renders the element asked for, with its HTML attributes', () => {
    render(
      <Box as="nav" aria-label="Secondary" padding="small">
        links
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Secondary' }).textContent).toBe('links');
  });

  it('turns token props into atomic classes, not HTML attributes', () => {
    render(<Box data-testid="box" padding="large" display={{ xs: 'block', md: 'flex' }} />);
    const box = screen.getByTestId('box');
    expect(box.getAttribute('padding')).toBeNull();
    for (const className of sprinkles({ padding: 'large', display: { xs: 'block', md: 'flex' } }).split(' ')) {
      expect(box.classList.contains(className)).toBe(true);
    }
  });

  it('caps the width on the size scale, apart from the content width', () => {
    const narrow = sprinkles({ maxWidth: 'xxlarge' });
    expect(narrow).not.toBe('');
    expect(narrow).not.toBe(sprinkles({ maxWidth: 'xxxlarge' }));
    expect(narrow).not.toBe(sprinkles({ maxWidth: 'content' }));
  });

  it('renders on the server', () => {
    expect(
      renderToString(
        <Box as="section" id="s">
          x
        </Box>,
      ),
    ).toMatch(/^<section[^>]*id="s"/);
  });
});
