/**
 * A passive's value and ratings as the catalogue writes and the BOM tool reads them. Reading is
 * notation/spec.ts ('10k 0603 1%', '100n', '4u7', 'RES SMD 4.7K OHM 5% 1/10W 0805'); this module
 * gives the one-text form value search uses and the catalogue's display formats.
 */
import type { PackageCode } from './package-code';
import type { PassiveKind } from './notation/kind';
import { isValueSpec, readSpec } from './notation/spec';
import type { Dielectric } from './notation/ratings';

export type { PassiveKind } from './notation/kind';

export interface ParsedDescription {
  kind: PassiveKind;
  /** Ohms, farads or henries. */
  value: number;
  /** Percent. */
  tolerance?: number;
  /** Volts. */
  voltage?: number;
  /** Watts. */
  power?: number;
  /** Amps. */
  current?: number;
  /** 'X7R', 'C0G', … */
  dielectric?: Dielectric;
  /** The package the text names, if any. */
  package?: PackageCode;
}

const cache = new Map<string, ParsedDescription | null>();

/**
 * Reads one text; null when it names no resistor, capacitor or inductor value. `hint` is the kind
 * the designators imply, so a resistor written as a bare '332' or '4k7' is still read as ohms.
 */
export function parseDescription(raw: string, hint?: PassiveKind): ParsedDescription | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const key = `${hint ?? ''}|${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const spec = readSpec({ texts: [text], ...(hint ? { kindHint: hint } : {}) });
  const result = isValueSpec(spec) ? passiveOf(spec) : null;
  if (cache.size > 10_000) cache.clear();
  cache.set(key, result);
  return result;
}

/** The passive part of a spec, without the fields that are undefined. */
export function passiveOf(spec: ReturnType<typeof readSpec> & { kind: PassiveKind; value: number }): ParsedDescription {
  const out: ParsedDescription = { kind: spec.kind, value: spec.value };
  for (const field of ['tolerance', 'voltage', 'power', 'current', 'dielectric', 'package'] as const) {
    if (spec[field] !== undefined) (out as unknown as Record<string, unknown>)[field] = spec[field];
  }
  return out;
}

/** A value as the catalogue displays it: three significant digits at most, trailing zeros dropped. */
function scaled(value: number, units: [number, string][]): string {
  const [factor, unit] = units.find(([f]) => Math.abs(value) >= f * 0.9999999) ?? units[units.length - 1]!;
  const n = Number((value / factor).toPrecision(6));
  return `${n} ${unit}`;
}

/** 10000 → '10 kΩ', 4700 → '4.7 kΩ', 0 → '0 Ω' (the catalogue's Resistance values). */
export function formatResistance(ohms: number): string {
  if (ohms === 0) return '0 Ω';
  return scaled(ohms, [
    [1e6, 'MΩ'],
    [1e3, 'kΩ'],
    [1, 'Ω'],
    [1e-3, 'mΩ'],
  ]);
}

/** 1e-7 → '100 nF', 4.7e-12 → '4.7 pF', 1e-5 → '10 µF' (the catalogue's Capacitance values). */
export function formatCapacitance(farads: number): string {
  return scaled(farads, [
    [1e-6, 'µF'],
    [1e-9, 'nF'],
    [1e-12, 'pF'],
  ]);
}

/** 2.2e-6 → '2.2 µH', 1e-8 → '10 nH', 1e-3 → '1000 µH' (the catalogue never writes mH). */
export function formatInductance(henries: number): string {
  return scaled(henries, [
    [1e-6, 'µH'],
    [1e-9, 'nH'],
  ]);
}

export function formatValue(parsed: Pick<ParsedDescription, 'kind' | 'value'>): string {
  if (parsed.kind === 'resistor') return formatResistance(parsed.value);
  if (parsed.kind === 'capacitor') return formatCapacitance(parsed.value);
  return formatInductance(parsed.value);
}

/** '±1%' → 1, '±0.05%' → 0.05; undefined for 'Jumper' and unknown texts. */
export function percentOf(text: string | undefined): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*%/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
}

/** '50 V' → 50, '0.1 W' → 0.1, '1/10W' → 0.1. */
export function numberWithUnit(text: string | undefined, unit: 'V' | 'W'): number | undefined {
  if (!text) return undefined;
  const fraction = new RegExp(`(\\d+)\\s*/\\s*(\\d+)\\s*${unit}`).exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const match = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(k?)${unit}\\b`).exec(text);
  if (!match) return undefined;
  return Number(match[1]) * (match[2] ? 1000 : 1);
}
