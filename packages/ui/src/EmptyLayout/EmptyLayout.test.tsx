// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyLayout } from './EmptyLayout';

afterEach(cleanup);

describe('EmptyLayout', () => {
  it('server-renders the page alone', () => {
    const html = renderToString(<EmptyLayout main={<h1>Sign In</h1>} />);
    expect(html).toContain('<main');
    expect(html).toContain('Sign In');
  });

  it('has no header, navigation or footer, but keeps snackbar and loading bar slots', () => {
    render(
      <EmptyLayout
        main={<h1>Sign In</h1>}
        snackbar={<div role="status">Signed out</div>}
        loadingBar={<div role="progressbar" aria-label="Loading page" />}
      />,
    );
    expect(screen.getByRole('main').textContent).toBe('Sign In');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Signed out');
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
  });
});
