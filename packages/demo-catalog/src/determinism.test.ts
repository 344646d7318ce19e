import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateCategories, generateManufacturers, generateParts, type GeneratedPart } from './index';

/** The catalogue as the catalog:generate CLI writes it (JSON lines), hashed. */
function catalogueHash(parts: number, seed?: number): string {
  const categories = generateCategories(seed);
  const manufacturers = generateManufacturers(seed);
  const hash = crypto.createHash('sha256');
  for (const category of categories) hash.update(JSON.stringify(category)).update('\n');
  for (const manufacturer of manufacturers) hash.update(JSON.stringify(manufacturer)).update('\n');
  for (const part of generateParts({ parts, seed }, categories, manufacturers)) hash.update(JSON.stringify(part)).update('\n');
  return hash.digest('hex');
}

function partsOf(parts: number, seed?: number): GeneratedPart[] {
  const categories = generateCategories(seed);
  return [...generateParts({ parts, seed }, categories, generateManufacturers(seed))];
}

describe('demo catalogue determinism', () => {
  it('gives byte-identical output for the same seed', () => {
    const first = catalogueHash(20_000, 4242);
    const second = catalogueHash(20_000, 4242);
    expect(second).toBe(first);
  });

  it('gives a different catalogue for a different seed', () => {
    const parts = partsOf(2_000, 1);
    const b = partsOf(2_000, 2);
    expect(catalogueHash(2_000, 1)).not.toBe(catalogueHash(2_000, 2));
    // Not just a reshuffle of prices: the choice of parts itself depends on the seed (well-known parts aside).
    const mpnsA = new Set(parts.map((part) => part.mpn));
    const shared = b.filter((part) => mpnsA.has(part.mpn)).length;
    expect(shared).toBeLessThan(b.length / 2);
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
