// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';
import { paginationRange } from './paginationRange';

afterEach(cleanup);

const hrefForPage = (page: number) => `/search?page=${page}`;

describe('paginationRange', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [7, 20, [1, 'ellipsis-start', 6, 7, 8, 'ellipsis-end', 20]],
    [2, 20, [1, 2, 3, 4, 5, 'ellipsis-end', 20]],
    [19, 20, [1, 'ellipsis-start', 16, 17, 18, 19, 20]],
  ])('page %d of %d', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('links every shown page and marks the current one', () => {
    render(<Pagination page={3} pageCount={5} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('href')).toBe('/search?page=5');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/search?page=2');
  });

  it('has no previous link on the first page', () => {
    render(<Pagination page={1} pageCount={5} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
  });

  describe('max pages', () => {
    it('never links past page 50', () => {
      render(<Pagination page={50} pageCount={300} hrefForPage={hrefForPage} />);
      expect(screen.getByRole('link', { name: 'Page 50' }).getAttribute('aria-current')).toBe('page');
      expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Page 300' })).toBeNull();
    });
  });

  describe('labels', () => {
    it('names the landmark and the links from the labels', () => {
      render(
        <Pagination
          page={2}
          pageCount={3}
          hrefForPage={hrefForPage}
          labels={{ nav: 'Страницы', previous: 'Назад', next: 'Вперёд', page: 'Страница {page}' }}
        />,
      );
      const nav = screen.getByRole('navigation', { name: 'Страницы' });
      expect(within(nav).getByRole('link', { name: 'Страница 3' }).getAttribute('href')).toBe('/search?page=3');
      expect(within(nav).getByRole('link', { name: 'Назад' })).toBeTruthy();
      expect(within(nav).getByRole('link', { name: 'Вперёд' })).toBeTruthy();
    });
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server', () => {
    expect(renderToString(<Pagination page={2} pageCount={3} hrefForPage={hrefForPage} />)).toContain('href="/search?page=3"');
  });
});
