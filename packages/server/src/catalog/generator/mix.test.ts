// The catalogue's mix: group shares like a real distributor's, checked cheaply from weights and
// capacities (planSlots samples the big families; no part number of the 2,000,000 is made).
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES } from './families';
import { IC_FAMILIES } from './fam-ics';
import { MCU_FAMILIES } from './fam-mcu';
import { allocate, familyCapacity, leafPlaces, measureMix, planSlots, sharesBy, type SlotPlan } from './mix';
import { GROUP_SHARE } from './shares';

/** A real distributor's 2,000,000-part catalogue, in percent per group. */
const BANDS: Record<string, [number, number]> = {
  Capacitors: [17, 23],
  Resistors: [14, 20],
  Connectors: [14, 20],
  ICs: [19, 26],
  Discretes: [6, 10],
};
const places = leafPlaces();
let slots: SlotPlan[];

beforeAll(() => {
  slots = planSlots(FAMILIES, 400);
});

const groupShares = (leaves: Map<string, number>) => new Map(sharesBy(leaves, (p) => p.group, places).map((s) => [s.name, s.share * 100]));
const leafShares = (leaves: Map<string, number>) => sharesBy(leaves, (p) => p.name, places).map((s) => [s.name, s.share * 100] as const);

describe('the weights', () => {
  it('give each group a distributor-like share and no leaf more than 10%', () => {
    expect(Object.values(GROUP_SHARE).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
    for (const [group, [lo, hi]] of Object.entries(BANDS)) {
      expect(GROUP_SHARE[group], group).toBeGreaterThanOrEqual(lo);
      expect(GROUP_SHARE[group], group).toBeLessThanOrEqual(hi);
    }
    const total = FAMILIES.filter((f) => f.after === undefined).reduce((a, f) => a + f.w, 0);
    const byLeaf = new Map<string, number>();
    for (const f of FAMILIES) if (f.after === undefined) byLeaf.set(f.leaf, (byLeaf.get(f.leaf) ?? 0) + f.w / total);
    expect([...byLeaf].filter(([, share]) => share > 0.1)).toEqual([]);
    // One pool per group: a family that runs out leaves its share to its group.
    expect(FAMILIES.every((f) => f.pool !== undefined && GROUP_SHARE[f.pool] !== undefined)).toBe(true);
  });
});

describe('the plan', () => {
  it('matches the generated 50,000-part catalogue', () => {
    const planned = groupShares(allocate(slots, 50_000));
    const measured = groupShares(measureMix(50_000).leaves);
    const off = [...measured].filter(([g, share]) => Math.abs(share - (planned.get(g) ?? 0)) > 1.5).map(([g, share]) => `${g}: ${share.toFixed(1)}% generated, ${planned.get(g)?.toFixed(1)}% planned`);
    expect(off).toEqual([]);
  });

  it('gives the 50,000-part catalogue a distributor-like mix', () => {
    // Parts come at weight × parts per base (siblings), so shares are within a point or two of the weights.
    const leaves = allocate(slots, 50_000);
    const shares = groupShares(leaves);
    for (const [group, [lo, hi]] of Object.entries(BANDS)) {
      expect(shares.get(group), group).toBeGreaterThanOrEqual(lo);
      expect(shares.get(group), group).toBeLessThanOrEqual(hi);
    }
    expect(leafShares(leaves).filter(([, share]) => share > 12)).toEqual([]);
  });

  // KNOWN GAP (see docs/decisions.md): the families hold about 2.9 million parts, but ~2.4 million of
  // them are resistors, crystals/oscillators and cable assemblies; capacitors (~110k), ICs (~70k),
  // connectors (~28k) and discretes (~6k) run out long before 2,000,000 and their share spills to the
  // big groups. This test states the target; `it.fails` keeps it running and turns red once enough
  // capacity is added, so it can become a plain `it`.
  it.fails('gives the 2,000,000-part catalogue a distributor-like mix (needs more capacity)', () => {
    const leaves = allocate(slots, 2_000_000);
    const shares = groupShares(leaves);
    for (const [group, [lo, hi]] of Object.entries(BANDS)) {
      expect(shares.get(group), group).toBeGreaterThanOrEqual(lo);
      expect(shares.get(group), group).toBeLessThanOrEqual(hi);
    }
    expect(leafShares(leaves).filter(([, share]) => share > 12)).toEqual([]);
  });

  it.fails('gives the IC families at least 150,000 parts (needs more capacity)', () => {
    const bases = [...MCU_FAMILIES, ...IC_FAMILIES].reduce((a, f) => a + familyCapacity(f, 2_000).bases, 0);
    expect(bases).toBeGreaterThanOrEqual(150_000);
  });
});
