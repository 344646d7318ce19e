// Small helpers shared by the connector, protection, optoelectronics, timing and sensor families:
// packaging variants, pitch and temperature texts, and TE's position-count convention.
import type { Variant } from './family';

export const reel = (mpn: string, qty: number): Variant => ({ mpn, pack: 'reel', qty });
export const reelOnly = (mpn: string, qty: number): Variant => ({ mpn, pack: 'reel-only', qty });
export const tube = (mpn: string, qty: number): Variant => ({ mpn, pack: 'tube', qty });
export const tray = (mpn: string, qty: number): Variant => ({ mpn, pack: 'tray', qty });
export const bag = (mpn: string, qty: number): Variant => ({ mpn, pack: 'bag', qty });
export const bulk = (mpn: string): Variant => ({ mpn, pack: 'bulk', qty: 1 });

/** 2.54 → '0.100" (2.54mm)', as distributors print connector pitches. */
export function pitchText(mm: number): string {
  return `${(mm / 25.4).toFixed(3)}" (${mm.toFixed(2)}mm)`;
}

/** Range text in Digi-Key style. */
export function tempRange(lo: number, hi: number): string {
  return `${lo}°C ~ ${hi}°C`;
}

/**
 * TE Connectivity writes position counts of 10 and more as a prefix: 84953-4 (4 positions),
 * 1-84953-4 (14 positions), 2-84953-0 (20 positions).
 */
export function teCount(series: string, positions: number): string {
  return positions < 10 ? `${series}-${positions}` : `${Math.floor(positions / 10)}-${series}-${positions % 10}`;
}

/** Positions lists used by many connector series. */
export function range(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  for (let index = from; index <= to; index += step) out.push(index);
  return out;
}

/** Rounds a price to cents (at least one cent) so table-driven prices stay tidy. */
export function cents(dollars: number): number {
  return Math.max(0.01, Math.round(dollars * 100) / 100);
}

/** Rounds grams to three significant figures. */
export function grams(mass: number): number {
  return Number(mass.toPrecision(3));
}

/** The short word of the first `[prefix, word]` row whose prefix starts `text`, else `fallback`: description words as tables. */
export function shortWord(text: string, table: readonly (readonly [prefix: string, word: string])[], fallback: string): string {
  return table.find(([prefix]) => text.startsWith(prefix))?.[1] ?? fallback;
}
