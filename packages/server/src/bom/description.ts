/**
 * What a BOM line's value and description say about the part: '10k 0603 1%', '100nF 0402 X7R 16V',
 * 'RES SMD 4.7K OHM 5% 1/10W 0805'. electro-grammar reads resistors and capacitors; inductors
 * ('2.2uH 1210') are read here. Texts that name another kind of part (a ferrite bead's '600R', an
 * IC) are not read as passives, so a bead is never offered a 600 Ω resistor.
 */
import electroGrammar from 'electro-grammar';
import { packageCode, type PackageCode } from './package-code';

export type PassiveKind = 'resistor' | 'capacitor' | 'inductor';

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
  /** 'X7R', 'C0G', … */
  dielectric?: string;
  /** The package the text names, if any. */
  package?: PackageCode;
}

/** Words that say the line is not a plain resistor, capacitor or inductor. */
const OTHER_KINDS =
  /\b(FERRITE|BEAD|IC|MCU|DIODE|LED|TRANSISTOR|MOSFET|FET|BJT|CRYSTAL|XTAL|OSC|OSCILLATOR|FUSE|PTC|NTC|THERMISTOR|VARISTOR|CONN|CONNECTOR|HEADER|SWITCH|RELAY|REGULATOR|LDO|OPAMP|TVS|ZENER|TRIMMER|POT|POTENTIOMETER|ARRAY|NETWORK)\b/i;

/** Longer texts are cut before parsing: the value and package come first in every BOM style we saw. */
const MAX_PARSED_CHARACTERS = 120;

const SI_PREFIX: Record<string, number> = { p: 1e-12, n: 1e-9, u: 1e-6, µ: 1e-6, μ: 1e-6, m: 1e-3, '': 1 };

function inductance(text: string): number | undefined {
  const match = /(?<![\w.])(\d+(?:\.\d+)?)\s*([pnuµμm]?)H(?![a-z])/i.exec(text.replace(/(\d)R(\d)/gi, '$1.$2'));
  if (!match) return undefined;
  // Case is lost on many BOMs ('2.2UH', '1MH'): there are no mega- or pico-henry chokes, so m is milli.
  const factor = SI_PREFIX[match[2]!.toLowerCase()];
  return factor === undefined ? undefined : Number(match[1]) * factor;
}

const cache = new Map<string, ParsedDescription | null>();

/** What the designators say the part is: R12 a resistor, C3 a capacitor, L1 an inductor. */
export function kindOfDesignators(designators: readonly string[]): PassiveKind | undefined {
  const prefixes = new Set(designators.map((d) => /^[A-Za-z]+/.exec(d)?.[0]?.toUpperCase() ?? ''));
  if (prefixes.size !== 1) return undefined;
  return ({ R: 'resistor', C: 'capacitor', L: 'inductor' } as Record<string, PassiveKind>)[[...prefixes][0]!];
}

/**
 * Reads one line's text; null when it names no passive value we can match on. `hint` is the kind
 * the designators imply, so a resistor written as a bare '332' or '4k7' is still read as ohms.
 */
export function parseDescription(raw: string, hint?: PassiveKind): ParsedDescription | null {
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_PARSED_CHARACTERS);
  if (!text) return null;
  const key = `${hint ?? ''}|${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const result = parseUncached(text, hint);
  if (cache.size > 10_000) cache.clear();
  cache.set(key, result);
  return result;
}

/** '332' → 332, '4k7' → 4700, '4R7' → 4.7, '2.2M' → 2.2e6: a resistor's value written without 'Ω'. */
function bareOhms(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)([RKM]?)(\d*)(?=\s|$)/i.exec(text.trim());
  if (!match) return undefined;
  const [, whole, letter = '', tail = ''] = match;
  if (tail && (!letter || whole!.includes('.'))) return undefined;
  const factor = { '': 1, R: 1, K: 1e3, M: 1e6 }[letter.toUpperCase()]!;
  return Number(tail ? `${whole}.${tail}` : whole) * factor;
}

function parseUncached(text: string, hint?: PassiveKind): ParsedDescription | null {
  if (OTHER_KINDS.test(text) && !/\b(RES|RESISTOR|CAP|CAPACITOR|IND|INDUCTOR)\b/i.test(text)) return null;
  const pkg = packageCode(text);
  const henries = /\b(IND|INDUCTOR|CHOKE)\b/i.test(text) || /\d\s*[pnuµμm]H\b/i.test(text) ? inductance(text) : undefined;
  if (henries !== undefined) {
    const tolerance = /(\d+(?:\.\d+)?)\s*%/.exec(text);
    return {
      kind: 'inductor',
      value: henries,
      ...(tolerance ? { tolerance: Number(tolerance[1]) } : {}),
      ...(pkg ? { package: pkg } : {}),
    };
  }
  const parsed = electroGrammar.parse(text);
  if (parsed.type === 'resistor' && parsed.resistance !== undefined) {
    return {
      kind: 'resistor',
      value: parsed.resistance,
      ...(parsed.tolerance !== undefined ? { tolerance: parsed.tolerance } : {}),
      ...(parsed.power_rating !== undefined ? { power: parsed.power_rating } : {}),
      ...(pkg ? { package: pkg } : {}),
    };
  }
  const words = /\b(RES|RESISTOR)\b/i.test(text);
  const ohms = hint === 'resistor' || words ? bareOhms(text) : undefined;
  if (ohms !== undefined && parsed.type !== 'capacitor') {
    const tolerance = /(\d+(?:\.\d+)?)\s*%/.exec(text);
    return { kind: 'resistor', value: ohms, ...(tolerance ? { tolerance: Number(tolerance[1]) } : {}), ...(pkg ? { package: pkg } : {}) };
  }
  if (parsed.type === 'capacitor' && parsed.capacitance !== undefined) {
    return {
      kind: 'capacitor',
      value: parsed.capacitance,
      ...(parsed.tolerance !== undefined ? { tolerance: parsed.tolerance } : {}),
      ...(parsed.voltage_rating !== undefined ? { voltage: parsed.voltage_rating } : {}),
      ...(parsed.characteristic ? { dielectric: parsed.characteristic.toUpperCase().replace('NP0', 'C0G').replace('COG', 'C0G') } : {}),
      ...(pkg ? { package: pkg } : {}),
    };
  }
  return null;
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
