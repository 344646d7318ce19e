// The part stream: picks a family per id, hands out that family's combinations in a keyed scattered
// order (each once), and adds the distributor's data (packaging, stock, price breaks…).
//
// Determinism: part k depends only on the seed and on parts 1..k-1, never on N, so a 50,000-part
// catalogue is exactly the first 50,000 parts of the 2,000,000-part one. Part numbers are unique by
// construction: families own disjoint code spaces and each combination is used once (checked by tests).
//
// Capacity: a family may be continued by others (Family.after) that take over its share once it has
// used up its combinations. Without that, a used-up family's share spreads over all the others and
// every later choice moves; with it, adding capacity leaves every part made before that point as it was.
//
// Packaging variants: a distributor lists the same manufacturer code both as Cut Tape and as full
// reels under its own SKUs. Our catalogue keys parts by the manufacturer code (unique), so each
// orderable code is listed once: the manufacturer's standard reel code ('reel') as Cut Tape (moq 1,
// strips cut from the reel) or as full reels, and the manufacturer's other real reel/tube/tray codes
// as sibling parts sharing baseMpn (the code with its packaging field removed): TI `LM358DR` (2,500
// reel) / `LM358D` (tube), `TPS62160DSGR` (3,000 reel) / `TPS62160DSGT` (250 reel); Yageo
// `RC0603FR-0710KL` (7-inch reel) / `RC0603FR-1310KL` (13-inch reel); Murata `…D` / `…J`; Nexperia
// `,215` / `,235`; Microchip `MCP6002-I/SN` (tube) / `MCP6002T-I/SN` (reel); STM32 `…T6` (tray) / `…T6TR`.
import { FAMILIES } from './families';
import { FAMOUS } from './well-known-parts';
import type { BaseSpec, Family, Kind, Variant } from './families/family';
import { DEFAULT_SEED, Perm, Rng, hash3, strHash } from './random';
import type { CatalogOptions, GeneratedCategory, GeneratedManufacturer, GeneratedPart, Lifecycle, Packaging, PriceBreak } from './types';

interface FamilyState {
  family: Family;
  index: number;
  radix: number[];
  size: number;
  perm: Perm;
  next: number;
  salt: number;
  categoryId: number;
  manufacturerId: number;
}

/** One share of the weighted choice: a family, then the families that continue it once it runs out. */
interface Slot {
  weight: number;
  chain: FamilyState[];
  head: number;
}

/**
 * Slots that share one weight (Family.pool): the pool's weight stays the sum of its slots' weights
 * while any of them has combinations left, so a family that runs out leaves its share to the others
 * in its pool (resistors to resistors), not to the whole catalogue. A family without a pool is a pool of one.
 */
interface Pool {
  weight: number;
  slots: Slot[];
}

/** The slot's family with combinations left (moving past used-up ones), or undefined when all are used up. */
function current(slot: Slot): FamilyState | undefined {
  for (;;) {
    const state = slot.chain[slot.head];
    if (!state || state.next < state.size) return state;
    slot.head++;
  }
}

/** Slots in FAMILIES order; a continuation joins the chain of the family it continues (transitively). */
function slotsOf(states: FamilyState[]): Slot[] {
  const rootOf = new Map<string, Slot>();
  const slots: Slot[] = [];
  for (const state of states) {
    const after = state.family.after;
    if (after === undefined) {
      const slot = { weight: state.family.weight, chain: [state], head: 0 };
      slots.push(slot);
      rootOf.set(state.family.key, slot);
      continue;
    }
    const slot = rootOf.get(after);
    if (!slot) throw new Error(`Family '${state.family.key}' continues '${after}', which is not listed before it`);
    slot.chain.push(state);
    rootOf.set(state.family.key, slot);
  }
  return slots;
}

/** Pools in the order of their first slot; slots of a pool in FAMILIES order. */
function poolsOf(slots: Slot[]): Pool[] {
  const byName = new Map<string, Pool>();
  const pools: Pool[] = [];
  for (const slot of slots) {
    const root = (slot.chain[0] as FamilyState).family;
    const name = root.pool === undefined ? `\u0000${root.key}` : root.pool;
    let pool = byName.get(name);
    if (!pool) {
      pool = { weight: 0, slots: [] };
      byName.set(name, pool);
      pools.push(pool);
    }
    if (slot.weight > 0) pool.weight += slot.weight;
    pool.slots.push(slot);
  }
  return pools;
}

