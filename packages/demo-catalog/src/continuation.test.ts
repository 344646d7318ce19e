// Family.after: a family that continues another takes over its share once it runs out, so capacity
// can be added to the catalogue without moving the parts made before that point.
import { describe, expect, it } from 'vitest';
import { partStream } from './part-stream';
import { FAMILIES } from './families';
import { IC_FAMILIES } from './families/ics';
import { specsOf } from './families/combinations';
import { fam, type Family } from './families/family';
import type { GeneratedCategory, GeneratedManufacturer, GeneratedPart } from './types';

const category = (id: number, slug: string, parentId: number | null): GeneratedCategory => ({
  id,
  parentId,
  slug,
  name: slug,
  iconSvg: '',
  tags: [],
  sort: id,
  description: '',
});
const CATEGORIES = [category(1, 'root', null), category(2, 'leaf-a', 1), category(3, 'leaf-b', 1)];
const MAKERS: GeneratedManufacturer[] = [
  { id: 1, slug: 'maker', name: 'Maker', logoSvg: '', featured: false, description: '', country: '', website: '', founded: 2000 },
];

/** A made-up family of `size` parts named prefix0, prefix1…, each with one orderable code. */
function family(key: string, leaf: string, size: number, after?: string): Family {
  return fam({
    key,
    leaf,
    mfr: 'maker',
    weight: 1,
    kind: 'ic',
    siblingShare: 0,
    after,
    dimensions: [Array.from({ length: size }, (_, index) => index)],
    make: ([index]) => ({
      base: `${key}${index}`,
      variants: [{ mpn: `${key}${index}`, pack: 'bulk', qty: 1 }],
      description: key,
      parameters: {},
      price: 1,
      grams: 1,
      datasheetUrl: '',
    }),
  });
}
const run = (families: Family[], parts: number): GeneratedPart[] => [...partStream({ parts, seed: 7 }, CATEGORIES, MAKERS, families, [])];
const from = (parts: GeneratedPart[], key: string) => parts.filter((part) => new RegExp(`^${key}\\d+$`).test(part.mpn));

describe('continuation families', () => {
  const small = family('A', 'leaf-a', 5);
  const big = family('B', 'leaf-b', 1_000);
  const more = family('C', 'leaf-a', 500, 'A');

  it('leave every part before the continued family runs out where it was', () => {
    const without = run([small, big], 300);
    const withMore = run([small, big, more], 300);
    const lastA = without.findIndex((part) => part.mpn === from(without, 'A').at(-1)!.mpn);
    expect(from(without, 'A')).toHaveLength(5);
    expect(withMore.slice(0, lastA + 1)).toEqual(without.slice(0, lastA + 1));
    expect(withMore[lastA + 1]).not.toEqual(without[lastA + 1]);
  });

  it('take over the share of the family they continue', () => {
    const without = run([small, big], 400);
    const withMore = run([small, big, more], 400);
    // Without a continuation the other family absorbs the share; with one, the slot keeps about half.
    expect(from(without, 'B')).toHaveLength(395);
    const continued = from(withMore, 'C').length;
    expect(continued).toBeGreaterThan(140);
    expect(continued).toBeLessThan(250);
    expect(from(withMore, 'A')).toHaveLength(5);
    // The continuation is used only once the family it continues is used up.
    const firstC = withMore.findIndex((part) => part.mpn.startsWith('C'));
    expect(withMore.slice(firstC).some((part) => /^A\d+$/.test(part.mpn))).toBe(false);
  });

  it('must come after the family they continue', () => {
    expect(() => run([more, small, big], 10)).toThrow(/continues 'A'/);
    expect(() => run([small, big, family('D', 'leaf-a', 3, 'nope')], 10)).toThrow(/continues 'nope'/);
  });
});

describe('the real families', () => {
  it('continue families that are listed before them', () => {
    const seen = new Set<string>();
    for (const realFamily of FAMILIES) {
      if (realFamily.after !== undefined) expect(seen.has(realFamily.after), `${realFamily.key} continues ${realFamily.after}`).toBe(true);
      expect(seen.has(realFamily.key), `family key ${realFamily.key} listed twice`).toBe(false);
      seen.add(realFamily.key);
    }
  });

  it('give the IC families more than 60,000 parts, each orderable code once', () => {
    let bases = 0;
    const codes = new Map<string, string>();
    const clashes: string[] = [];
    for (const realFamily of IC_FAMILIES) {
      for (const spec of specsOf(realFamily)) {
        bases++;
        for (const variant of spec.variants) {
          const key = `${realFamily.mfr}|${variant.mpn}`;
          const other = codes.get(key);
          if (other !== undefined) clashes.push(`${variant.mpn}: ${other} and ${realFamily.key}`);
          codes.set(key, realFamily.key);
        }
      }
    }
    expect(clashes.slice(0, 10)).toEqual([]);
    expect(bases).toBeGreaterThan(60_000);
  });
});
