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
  const byId = new Map(categories.map((category) => [category.id, category]));
  const parents = new Set(categories.map((category) => category.parentId));
  const out = new Map<string, LeafPlace>();
  for (const category of categories) {
    if (parents.has(category.id)) continue;
    const path: GeneratedCategory[] = [category];
    while (path[0]!.parentId !== null) path.unshift(byId.get(path[0]!.parentId)!);
    const top = path[0]!;
    const group = GROUP_OF[path[1]?.slug ?? ''] ?? GROUP_OF[top.slug] ?? top.name;
    out.set(category.slug, { slug: category.slug, name: category.name, top: top.name, group });
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
  const slugById = new Map(categories.map((category) => [category.id, category.slug]));
  const counts = new Map<number, number>();
  const start = performance.now();
  let rss = process.memoryUsage().rss;
  let partCount = 0;
  for (const part of generateParts({ parts, seed }, categories, generateManufacturers(seed))) {
    counts.set(part.categoryId, (counts.get(part.categoryId) ?? 0) + 1);
    if (++partCount % 100_000 === 0) rss = Math.max(rss, process.memoryUsage().rss);
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

function decode(family: Family, radix: number[], index: number): unknown[] {
  const values: unknown[] = new Array(radix.length);
  let rest = index;
  for (let dimension = radix.length - 1; dimension >= 0; dimension--) {
    const optionCount = radix[dimension]!;
    values[dimension] = family.dimensions[dimension]![rest % optionCount];
    rest = Math.floor(rest / optionCount);
  }
  return values;
}

/** Every combination when the family has at most `sample` of them, otherwise `sample` scattered ones scaled up. */
export function familyCapacity(family: Family, sample = Infinity): Capacity {
  const radix = family.dimensions.map((options) => options.length);
  const size = radix.reduce((product, count) => product * count, 1);
  const exact = size <= sample;
  const checked = exact ? size : sample;
  const perm = exact ? undefined : new Perm(size, strHash(family.key) ^ 0x2545f491);
  const sib = family.siblingShare ?? 0.35;
  let bases = 0;
  let parts = 0;
  for (let index = 0; index < checked; index++) {
    const spec = family.make(decode(family, radix, perm ? perm.at(index) : index));
    if (!spec) continue;
    bases++;
    parts += 1 + sib * (spec.variants.length - 1);
  }
  const scale = size / checked;
  return { bases: Math.round(bases * scale), parts: Math.round(parts * scale), exact };
}

// ---------------------------------------------------------------------------------------------
// The plan: the engine's weighted choice (pools, then the slots of a pool) against capacities.

/** One slot of the weighted choice: a family and the families continuing it. */
export interface SlotPlan {
  key: string;
  leaf: string;
  pool: string;
  weight: number;
  capacity: Capacity;
}

export function planSlots(families: Family[] = FAMILIES, sample = 400): SlotPlan[] {
  const slots: SlotPlan[] = [];
  const slotOf = new Map<string, SlotPlan>();
  for (const family of families) {
    const capacity = familyCapacity(family, sample);
    const slot = family.after === undefined ? undefined : slotOf.get(family.after);
    if (slot) {
      slot.capacity = {
        bases: slot.capacity.bases + capacity.bases,
        parts: slot.capacity.parts + capacity.parts,
        exact: slot.capacity.exact && capacity.exact,
      };
      slotOf.set(family.key, slot);
      continue;
    }
    const own: SlotPlan = {
      key: family.key,
      leaf: family.leaf,
      pool: family.pool ?? `family:${family.key}`,
      weight: family.weight,
      capacity,
    };
    slots.push(own);
    slotOf.set(family.key, own);
  }
  return slots;
}

/** Water filling: `amount` shared by weight; whoever fills up keeps its capacity and the rest share the remainder. */
function waterFill<T>(items: T[], amount: number, weight: (x: T) => number, capacity: (x: T) => number): Map<T, number> {
  const got = new Map(items.map((item) => [item, 0]));
  let live = items.filter((item) => weight(item) > 0 && capacity(item) > 0);
  let left = amount;
  while (left > 1e-6 && live.length > 0) {
    const sum = live.reduce((total, item) => total + weight(item), 0);
    let step = left;
    for (const item of live) step = Math.min(step, ((capacity(item) - got.get(item)!) * sum) / weight(item));
    for (const item of live) got.set(item, got.get(item)! + (step * weight(item)) / sum);
    left -= step;
    live = live.filter((item) => capacity(item) - got.get(item)! > 1e-6);
  }
  return got;
}

/**
 * Parts per leaf at `parts` parts: pools share by weight until they fill up, then each pool's slots do.
 * The weighted choice picks bases; a base brings its listed siblings, so a slot's parts come at its
 * weight times its parts per base.
 */
export function allocate(slots: SlotPlan[], parts: number): LeafCounts {
  const perBase = (slot: SlotPlan) => (slot.capacity.bases > 0 ? slot.capacity.parts / slot.capacity.bases : 1);
  const rate = (slot: SlotPlan) => Math.max(0, slot.weight) * perBase(slot);
  const pools = new Map<string, SlotPlan[]>();
  for (const slot of slots) pools.set(slot.pool, [...(pools.get(slot.pool) ?? []), slot]);
  const list = [...pools.values()];
  // A pool's parts per pick: its slots' parts per base, weighted by their weights (while all are live).
  const perPool = waterFill(
    list,
    parts,
    (pool) => pool.reduce((total, slot) => total + rate(slot), 0),
    (pool) => pool.reduce((total, slot) => total + (slot.weight > 0 ? slot.capacity.parts : 0), 0),
  );
  const leaves: LeafCounts = new Map();
  for (const pool of list) {
    const inner = waterFill(pool, perPool.get(pool)!, rate, (slot) => slot.capacity.parts);
    for (const [slot, count] of inner) leaves.set(slot.leaf, (leaves.get(slot.leaf) ?? 0) + count);
  }
  return new Map([...leaves].map(([leaf, count]) => [leaf, Math.round(count)]));
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
  const total = slots.reduce((total, slot) => total + Math.max(0, slot.weight), 0);
  const out = new Map<string, LeafPlan>();
  for (const slot of slots) {
    const plan = out.get(slot.leaf) ?? {
      place: places.get(slot.leaf) ?? { slug: slot.leaf, name: slot.leaf, top: '?', group: '?' },
      share: 0,
      capacity: { bases: 0, parts: 0, exact: true },
    };
    plan.share += Math.max(0, slot.weight) / total;
    plan.capacity = {
      bases: plan.capacity.bases + slot.capacity.bases,
      parts: plan.capacity.parts + slot.capacity.parts,
      exact: plan.capacity.exact && slot.capacity.exact,
    };
    out.set(slot.leaf, plan);
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

export function sharesBy(leaves: LeafCounts, key: (place: LeafPlace) => string, places = leafPlaces()): Share[] {
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
    .sort((left, right) => right.count - left.count || left.name.localeCompare(right.name));
}

export function formatShares(title: string, rows: Share[], limit = Infinity): string {
  const lines = [title];
  for (const row of rows.slice(0, limit)) {
    lines.push(`  ${row.name.padEnd(40)} ${String(row.count).padStart(9)}  ${(row.share * 100).toFixed(1).padStart(5)}%`);
  }
  return lines.join('\n');
}
