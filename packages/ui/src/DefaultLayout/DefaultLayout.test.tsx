// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DefaultLayout } from './DefaultLayout';

afterEach(cleanup);

const slots = {
  loadingBar: <div role="progressbar" aria-label="Loading page" />,
  topBar: <div>Top bar</div>,
  header: <header>Site header</header>,
  nav: <nav aria-label="Main">Navigation</nav>,
  main: <h1>Resistors</h1>,
  footer: <footer>Site footer</footer>,
  sidebar: <aside aria-label="Quick access">Rail</aside>,
  cookieNotice: <section aria-label="Cookies">Cookie notice</section>,
  snackbar: <div role="status">Saved</div>,
};

describe('DefaultLayout', () => {
  it('server-renders every slot in document order', () => {
    const html = renderToString(<DefaultLayout {...slots} />);
    const order = ['Skip to content', 'Top bar', 'Site header', 'Navigation', 'Resistors', 'Site footer', 'Rail', 'Cookie notice', 'Saved'];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('puts the page in <main> and skips to it', () => {
    render(<DefaultLayout {...slots} mainId="content" />);
    const main = screen.getByRole('main');
    expect(main.id).toBe('content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.textContent).toBe('Resistors');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#content');
  });

  it('renders with only the page', () => {
    render(<DefaultLayout main={<p>Only the page</p>} />);
    expect(screen.getByRole('main').textContent).toBe('Only the page');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('takes the skip link text from labels', () => {
    render(<DefaultLayout main="x" labels={{ skipToContent: 'Перейти к содержимому' }} />);
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toBeTruthy();
  });
});