interface Pending {
  state: FamilyState;
  spec: BaseSpec;
  variant: Variant;
  baseHash: number;
  famous: boolean;
}

function decode(family: Family, radix: number[], index: number): unknown[] {
  const values: unknown[] = new Array(radix.length);
  let rest = index;
  for (let dimension = radix.length - 1; dimension >= 0; dimension--) {
    const optionCount = radix[dimension] as number;
    values[dimension] = (family.dimensions[dimension] as readonly unknown[])[rest % optionCount];
    rest = Math.floor(rest / optionCount);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Well-known parts: found once per process by scanning their family (combinations don't depend on the seed).

export interface FamousRef {
  familyIndex: number;
  combo: number;
  mpn: string;
}

let famousCache: FamousRef[] | undefined;

function radixOf(family: Family): number[] {
  return family.dimensions.map((options) => options.length);
}

export function resolveFamous(): FamousRef[] {
  if (famousCache) return famousCache;
  const byKey = new Map(FAMILIES.map((family, index) => [family.key, index]));
  const refs: FamousRef[] = [];
  const seen = new Set<string>();
  for (const [key, mpn] of FAMOUS) {
    const familyIndex = byKey.get(key);
    if (familyIndex === undefined) throw new Error(`Well-known part ${mpn}: no family '${key}'`);
    if (seen.has(mpn)) throw new Error(`Well-known part ${mpn} listed twice`);
    seen.add(mpn);
    const family = FAMILIES[familyIndex] as Family;
    const radix = radixOf(family);
    const size = radix.reduce((product, count) => product * count, 1);
    let found = -1;
    for (let index = 0; index < size && found < 0; index++) {
      const spec = family.make(decode(family, radix, index));
      if (spec?.variants.some((variant) => variant.mpn === mpn)) found = index;
    }
    if (found < 0) throw new Error(`Well-known part ${mpn} is not in family '${key}'`);
    refs.push({ familyIndex, combo: found, mpn });
  }
  famousCache = refs;
  return refs;
}

// ---------------------------------------------------------------------------------------------
// Distributor data per kind of product.

/** Unit-price factor relative to quantity 1, linearly interpolated between these points. */
const CURVES: Record<Kind, [number, number][]> = {
  chip: [
    [1, 1],
    [10, 0.3],
    [100, 0.075],
    [500, 0.04],
    [1000, 0.03],
    [2500, 0.024],
    [5000, 0.02],
    [10000, 0.017],
    [20000, 0.015],
    [50000, 0.013],
    [100000, 0.012],
    [1e7, 0.011],
  ],
  passive: [
    [1, 1],
    [10, 0.62],
    [100, 0.3],
    [500, 0.2],
    [1000, 0.16],
    [2500, 0.13],
    [5000, 0.115],
    [10000, 0.1],
    [50000, 0.09],
    [1e7, 0.085],
  ],
  discrete: [
    [1, 1],
    [10, 0.6],
    [100, 0.28],
    [500, 0.18],
    [1000, 0.15],
    [3000, 0.12],
    [10000, 0.1],
    [50000, 0.09],
    [1e7, 0.085],
  ],
  ic: [
    [1, 1],
    [10, 0.88],
    [25, 0.83],
    [100, 0.72],
    [250, 0.67],
    [500, 0.62],
    [1000, 0.57],
    [2500, 0.53],
    [5000, 0.51],
    [10000, 0.5],
    [1e7, 0.48],
  ],
  module: [
    [1, 1],
    [10, 0.93],
    [25, 0.9],
    [50, 0.88],
    [100, 0.85],
    [250, 0.82],
    [500, 0.8],
    [1000, 0.78],
    [1e7, 0.75],
  ],
  conn: [
    [1, 1],
    [10, 0.8],
    [25, 0.72],
    [50, 0.66],
    [100, 0.6],
    [250, 0.52],
    [500, 0.47],
    [1000, 0.42],
    [2500, 0.38],
    [5000, 0.36],
    [10000, 0.34],
    [1e7, 0.3],
  ],
  emech: [
    [1, 1],
    [10, 0.86],
    [25, 0.8],
    [50, 0.76],
    [100, 0.7],
    [250, 0.64],
    [500, 0.6],
    [1000, 0.56],
    [1e7, 0.5],
  ],
  mro: [
    [1, 1],
    [2, 0.99],
    [3, 0.98],
    [5, 0.97],
    [10, 0.94],
    [25, 0.9],
    [50, 0.87],
    [100, 0.84],
    [1e7, 0.8],
  ],
  instrument: [
    [1, 1],
    [2, 0.99],
    [3, 0.985],
    [5, 0.975],
    [10, 0.96],
    [1e7, 0.95],
  ],
};

/** Quantity breaks when the minimum order is 1. */
const LADDERS: Record<Kind, number[]> = {
  chip: [1, 10, 100, 500, 1000, 2500],
  passive: [1, 10, 100, 500, 1000],
  discrete: [1, 10, 100, 500, 1000],
  ic: [1, 10, 25, 100, 250, 500, 1000],
  module: [1, 10, 25, 50, 100],
  conn: [1, 10, 50, 100, 500, 1000],
  emech: [1, 10, 25, 50, 100, 500],
  mro: [1, 5, 10, 25],
  instrument: [1, 2, 5],
};

/** Stock when not zero: a decade in [lo, hi) chosen uniformly, then uniform inside it. */
const STOCK_DECADES: Record<Kind, [number, number]> = {
  chip: [3, 6],
  passive: [2, 5],
  discrete: [2, 5],
  ic: [2, 4],
  module: [1, 4],
  conn: [2, 5],
  emech: [1, 4],
  mro: [1, 3],
  instrument: [0, 2],
};

/** Factory lead time range in weeks. */
const LEAD_WEEKS: Record<Kind, [number, number]> = {
  chip: [8, 20],
  passive: [8, 24],
  discrete: [10, 30],
  ic: [12, 52],
  module: [6, 20],
  conn: [6, 16],
  emech: [6, 18],
  mro: [1, 8],
  instrument: [2, 12],
};

function curveAt(kind: Kind, q: number): number {
  const points = CURVES[kind];
  let prev = points[0] as [number, number];
  for (let index = 1; index < points.length; index++) {
    const point = points[index] as [number, number];
    if (q <= point[0]) return prev[1] + ((point[1] - prev[1]) * (q - prev[0])) / (point[0] - prev[0]);
    prev = point;
  }
  return prev[1];
}

/** Four significant digits, integer micro-dollars, at least 1. */
function roundPrice(micros: number): number {
  let rounded = Math.round(micros);
  if (rounded < 1) return 1;
  let unit = 1;
  while (rounded >= unit * 10000) unit *= 10;
  rounded = Math.round(rounded / unit) * unit;
  return rounded;
}

const DECADE = [1, 10, 100, 1000, 10000, 100000, 1000000];

export function generateParts(
  options: CatalogOptions,
  categories: GeneratedCategory[],
  manufacturers: GeneratedManufacturer[],
): Generator<GeneratedPart> {
  return partStream(options, categories, manufacturers, FAMILIES, resolveFamous());
}

/** The part stream over any list of families (tests use small made-up ones), well-known parts first. */
export function* partStream(
  options: CatalogOptions,
  categories: GeneratedCategory[],
  manufacturers: GeneratedManufacturer[],
  families: Family[],
  famous: FamousRef[],
): Generator<GeneratedPart> {
  const total = options.parts;
  if (!Number.isInteger(total) || total < 0) throw new Error(`parts must be a non-negative integer, got ${total}`);
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;

  const parents = new Set(categories.map((category) => category.parentId));
  const leafBySlug = new Map(categories.filter((category) => !parents.has(category.id)).map((category) => [category.slug, category.id]));
  const mfrBySlug = new Map(manufacturers.map((manufacturer) => [manufacturer.slug, manufacturer.id]));

  const states: FamilyState[] = families.map((family, index) => {
    const categoryId = leafBySlug.get(family.leaf);
    const manufacturerId = mfrBySlug.get(family.mfr);
    if (categoryId === undefined) throw new Error(`Family '${family.key}': '${family.leaf}' is not a leaf category`);
    if (manufacturerId === undefined) throw new Error(`Family '${family.key}': no manufacturer '${family.mfr}'`);
    const radix = radixOf(family);
    const size = radix.reduce((product, count) => product * count, 1);
    const salt = hash3(seed, strHash(family.key));
    return { family, index, radix, size, perm: new Perm(size, salt), next: 0, salt, categoryId, manufacturerId };
  });

  // Weighted choice over the pools that still have combinations left, then over the pool's slots that
  // do. A slot whose family runs out but has a continuation keeps its place and weight, so the
  // choices for every other slot stay put; a slot that runs out for good leaves its share to its pool.
  const pools = poolsOf(slotsOf(states));
  let live: { weight: number; slots: Slot[]; cumulative: number[]; sum: number }[] = [];
  let cumulative: number[] = [];
  let weightSum = 0;
  const rebuild = () => {
    live = [];
    cumulative = [];
    weightSum = 0;
    for (const pool of pools) {
      const slots = pool.slots.filter((slot) => slot.weight > 0 && current(slot) !== undefined);
      if (pool.weight <= 0 || slots.length === 0) continue;
      const inner: number[] = [];
      let sum = 0;
      for (const slot of slots) {
        sum += slot.weight;
        inner.push(sum);
      }
      live.push({ weight: pool.weight, slots, cumulative: inner, sum });
      weightSum += pool.weight;
      cumulative.push(weightSum);
    }
  };
  rebuild();

  /** The first index whose cumulative weight is above u. */
  const search = (cum: number[], target: number): number => {
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cum[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };

  const reserved = new Set(famous.map((ref) => ref.mpn));
  const rng = new Rng();
  const queue: Pending[] = [];
  let queueHead = 0;

  const hashOfBase = (familyState: FamilyState, combo: number) => hash3(familyState.salt, combo, 0x51b1);

  const pick = (): FamilyState => {
    for (;;) {
      if (live.length === 0) throw new Error('The demo catalogue ran out of distinct parts');
      const draw = rng.next() * weightSum;
      const poolIndex = search(cumulative, draw);
      const pool = live[poolIndex] as (typeof live)[number];
      // The same draw, rescaled to the pool's live slots (one slot: the old single-level choice).
      const start = poolIndex === 0 ? 0 : (cumulative[poolIndex - 1] as number);
      const drawInPool = Math.min(1, Math.max(0, (draw - start) / pool.weight)) * pool.sum;
      const state = current(pool.slots[pool.slots.length === 1 ? 0 : search(pool.cumulative, drawInPool)] as Slot);
      if (state) return state;
      rebuild();
    }
  };

  /** The next fresh base from some family: its first variant now, siblings queued. */
  const fresh = (): Pending => {
    for (;;) {
      const state = pick();
      while (state.next < state.size) {
        const combo = state.perm.at(state.next++);
        const spec = state.family.make(decode(state.family, state.radix, combo));
        if (!spec) continue;
        const variants = spec.variants.filter((variant) => !reserved.has(variant.mpn));
        if (variants.length === 0) continue;
        const baseHash = hashOfBase(state, combo);
        const siblingShare = state.family.siblingShare ?? 0.35;
        for (let innerIndex = 1; innerIndex < variants.length; innerIndex++) {
          if (hash3(baseHash, innerIndex, 0x5ab) / 4294967296 < siblingShare) {
            queue.push({ state, spec, variant: variants[innerIndex] as Variant, baseHash, famous: false });
          }
        }
        if (state.next >= state.size) rebuild();
        return { state, spec, variant: variants[0] as Variant, baseHash, famous: false };
      }
      rebuild();
    }
  };

  const finish = (id: number, pending: Pending, ownParams: boolean): GeneratedPart => {
    const { state, spec, variant, baseHash } = pending;
    const kind = state.family.kind;
    rng.reseed(seed ^ 0x6a09e667, id);

    let lifecycle: Lifecycle;
    if (pending.famous) lifecycle = 'Active';
    else if (spec.lifecycle) lifecycle = spec.lifecycle;
    else {
      const lifecycleDraw = (baseHash & 0xffff) / 65536;
      lifecycle =
        lifecycleDraw < 0.8
          ? 'Active'
          : lifecycleDraw < 0.86
            ? 'New Product'
            : lifecycleDraw < 0.92
              ? 'Not Recommended for New Designs'
              : lifecycleDraw < 0.94
                ? 'Last Time Buy'
                : 'Obsolete';
    }

    let packaging: Packaging;
    let moq = 1;
    let orderMultiple = 1;
    const packagingDraw = rng.next();
    switch (variant.pack) {
      case 'reel':
        if (pending.famous || packagingDraw < 0.55 || variant.qty <= 1) packaging = 'Cut Tape';
        else {
          packaging = 'Tape & Reel';
          moq = orderMultiple = variant.qty;
        }
        break;
      case 'reel-only':
        packaging = 'Tape & Reel';
        moq = orderMultiple = Math.max(1, variant.qty);
        break;
      case 'tube':
      case 'tray':
        packaging = variant.pack === 'tube' ? 'Tube' : 'Tray';
        if (!pending.famous && packagingDraw >= 0.8 && variant.qty > 1) moq = orderMultiple = variant.qty;
        break;
      case 'bag':
        packaging = 'Bag';
        moq = orderMultiple = Math.max(1, variant.qty);
        break;
      default:
        packaging = 'Bulk';
    }

    // Price breaks.
    const spread = 0.85 + (0.3 * (baseHash >>> 16)) / 65536;
    const unit1 = spec.price * spread * 1e6;
    let ladder: number[];
    if (moq === 1) {
      ladder = LADDERS[kind];
      const drop = rng.int(3);
      if (ladder.length - drop >= 3 && drop > 0 && rng.next() < 0.5) ladder = ladder.slice(0, ladder.length - drop);
    } else {
      ladder = kind === 'chip' || kind === 'passive' ? [moq, 2 * moq, 5 * moq, 10 * moq, 25 * moq] : [moq, 2 * moq, 4 * moq, 10 * moq];
    }
    const priceBreaks: PriceBreak[] = [];
    let last = Infinity;
    for (const qty of ladder) {
      let price = roundPrice(unit1 * curveAt(kind, qty));
      if (price >= last) {
        let unit = 1;
        while (last >= unit * 10000) unit *= 10;
        price = last - unit;
      }
      if (price < 1) break;
      priceBreaks.push({ qty, unitPriceMicros: price });
      last = price;
    }

    // Stock and lead time.
    const zeroChance =
      lifecycle === 'Obsolete'
        ? 0.75
        : lifecycle === 'Last Time Buy'
          ? 0.25
          : lifecycle === 'Not Recommended for New Designs'
            ? 0.12
            : 0.085;
    let stock = 0;
    if (pending.famous || rng.next() >= zeroChance) {
      const [lo, hi] = STOCK_DECADES[kind];
      const decade = pending.famous ? hi : lo + rng.int(hi - lo);
      stock = Math.floor((DECADE[decade] as number) * (1 + 9 * rng.next()));
      if (orderMultiple > 1) stock = Math.max(orderMultiple, stock - (stock % orderMultiple));
    }
    const [leadWeeksMin, leadWeeksMax] = LEAD_WEEKS[kind];
    const leadTimeWeeks = lifecycle === 'Obsolete' ? 0 : leadWeeksMin + rng.int(leadWeeksMax - leadWeeksMin + 1);
    const rohs = spec.rohs ?? !(lifecycle === 'Obsolete' && rng.next() < 0.25);

    return {
      id,
      mpn: variant.mpn,
      baseMpn: spec.base,
      manufacturerId: state.manufacturerId,
      categoryId: state.categoryId,
      description: spec.description,
      parameters: ownParams ? spec.parameters : { ...spec.parameters },
      datasheetUrl: spec.datasheetUrl,
      lifecycle,
      stock,
      moq,
      orderMultiple,
      packaging,
      leadTimeWeeks,
      weightGrams: spec.grams,
      rohs,
      priceBreaks,
    };
  };

  let id = 0;
  for (const ref of famous) {
    if (id >= total) return;
    const state = states[ref.familyIndex] as FamilyState;
    const spec = state.family.make(decode(state.family, state.radix, ref.combo)) as BaseSpec;
    const variant = spec.variants.find((candidate) => candidate.mpn === ref.mpn) as Variant;
    id++;
    yield finish(id, { state, spec, variant, baseHash: hashOfBase(state, ref.combo), famous: true }, true);
  }
  while (id < total) {
    id++;
    let pending: Pending;
    let own = true;
    if (queueHead < queue.length) {
      pending = queue[queueHead++] as Pending;
      own = false;
      if (queueHead === queue.length) {
        queue.length = 0;
        queueHead = 0;
      }
    } else {
      rng.reseed(seed, id);
      pending = fresh();
    }
    yield finish(id, pending, own);
  }
}
