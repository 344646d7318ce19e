// The catalogue's mix without a database: how many parts each category gets, measured by streaming
// the generator (no part is kept) or planned from the families' weights and capacities (no part
// number is made for the plan, only a sample of each big family's combinations).
import { generateCategories } from './categories';
import { generateParts } from './part-stream';
import { FAMILIES } from './families';
import type { Family } from './families/family';
import { generateManufacturers } from './manufacturers';
import { Perm, strHash } from './random';
import { GROUP_OF } from './group-shares';
import type { GeneratedCategory } from './types';

/** Where a leaf sits: its top-level category and the group the mix is judged by (see GROUP_OF). */
export interface LeafPlace {
  slug: string;
  name: string;
  top: string;
  group: string;
}

export function leafPlaces(categories: GeneratedCategory[] = generateCategories()): Map<string, LeafPlace> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const parents = new Set(categories.map((c) => c.parentId));
  const out = new Map<string, LeafPlace>();
  for (const c of categories) {
    if (parents.has(c.id)) continue;
    const path: GeneratedCategory[] = [c];
    while (path[0]!.parentId !== null) path.unshift(byId.get(path[0]!.parentId)!);
    const top = path[0]!;
    const group = GROUP_OF[path[1]?.slug ?? ''] ?? GROUP_OF[top.slug] ?? top.name;
    out.set(c.slug, { slug: c.slug, name: c.name, top: top.name, group });
  }
  return out;
}

/** Parts per leaf category slug. */
export type LeafCounts = Map<string, number>;

export interface MeasuredMix {
  parts: number;
  leaves: LeafCounts;
  seconds: number;
  /** Peak resident set size seen while generating, in MB. */
  rssMb: number;
}

