import { describe, expect, it } from 'vitest';
import { generateCategories, generateManufacturers, generateParts, type GeneratedPart } from './index';
import { catalogueHash } from './output-hash';

function partsOf(parts: number, seed?: number): GeneratedPart[] {
  const categories = generateCategories(seed);
  return [...generateParts({ parts, seed }, categories, generateManufacturers(seed))];
}

describe('demo catalogue determinism', () => {
  // Twice in one process, so state a run leaves behind would show; the bytes of two larger catalogues
  // across runs and commits are pinned in output-hash.test.ts.
  it('gives byte-identical output for the same seed', () => {
    const first = catalogueHash(5_000, 4242);
    const second = catalogueHash(5_000, 4242);
    expect(second).toBe(first);
  });

  it('gives a different catalogue for a different seed', () => {
    const parts = partsOf(2_000, 1);
    const other = partsOf(2_000, 2);
    expect(JSON.stringify(parts)).not.toBe(JSON.stringify(other));
    // Not just a reshuffle of prices: the choice of parts itself depends on the seed (well-known parts aside).
    const mpnsA = new Set(parts.map((part) => part.mpn));
    const shared = other.filter((part) => mpnsA.has(part.mpn)).length;
    expect(shared).toBeLessThan(other.length / 2);
  });

  it('makes the N-part catalogue the first N parts of a larger one', () => {
    const small = partsOf(5_000);
    const large = partsOf(20_000);
    expect(large.slice(0, small.length)).toEqual(small);
    expect(large.map((part) => part.id)).toEqual(Array.from({ length: 20_000 }, (_, index) => index + 1));
  });

  it('rejects a part count that is not a non-negative integer', () => {
    const categories = generateCategories();
    expect(() => [...generateParts({ parts: -1 }, categories, generateManufacturers())]).toThrow(/non-negative integer/);
    expect(() => [...generateParts({ parts: 1.5 }, categories, generateManufacturers())]).toThrow(/non-negative integer/);
  });
});
