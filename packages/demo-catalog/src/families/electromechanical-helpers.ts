// Helpers shared by the electromechanical, cable, hardware, tool and MRO families: packaging
// variants, colour tables, inch/metric formatting and a stable per-code jitter for prices.
import { strHash } from '../random';
import { bag, bulk, reel, reelOnly, tray, tube } from './packing-and-text';

// Re-exported: the family files take their packaging from here as well.
export { bag, bulk, reel, reelOnly, tray, tube };

/**
 * A factor in [1 - spread, 1 + spread] that depends only on the text: list prices of neighbouring
 * codes differ a little in real price lists, and the engine's own spread is per listing, not per code.
 */
export function jitter(code: string, spread = 0.08): number {
  return 1 - spread + (2 * spread * (strHash(code) % 1000)) / 999;
}

/** Part mass as the catalogue stores it: four decimals below a gram, one above. */
export function gr(mass: number): number {
  return mass >= 1 ? Math.round(mass * 10) / 10 : Math.max(0.0001, Math.round(mass * 10000) / 10000);
}

/** Dollars to cents precision; the engine adds its own spread, so more digits would be noise. */
export function usd(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

export interface Colour {
  name: string;
  /** Distributor description word: 'BLACK', 'RED'. */
  up: string;
}

const colour = (name: string): Colour => ({ name, up: name.toUpperCase() });
export const BLACK = colour('Black');
export const RED = colour('Red');
export const WHITE = colour('White');
export const BLUE = colour('Blue');
export const GREEN = colour('Green');
export const YELLOW = colour('Yellow');
export const ORANGE = colour('Orange');
export const BROWN = colour('Brown');
export const VIOLET = colour('Violet');
export const GRAY = colour('Gray');
export const CLEAR = colour('Clear');

/** MIL-STD-681 / EIA colour digits, used by TE tubing, Pomona leads and aerospace wire. */
export const EIA_COLOURS: [string, Colour][] = [
  ['0', BLACK],
  ['1', BROWN],
  ['2', RED],
  ['3', ORANGE],
  ['4', YELLOW],
  ['5', GREEN],
  ['6', BLUE],
  ['7', VIOLET],
  ['8', GRAY],
  ['9', WHITE],
];

/** Inches as a fraction string for descriptions: 0.25 → '1/4', 1.5 → '1-1/2', 0.0625 → '1/16'. */
export function frac(inches: number): string {
  const whole = Math.floor(inches + 1e-9);
  let num = Math.round((inches - whole) * 64);
  let den = 64;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  if (num === 0) return String(whole);
  return whole > 0 ? `${whole}-${num}/${den}` : `${num}/${den}`;
}

/** Millimetres with at most two decimals: 6.35 → '6.35', 10 → '10'. */
export function mm(millimetres: number): string {
  return String(Math.round(millimetres * 100) / 100);
}

/** Feet to '100 ft (30.5 m)'. */
export function feet(ft: number): string {
  return `${ft} ft (${mm(Math.round(ft * 0.3048 * 10) / 10)} m)`;
}