/** Generates `parts` parts (streaming, nothing kept) and counts them per leaf category. */
export function measureMix(parts: number, seed?: number): MeasuredMix {
  const categories = generateCategories(seed);
  const slugById = new Map(categories.map((c) => [c.id, c.slug]));
  const counts = new Map<number, number>();
  const start = performance.now();
  let rss = process.memoryUsage().rss;
  let n = 0;
  for (const p of generateParts({ parts, seed }, categories, generateManufacturers(seed))) {
    counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
    if (++n % 100_000 === 0) rss = Math.max(rss, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - start) / 1000;
  rss = Math.max(rss, process.memoryUsage().rss);
  const leaves: LeafCounts = new Map();
  for (const [id, count] of counts) leaves.set(slugById.get(id)!, count);
  return { parts, leaves, seconds, rssMb: rss / 1024 / 1024 };
}

// ---------------------------------------------------------------------------------------------
// Capacity: how many parts a family can list (each base once, plus the siblings listed with it).

export interface Capacity {
  /** Combinations that make a part. */
  bases: number;
  /** Expected parts: each base plus its sibling variants at the family's sibling rate. */
  parts: number;
  /** False when estimated from a sample of the combinations. */
  exact: boolean;
}

function decode(f: Family, radix: number[], index: number): unknown[] {
  const values: unknown[] = new Array(radix.length);
  let rest = index;
  for (let d = radix.length - 1; d >= 0; d--) {
    const r = radix[d]!;
    values[d] = f.dimensions[d]![rest % r];
    rest = Math.floor(rest / r);
  }
  return values;
}

/** Every combination when the family has at most `sample` of them, otherwise `sample` scattered ones scaled up. */
export function familyCapacity(f: Family, sample = Infinity): Capacity {
  const radix = f.dimensions.map((d) => d.length);
  const size = radix.reduce((a, b) => a * b, 1);
  const exact = size <= sample;
  const n = exact ? size : sample;
  const perm = exact ? undefined : new Perm(size, strHash(f.key) ^ 0x2545f491);
  const sib = f.siblingShare ?? 0.35;
  let bases = 0;
  let parts = 0;
  for (let i = 0; i < n; i++) {
    const spec = f.make(decode(f, radix, perm ? perm.at(i) : i));
    if (!spec) continue;
    bases++;
    parts += 1 + sib * (spec.variants.length - 1);
  }
  const scale = size / n;
  return { bases: Math.round(bases * scale), parts: Math.round(parts * scale), exact };
}

// ---------------------------------------------------------------------------------------------
// The plan: the engine's weighted choice (pools, then the slots of a pool) against capacities.

/** One slot of the weighted choice: a family and the families continuing it. */
export interface SlotPlan {
  key: string;
  leaf: string;
  pool: string;
  w: number;
  capacity: Capacity;
}

export function planSlots(families: Family[] = FAMILIES, sample = 400): SlotPlan[] {
  const slots: SlotPlan[] = [];
  const slotOf = new Map<string, SlotPlan>();
  for (const f of families) {
    const c = familyCapacity(f, sample);
    const slot = f.after === undefined ? undefined : slotOf.get(f.after);
    if (slot) {
      slot.capacity = { bases: slot.capacity.bases + c.bases, parts: slot.capacity.parts + c.parts, exact: slot.capacity.exact && c.exact };
      slotOf.set(f.key, slot);
      continue;
    }
    const own: SlotPlan = { key: f.key, leaf: f.leaf, pool: f.pool ?? `family:${f.key}`, w: f.weight, capacity: c };
    slots.push(own);
    slotOf.set(f.key, own);
  }
  return slots;
}

/** Water filling: `amount` shared by weight; whoever fills up keeps its capacity and the rest share the remainder. */
function waterFill<T>(items: T[], amount: number, weight: (x: T) => number, capacity: (x: T) => number): Map<T, number> {
  const got = new Map(items.map((x) => [x, 0]));
  let live = items.filter((x) => weight(x) > 0 && capacity(x) > 0);
  let left = amount;
  while (left > 1e-6 && live.length > 0) {
    const sum = live.reduce((a, x) => a + weight(x), 0);
    let step = left;
    for (const x of live) step = Math.min(step, ((capacity(x) - got.get(x)!) * sum) / weight(x));
    for (const x of live) got.set(x, got.get(x)! + (step * weight(x)) / sum);
    left -= step;
    live = live.filter((x) => capacity(x) - got.get(x)! > 1e-6);
  }
  return got;
}

/**
 * Parts per leaf at `parts` parts: pools share by weight until they fill up, then each pool's slots do.
 * The weighted choice picks bases; a base brings its listed siblings, so a slot's parts come at its
 * weight times its parts per base.
 */
export function allocate(slots: SlotPlan[], parts: number): LeafCounts {
  const perBase = (s: SlotPlan) => (s.capacity.bases > 0 ? s.capacity.parts / s.capacity.bases : 1);
  const rate = (s: SlotPlan) => Math.max(0, s.w) * perBase(s);
  const pools = new Map<string, SlotPlan[]>();
  for (const s of slots) pools.set(s.pool, [...(pools.get(s.pool) ?? []), s]);
  const list = [...pools.values()];
  // A pool's parts per pick: its slots' parts per base, weighted by their weights (while all are live).
  const perPool = waterFill(
    list,
    parts,
    (p) => p.reduce((a, s) => a + rate(s), 0),
    (p) => p.reduce((a, s) => a + (s.w > 0 ? s.capacity.parts : 0), 0),
  );
  const leaves: LeafCounts = new Map();
  for (const p of list) {
    const inner = waterFill(p, perPool.get(p)!, rate, (s) => s.capacity.parts);
    for (const [s, n] of inner) leaves.set(s.leaf, (leaves.get(s.leaf) ?? 0) + n);
  }
  return new Map([...leaves].map(([k, v]) => [k, Math.round(v)]));
}

export interface LeafPlan {
  place: LeafPlace;
  /** Share of the weighted choice. */
  share: number;
  capacity: Capacity;
}

/** Each leaf's weight share and capacity, from the slots. */
export function planLeaves(slots: SlotPlan[], categories: GeneratedCategory[] = generateCategories()): LeafPlan[] {
  const places = leafPlaces(categories);
  const total = slots.reduce((a, s) => a + Math.max(0, s.w), 0);
  const out = new Map<string, LeafPlan>();
  for (const s of slots) {
    const l = out.get(s.leaf) ?? {
      place: places.get(s.leaf) ?? { slug: s.leaf, name: s.leaf, top: '?', group: '?' },
      share: 0,
      capacity: { bases: 0, parts: 0, exact: true },
    };
    l.share += Math.max(0, s.w) / total;
    l.capacity = {
      bases: l.capacity.bases + s.capacity.bases,
      parts: l.capacity.parts + s.capacity.parts,
      exact: l.capacity.exact && s.capacity.exact,
    };
    out.set(s.leaf, l);
  }
  return [...out.values()];
}

// ---------------------------------------------------------------------------------------------
// Tables.

export interface Share {
  name: string;
  count: number;
  share: number;
}

export function sharesBy(leaves: LeafCounts, key: (p: LeafPlace) => string, places = leafPlaces()): Share[] {
  const sums = new Map<string, number>();
  let total = 0;
  for (const [slug, count] of leaves) {
    const place = places.get(slug);
    const name = place ? key(place) : slug;
    sums.set(name, (sums.get(name) ?? 0) + count);
    total += count;
  }
  return [...sums]
    .map(([name, count]) => ({ name, count, share: total ? count / total : 0 }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function formatShares(title: string, rows: Share[], limit = Infinity): string {
  const lines = [title];
  for (const r of rows.slice(0, limit)) {
    lines.push(`  ${r.name.padEnd(40)} ${String(r.count).padStart(9)}  ${(r.share * 100).toFixed(1).padStart(5)}%`);
  }
  return lines.join('\n');
}
