// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readSearchHistory, rememberSearch } from './search-history';
import { addToCompare, MAX_COMPARE, readCompareList, removeFromCompare } from './compare-list';

beforeEach(() => window.localStorage.clear());

describe('search history (docs/product.md §9)', () => {
  it('keeps the last 10, newest first, a repeat moving to newest', () => {
    for (let i = 1; i <= 12; i++) rememberSearch(`K${i}`, i);
    expect(readSearchHistory()).toEqual(['K12', 'K11', 'K10', 'K9', 'K8', 'K7', 'K6', 'K5', 'K4', 'K3']);
    rememberSearch('K5', 100);
    expect(readSearchHistory()[0]).toBe('K5');
    expect(readSearchHistory()).toHaveLength(10);
  });

  it('survives corrupt storage', () => {
    window.localStorage.setItem('fe.searchHistory', '{not json');
    expect(readSearchHistory()).toEqual([]);
  });
});

describe('compare list (docs/product.md §3: keyed by ProductID)', () => {
  const item = (id: number) => ({ ProductID: id, PicUrl: '', ProductUrl: `/product/P${id}`, PartNo: `P${id}`, MFG: 'M', Description: 'd' });

  it('keys entries by ProductID, so adding twice keeps one', () => {
    addToCompare(item(1));
    addToCompare(item(1));
    expect(readCompareList()).toHaveLength(1);
    expect(Object.keys(JSON.parse(window.localStorage.getItem('fe.compare')!))).toEqual(['1']);
  });

  it('drops the oldest past the limit and removes on request', () => {
    for (let i = 1; i <= MAX_COMPARE + 2; i++) addToCompare(item(i));
    expect(readCompareList().map((c) => c.ProductID)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(removeFromCompare(5).map((c) => c.ProductID)).toEqual([3, 4, 6, 7, 8]);
  });

  it('keeps the order of adding when ids come in any order, so the oldest is the one dropped', () => {
    for (const id of [50, 40, 30, 20, 10, 5]) addToCompare(item(id));
    expect(readCompareList().map((c) => c.ProductID)).toEqual([50, 40, 30, 20, 10, 5]);
    expect(addToCompare(item(1)).map((c) => c.ProductID)).toEqual([40, 30, 20, 10, 5, 1]);
    expect(readCompareList().map((c) => c.ProductID)).toEqual([40, 30, 20, 10, 5, 1]);
    // Adding a part again moves it to the newest place.
    addToCompare(item(40));
    expect(readCompareList().map((c) => c.ProductID)).toEqual([30, 20, 10, 5, 1, 40]);
    expect(removeFromCompare(10).map((c) => c.ProductID)).toEqual([30, 20, 5, 1, 40]);
    expect(readCompareList()[0]).toEqual(item(30));
  });
});
