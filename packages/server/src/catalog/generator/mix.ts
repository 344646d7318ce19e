// The catalogue's mix without a database: how many parts each category gets, measured by streaming
// the generator (no part is kept) or planned from the families' weights and capacities (no part
// number is made for the plan, only a sample of each big family's combinations).
import { generateCategories } from './categories';
import { generateParts } from './engine';
import { FAMILIES } from './families';
import type { Family } from './lib';
import { generateManufacturers } from './manufacturers';
import { Perm, strHash } from './rng';
import type { GeneratedCategory } from './types';

/** Where a leaf sits: its top-level category and the group the mix is judged by (see GROUP_OF). */
export interface LeafPlace {
  slug: string;
  name: string;
  top: string;
  group: string;
}

/**
 * The groups a distributor's mix is usually described in: passives split into resistors, capacitors
 * and inductors; "ICs" are every integrated circuit, power-management ICs included; the tool, test,
 * enclosure, safety and chemical top-levels are MRO. Other top-levels are their own group.
 */
const GROUP_OF: Record<string, string> = {
  resistors: 'Resistors',
  capacitors: 'Capacitors',
  'inductors-and-ferrites': 'Inductors',
  'integrated-circuits-ics': 'ICs',
  'power-management-ics': 'ICs',
  'power-supplies': 'Power Supplies',
  'discrete-semiconductors': 'Discretes',
  connectors: 'Connectors',
  'circuit-protection': 'Protection',
  optoelectronics: 'Optoelectronics',
  'crystals-and-oscillators': 'Crystals & Oscillators',
  sensors: 'Sensors',
  electromechanical: 'Electromechanical',
  'cables-and-wires': 'Cables & Wires',
  'hardware-and-fasteners': 'Hardware',
  tools: 'MRO',
  'test-and-measurement': 'MRO',
  enclosures: 'MRO',
  'safety-and-esd-control': 'MRO',
  'adhesives-chemicals-and-tapes': 'MRO',
};

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
    values[d] = f.dims[d]![rest % r];
    rest = Math.floor(rest / r);
  }
  return values;
}

/** Every combination when the family has at most `sample` of them, otherwise `sample` scattered ones scaled up. */
export function familyCapacity(f: Family, sample = Infinity): Capacity {
  const radix = f.dims.map((d) => d.length);
  const size = radix.reduce((a, b) => a * b, 1);
  const exact = size <= sample;
  const n = exact ? size : sample;
  const perm = exact ? undefined : new Perm(size, strHash(f.key) ^ 0x2545f491);
  const sib = f.sib ?? 0.35;
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
// The plan: each leaf's share of the weighted choice and its capacity.

export interface LeafPlan {
  place: LeafPlace;
  /** Share of the weighted choice (sum of its families' weights over all weights). */
  share: number;
  capacity: Capacity;
  /** Families in the leaf (continuations included). */
  families: string[];
}

/**
 * Each leaf's weight share and capacity. The engine keeps a leaf's share while any of its families
 * has combinations left, so a leaf whose capacity covers share × N parts gets exactly that share.
 */
export function planLeaves(families: Family[] = FAMILIES, sample = 400, categories: GeneratedCategory[] = generateCategories()): LeafPlan[] {
  const places = leafPlaces(categories);
  const rootLeaf = new Map<string, string>();
  const weight = new Map<string, number>();
  const cap = new Map<string, Capacity>();
  const members = new Map<string, string[]>();
  let total = 0;
  for (const f of families) {
    // A continuation serves the leaf of the family it continues (its own leaf, in practice).
    const leaf = f.after === undefined ? f.leaf : rootLeaf.get(f.after) ?? f.leaf;
    rootLeaf.set(f.key, leaf);
    if (f.after === undefined) {
      weight.set(leaf, (weight.get(leaf) ?? 0) + f.w);
      total += f.w;
    }
    const c = familyCapacity(f, sample);
    const sum = cap.get(leaf) ?? { bases: 0, parts: 0, exact: true };
    cap.set(leaf, { bases: sum.bases + c.bases, parts: sum.parts + c.parts, exact: sum.exact && c.exact });
    members.set(leaf, [...(members.get(leaf) ?? []), f.key]);
  }
  return [...cap.keys()].map((leaf) => ({
    place: places.get(leaf) ?? { slug: leaf, name: leaf, top: '?', group: '?' },
    share: (weight.get(leaf) ?? 0) / total,
    capacity: cap.get(leaf)!,
    families: members.get(leaf)!,
  }));
}

/**
 * Parts per leaf at `parts` parts, from the plan: leaves share by weight; a leaf that fills up keeps
 * what it has and the rest is shared by the others (water filling). Siblings are counted at their rate.
 */
export function allocate(plan: LeafPlan[], parts: number): LeafCounts {
  const got = new Map(plan.map((l) => [l.place.slug, 0]));
  let live = plan.filter((l) => l.share > 0 && l.capacity.parts > 0);
  let left = parts;
  while (left > 0.5 && live.length > 0) {
    const sum = live.reduce((a, l) => a + l.share, 0);
    // The amount of parts after which the first live leaf fills up.
    let step = left;
    for (const l of live) step = Math.min(step, ((l.capacity.parts - got.get(l.place.slug)!) * sum) / l.share);
    for (const l of live) got.set(l.place.slug, got.get(l.place.slug)! + (step * l.share) / sum);
    left -= step;
    live = live.filter((l) => l.capacity.parts - got.get(l.place.slug)! > 0.5);
  }
  return new Map([...got].map(([k, v]) => [k, Math.round(v)]));
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
