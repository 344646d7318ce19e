import { beforeAll, describe, expect, it } from 'vitest';
import { FAMOUS } from './well-known-parts';
import { generateCategories, generateManufacturers, generateParts, type GeneratedCategory, type GeneratedPart } from './index';

let categories: GeneratedCategory[];
let parts: GeneratedPart[];

beforeAll(() => {
  categories = generateCategories();
  parts = [...generateParts({ parts: 50_000 }, categories, generateManufacturers())];
});

describe('the default 50,000-part catalogue', () => {
  it('has no manufacturer + part number pair twice', () => {
    const seen = new Set<string>();
    const duplicates: string[] = [];
    for (const p of parts) {
      const key = `${p.manufacturerId}|${p.mpn}`;
      if (seen.has(key)) duplicates.push(key);
      seen.add(key);
    }
    expect(duplicates).toEqual([]);
    expect(seen.size).toBe(50_000);
  });

  it('puts parts in every leaf category and only in leaves', () => {
    const parents = new Set(categories.map((c) => c.parentId));
    const leaves = categories.filter((c) => !parents.has(c.id)).map((c) => c.id);
    const used = new Set(parts.map((p) => p.categoryId));
    expect(leaves.filter((id) => !used.has(id)).map((id) => categories.find((c) => c.id === id)?.slug)).toEqual([]);
    expect([...used].filter((id) => parents.has(id))).toEqual([]);
  });

  it('gives quantity price breaks that start at the MOQ and get cheaper with quantity', () => {
    const bad: string[] = [];
    for (const p of parts) {
      const breaks = p.priceBreaks;
      const ok =
        breaks.length >= 3 &&
        breaks.length <= 8 &&
        breaks[0]?.qty === p.moq &&
        breaks.every(
          (b, i) =>
            Number.isInteger(b.unitPriceMicros) &&
            b.unitPriceMicros >= 1 &&
            (i === 0 || (b.qty > breaks[i - 1]!.qty && b.unitPriceMicros < breaks[i - 1]!.unitPriceMicros)),
        );
      if (!ok) bad.push(`${p.mpn} (moq ${p.moq}): ${JSON.stringify(breaks)}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('keeps MOQ, order multiple, price-break quantities and stock consistent', () => {
    for (const p of parts) {
      const ok =
        p.orderMultiple >= 1 &&
        p.moq % p.orderMultiple === 0 &&
        p.priceBreaks.every((b) => b.qty % p.orderMultiple === 0) &&
        (p.stock === 0 || p.stock % p.orderMultiple === 0);
      if (!ok)
        expect.fail(`${p.mpn}: moq ${p.moq}, multiple ${p.orderMultiple}, stock ${p.stock}, breaks ${JSON.stringify(p.priceBreaks)}`);
    }
    // Full reels are sold by the reel: both numbers are the reel quantity.
    const reels = parts.filter((p) => p.packaging === 'Tape & Reel');
    expect(reels.length).toBeGreaterThan(1_000);
    expect(reels.filter((p) => p.moq !== p.orderMultiple || p.moq < 2).map((p) => p.mpn)).toEqual([]);
  });

  it('lists obsolete parts without a factory lead time', () => {
    const obsolete = parts.filter((p) => p.lifecycle === 'Obsolete');
    expect(obsolete.length).toBeGreaterThan(100);
    expect(obsolete.filter((p) => p.leadTimeWeeks !== 0).map((p) => p.mpn)).toEqual([]);
  });
});

describe('well-known parts', () => {
  it('come first, so a 3,000-part catalogue has every one of them', () => {
    const small = [...generateParts({ parts: 3_000 }, categories, generateManufacturers())];
    const byMpn = new Map(small.map((p) => [p.mpn, p]));
    for (const [, mpn] of FAMOUS) {
      const part = byMpn.get(mpn);
      expect(part, mpn).toBeDefined();
      expect(part!.id).toBeLessThanOrEqual(FAMOUS.length);
      expect(part!.stock).toBeGreaterThan(0);
      expect(part!.lifecycle).toBe('Active');
    }
    expect(small.slice(0, FAMOUS.length).map((p) => p.mpn)).toEqual(FAMOUS.map(([, mpn]) => mpn));
  });
});
