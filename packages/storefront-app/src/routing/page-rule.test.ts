// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageFromUrl, withPage } from './page-rule';

function redirectOf(url: string): string | null {
  try {
    pageFromUrl(new URL(url));
    return null;
  } catch (error) {
    return (error as Response).headers.get('Location');
  }
}

describe('pageFromUrl (docs/product.md §2 page rule)', () => {
  it('reads pages 2 to 50', () => {
    expect(pageFromUrl(new URL('http://x/keywords/ABC?page=2'))).toBe(2);
    expect(pageFromUrl(new URL('http://x/keywords/ABC?page=50'))).toBe(50);
    expect(pageFromUrl(new URL('http://x/keywords/ABC'))).toBe(1);
  });
  it.each(['1', '51', '999', '0', '-3', 'abc', '2.5', ''])('drops page=%s by redirect, keeping the rest of the query', (page) => {
    expect(redirectOf(`http://x/category/a/b?sort=price_asc&page=${page}&inStock=1`)).toBe('/category/a/b?sort=price_asc&inStock=1');
  });
});

describe('withPage', () => {
  it('writes page 1 without a page parameter', () => {
    expect(withPage(new URL('http://x/a?page=3&q=1'), 1)).toBe('/a?q=1');
    expect(withPage(new URL('http://x/a?q=1'), 4)).toBe('/a?q=1&page=4');
  });
});
