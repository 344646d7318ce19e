// Physically sensible magnitudes for each base unit a number input works in. An input names its
// own `min`/`max` where its physics is narrower; otherwise these bound it, so no calculator takes
// 1e300 of anything (issue 23). One table, so a limit is declared once per unit.

/** The smallest non-zero and the largest magnitude an input in a base unit accepts. */
export interface MagnitudeRange {
  readonly smallest: number;
  readonly largest: number;
}

/** Limits by base-unit symbol: from a µΩ shunt to a TΩ insulation test, a fF trim cap to a 10 kF supercapacitor… */
export const baseUnitRanges: Readonly<Record<string, MagnitudeRange>> = {
  Ω: { smallest: 1e-6, largest: 1e12 },
  F: { smallest: 1e-15, largest: 1e4 },
  H: { smallest: 1e-12, largest: 1e3 },
  Hz: { smallest: 1e-3, largest: 1e12 },
  V: { smallest: 1e-9, largest: 1e6 },
  A: { smallest: 1e-12, largest: 1e5 },
  W: { smallest: 1e-12, largest: 1e9 },
  Ah: { smallest: 1e-6, largest: 1e5 },
  /** Board, wire and cable dimensions: a nanometre plating to a kilometre run. */
  m: { smallest: 1e-9, largest: 1e3 },
};

/** Base units whose inputs accept an SI prefix typed with the number (`4k7`, `2.2u`, `10m`). */
export const PREFIXABLE_UNITS: ReadonlySet<string> = new Set(['Ω', 'F', 'H', 'Hz', 'V', 'A', 'W']);
