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
    for (const part of parts) {
      const key = `${part.manufacturerId}|${part.mpn}`;
      if (seen.has(key)) duplicates.push(key);
      seen.add(key);
    }
    expect(duplicates).toEqual([]);
    expect(seen.size).toBe(50_000);
  });

  it('puts parts in every leaf category and only in leaves', () => {
    const parents = new Set(categories.map((category) => category.parentId));
    const leaves = categories.filter((category) => !parents.has(category.id)).map((category) => category.id);
    const used = new Set(parts.map((part) => part.categoryId));
    expect(leaves.filter((id) => !used.has(id)).map((id) => categories.find((category) => category.id === id)?.slug)).toEqual([]);
    expect([...used].filter((id) => parents.has(id))).toEqual([]);
  });

  it('gives quantity price breaks that start at the MOQ and get cheaper with quantity', () => {
    const bad: string[] = [];
    for (const part of parts) {
      const breaks = part.priceBreaks;
      const ok =
        breaks.length >= 3 &&
        breaks.length <= 8 &&
        breaks[0]?.qty === part.moq &&
        breaks.every(
          (priceBreak, index) =>
            Number.isInteger(priceBreak.unitPriceMicros) &&
            priceBreak.unitPriceMicros >= 1 &&
            (index === 0 || (priceBreak.qty > breaks[index - 1]!.qty && priceBreak.unitPriceMicros < breaks[index - 1]!.unitPriceMicros)),
        );
      if (!ok) bad.push(`${part.mpn} (moq ${part.moq}): ${JSON.stringify(breaks)}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('keeps MOQ, order multiple, price-break quantities and stock consistent', () => {
    for (const part of parts) {
      const ok =
        part.orderMultiple >= 1 &&
        part.moq % part.orderMultiple === 0 &&
        part.priceBreaks.every((priceBreak) => priceBreak.qty % part.orderMultiple === 0) &&
        (part.stock === 0 || part.stock % part.orderMultiple === 0);
      if (!ok)
        expect.fail(
          `${part.mpn}: moq ${part.moq}, multiple ${part.orderMultiple}, stock ${part.stock}, breaks ${JSON.stringify(part.priceBreaks)}`,
        );
    }
    // Full reels are sold by the reel: both numbers are the reel quantity.
    const reels = parts.filter((part) => part.packaging === 'Tape & Reel');
    expect(reels.length).toBeGreaterThan(1_000);
    expect(reels.filter((part) => part.moq !== part.orderMultiple || part.moq < 2).map((part) => part.mpn)).toEqual([]);
  });

  it('lists obsolete parts without a factory lead time', () => {
    const obsolete = parts.filter((part) => part.lifecycle === 'Obsolete');
    expect(obsolete.length).toBeGreaterThan(100);
    expect(obsolete.filter((part) => part.leadTimeWeeks !== 0).map((part) => part.mpn)).toEqual([]);
  });
});

describe('well-known parts', () => {
  it('come first, so a 3,000-part catalogue has every one of them', () => {
    const small = [...generateParts({ parts: 3_000 }, categories, generateManufacturers())];
    const byMpn = new Map(small.map((part) => [part.mpn, part]));
    for (const [, mpn] of FAMOUS) {
      const part = byMpn.get(mpn);
      expect(part, mpn).toBeDefined();
      expect(part!.id).toBeLessThanOrEqual(FAMOUS.length);
      expect(part!.stock).toBeGreaterThan(0);
      expect(part!.lifecycle).toBe('Active');
    }
    expect(small.slice(0, FAMOUS.length).map((part) => part.mpn)).toEqual(FAMOUS.map(([, mpn]) => mpn));
  });
});
