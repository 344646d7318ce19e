// How much of the catalogue each kind of product gets: a real distributor's mix at 2,000,000 parts
// (capacitors ~19%, resistors ~16%, connectors ~16%, ICs ~21%, discretes ~8%, the rest a few percent
// each; no leaf above ~10%). The family files give relative weights; here they are scaled so each
// group's families add up to the group's share, and every family of a group shares one weight pool
// (Family.pool): a family that runs out of combinations leaves its share to its group.
import { generateCategories } from './categories';
import type { Family } from './families/family';

/**
 * The groups a distributor's mix is described in, by second-level category slug (passives split into
 * resistors, capacitors and inductors; power-management ICs count as ICs) or else top-level slug.
 */
export const GROUP_OF: Record<string, string> = {
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

/** Percent of the catalogue per group (adds up to 100). */
export const GROUP_SHARE: Record<string, number> = {
  Resistors: 16,
  Capacitors: 19,
  Inductors: 3.5,
  ICs: 21,
  'Power Supplies': 1.5,
  Discretes: 8,
  Connectors: 16,
  // Protection 3% + 0.7% from MRO (below).
  Protection: 3.7,
  Optoelectronics: 2.5,
  'Crystals & Oscillators': 2.5,
  Sensors: 1.5,
  Electromechanical: 2.5,
  'Cables & Wires': 1.5,
  Hardware: 0.5,
  // A distributor's MRO range (tools, meters, enclosures, ESD control, chemicals) is a few thousand
  // lines, not 20,000: 0.3% (6,000 at 2M) and the other 0.7% to circuit protection, whose TVS/Zener-style
  // series and second sources scale with voltage grids.
  MRO: 0.3,
};

/** Percent for leaves that would otherwise get more than ~10% of the catalogue; the rest of their group goes to its other leaves. */
export const LEAF_SHARE: Record<string, number> = {
  'chip-resistors-surface-mount': 9.5,
  'ceramic-capacitors-mlcc': 9.5,
};

/** Group of every leaf category slug. */
export function groupOfLeaves(): Map<string, string> {
  const categories = generateCategories();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const parents = new Set(categories.map((category) => category.parentId));
  const out = new Map<string, string>();
  for (const category of categories) {
    if (parents.has(category.id)) continue;
    let top = category;
    let second: typeof category | undefined;
    while (top.parentId !== null) {
      second = top;
      top = byId.get(top.parentId)!;
    }
    const group = GROUP_OF[second?.slug ?? ''] ?? GROUP_OF[top.slug];
    if (group === undefined) throw new Error(`Leaf '${category.slug}' has no group`);
    out.set(category.slug, group);
  }
  return out;
}

/** The families with weights scaled to the group and leaf shares and each group's pool set. */
export function withShares(families: Family[]): Family[] {
  const groups = groupOfLeaves();
  const groupOf = (family: Family) => {
    const group = groups.get(family.leaf);
    if (group === undefined) throw new Error(`Family '${family.key}': '${family.leaf}' is not a leaf category`);
    return group;
  };
  // Weights of the families that start a slot (continuations take over their family's weight).
  const leafW = new Map<string, number>();
  for (const family of families) if (family.after === undefined) leafW.set(family.leaf, (leafW.get(family.leaf) ?? 0) + family.weight);
  const restW = new Map<string, number>();
  const fixed = new Map<string, number>();
  for (const [leaf, weight] of leafW) {
    const group = groups.get(leaf)!;
    const share = LEAF_SHARE[leaf];
    if (share === undefined) restW.set(group, (restW.get(group) ?? 0) + weight);
    else fixed.set(group, (fixed.get(group) ?? 0) + share);
  }
  for (const group of new Set(groups.values())) {
    if (GROUP_SHARE[group] === undefined) throw new Error(`Group '${group}' has no share`);
  }
  return families.map((family) => {
    const pool = groupOf(family);
    const leafShare = LEAF_SHARE[family.leaf];
    const weight =
      leafShare !== undefined
        ? (family.weight * leafShare) / leafW.get(family.leaf)!
        : (family.weight * (GROUP_SHARE[pool]! - (fixed.get(pool) ?? 0))) / restW.get(pool)!;
    return { ...family, weight, pool };
  });
}
