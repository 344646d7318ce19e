// The shape of a part family (its dimensions and the rule that makes a base part from one combination of
// them) and how a family is declared or continued.
import type { Lifecycle } from '../types';

/** How a family's prices fall with quantity, how much stock it carries and its factory lead time. */
export type Kind = 'chip' | 'passive' | 'discrete' | 'ic' | 'module' | 'conn' | 'emech' | 'mro' | 'instrument';

/**
 * How one orderable code is packed.
 * - 'reel': the manufacturer's standard reel code. Distributors cut strips from these reels, so the
 *   part is listed either as Cut Tape (moq 1) or as full reels (moq = order multiple = reel quantity).
 * - 'reel-only': an alternate reel code (13-inch reel, TI's small 'T' reel…): full reels only.
 * - 'tube' / 'tray': sold by the piece or by the full tube / tray.
 * - 'bag': sold by the bag (moq = order multiple = bag quantity).
 * - 'bulk': loose pieces, tools, spools, instruments: moq 1.
 */
export type Pack = 'reel' | 'reel-only' | 'tube' | 'tray' | 'bag' | 'bulk';

export interface Variant {
  mpn: string;
  pack: Pack;
  /** Reel, tube, tray or bag quantity (1 for bulk). */
  qty: number;
}

/** One orderable part before the distributor's data (stock, price breaks…) is added. */
export interface BaseSpec {
  /** The ordering code without its packaging field. */
  base: string;
  /** variants[0] is always listed; the others are siblings listed with some probability. */
  variants: Variant[];
  description: string;
  parameters: Record<string, string>;
  /** Unit price in US dollars at quantity 1 (before a ±15% per-part spread). */
  price: number;
  grams: number;
  datasheetUrl: string;
  lifecycle?: Lifecycle;
  rohs?: boolean;
}

export interface Family {
  key: string;
  leaf: string;
  mfr: string;
  /** Relative share of the catalogue. */
  weight: number;
  kind: Kind;
  dimensions: readonly (readonly unknown[])[];
  make(v: readonly unknown[]): BaseSpec | null;
  /** Probability that each sibling variant is listed too (default 0.35). */
  siblingShare?: number;
  /**
   * Key of the family this one continues: it takes over that family's share once the family has
   * used up its combinations, so adding capacity never moves the parts made before that point.
   */
  after?: string;
  /**
   * Families with the same pool share the pool's weight (the sum of theirs): one that runs out leaves
   * its share to the others in the pool instead of to the whole catalogue.
   */
  pool?: string;
}

type Values<D extends readonly (readonly unknown[])[]> = {
  -readonly [K in keyof D]: D[K] extends readonly (infer T)[] ? T : never;
};

export interface FamilySpec<D extends readonly (readonly unknown[])[]> {
  key: string;
  leaf: string;
  mfr: string;
  weight: number;
  kind: Kind;
  dimensions: D;
  make(v: Values<D>): BaseSpec | null;
  siblingShare?: number;
  after?: string;
  pool?: string;
}

/** Declares a family: every combination of `dims` values is one base part (or null when impossible). */
export function fam<const D extends readonly (readonly unknown[])[]>(spec: FamilySpec<D>): Family {
  return spec as unknown as Family;
}

/**
 * A continuation of `f` over other values of its dimension `dim`: the same ordering code and rules,
 * only the values the first family lacks (the caller passes values disjoint from the first list).
 */
export function withMoreValues(family: Family, dim: number, values: readonly unknown[], key = `${family.key}-more-values`): Family {
  return {
    ...family,
    key,
    weight: 0,
    after: family.key,
    dimensions: family.dimensions.map((dimension, index) => (index === dim ? values : dimension)),
  };
}
