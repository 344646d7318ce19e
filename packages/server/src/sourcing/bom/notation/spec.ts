/**
 * What a BOM line asks for, read from every text it has in any order: the kind of part, its value,
 * package, tolerance, voltage, power, current and dielectric. '10k 0603 1%', '4.7uF/16V',
 * '10k/1%/0.1W', '1n 50V C0G', 'RES SMD 4.7K OHM 5% 1/10W 0805' and a Value column of '100n' beside
 * a description of 'CAP CER X7R 16V' all read the same way.
 */
import { packageCode, type PackageCode } from '../package-code';
import { agreedKind, isPassive, kindOfDesignators, kindOfFootprint, kindOfWords, type PartKind } from './kind';
import { readDielectric, readRatingToken, type Dielectric } from './ratings';
import { readValueToken, type ValueUnit } from './value';

export interface LineSpec {
  /** undefined when nothing says what the part is; 'conflict' when the witnesses disagree. */
  kind: PartKind | 'conflict' | undefined;
  /** Ohms, farads or henries, in the unit of `kind` (a bead's or array's ohms too). */
  value?: number;
  /** Percent. */
  tolerance?: number;
  /** Volts. */
  voltage?: number;
  /** Watts. */
  power?: number;
  /** Amps. */
  current?: number;
  dielectric?: Dielectric;
  package?: PackageCode;
  /** Two different values were written (value column '10k', description '4k7'): nothing to match on. */
  valuesDisagree?: boolean;
}

export interface SpecInput {
  /** The value, description and any other free text of the line, in column order. */
  texts: readonly string[];
  designators?: readonly string[];
  /** The package or footprint cell. */
  footprint?: string;
  /** What the caller already knows the part is (a value search names no designators). */
  kindHint?: PartKind;
}

/** Longer texts are cut: the value and package come first in every BOM style we saw. */
const MAX_TEXT = 200;

/**
 * Cuts texts into tokens a value or rating can be: numbers keep their units when written apart
 * ('4.7 kΩ', '50 V', '1 %', '1/8 Watt'), a watt fraction stays whole ('1/10W'), and '/', '@', ',' ';' and
 * brackets separate ('4.7uF/16V', '600R@100MHz', '10k(1%)'). A comma between digits is a decimal.
 */
export function tokensOf(text: string): string[] {
  const joined = text
    .slice(0, MAX_TEXT)
    .replace(/±|\+\/-/g, '')
    // Mouser's descriptions spell the unit out: '1/8 Watt', '0.25 Watts'.
    .replace(/(\d)\s*Watts?\b/gi, '$1W')
    .replace(/(\d)\s*\/\s*(\d+)\s*W\b/gi, '$1⁄$2W')
    .replace(/(\d[pnuµμmkKMGR]?)\s+(OHMS?|Ω|Ω)(?![A-Za-z])/gi, '$1$2')
    .replace(/(\d)\s+(?=(?:[pnuµμmkKMG]?(?:F|H|V|W|A|Hz)|%)(?![A-Za-z]))/g, '$1');
  return joined
    .split(/[\s;/@()[\]{}]+|,(?!\d)|(?<!\d),/)
    .map((token) => token.replace('⁄', '/').replace(/^[:.]+|[:.]+$/g, ''))
    .filter(Boolean);
}

const UNIT_KIND: Record<ValueUnit, PartKind> = { ohm: 'resistor', farad: 'capacitor', henry: 'inductor' };
const KIND_UNIT: Partial<Record<PartKind, ValueUnit>> = {
  resistor: 'ohm',
  capacitor: 'farad',
  inductor: 'henry',
  ferriteBead: 'ohm',
  resistorArray: 'ohm',
};

interface Reading {
  value: number;
  unit: ValueUnit | undefined;
  implied: ValueUnit | undefined;
  /** The token is the whole first text (a Value cell of '475'): a bare number there is the value the designer wrote. */
  wholeCell: boolean;
}

export function readSpec(input: SpecInput): LineSpec {
  const texts = input.texts.map((text) => text.slice(0, MAX_TEXT)).filter((text) => text.trim() !== '');
  const allText = texts.join(' ');
  const footprint = input.footprint ?? '';
  const designated = kindOfDesignators(input.designators ?? []);
  const witnessed = agreedKind([input.kindHint, designated, kindOfFootprint(footprint), kindOfWords(allText)]);
  const tokens = texts.flatMap(tokensOf);
  const spec: LineSpec = { kind: witnessed };
  const readings: Reading[] = [];
  const resistorLine = witnessed === 'resistor';
  for (const token of tokens) {
    const chip = /^\d{4,5}$/.test(token) ? packageCode(token)?.chip : undefined;
    if (chip) {
      spec.package ??= { chip, others: [] };
      continue;
    }
    const rating = readRatingToken(token);
    if (rating) {
      if (spec[rating.rating] === undefined) spec[rating.rating] = rating.value;
      continue;
    }
    const dielectric = readDielectric(token);
    if (dielectric) {
      spec.dielectric ??= dielectric;
      continue;
    }
    const value = readValueToken(token, resistorLine);
    if (value) readings.push({ value: value.value, unit: value.unit, implied: value.implied, wholeCell: token === texts[0]?.trim() });
  }
  // The kind's own unit decides which readings count: an inductor's '100 MOHM' is its DC resistance.
  let kind = witnessed;
  if (kind === undefined) {
    const written = readings.find((reading) => reading.unit)?.unit ?? readings.find((reading) => reading.implied)?.implied;
    if (written) kind = UNIT_KIND[written];
  }
  spec.kind = kind;
  const unit = kind && kind !== 'conflict' ? KIND_UNIT[kind] : undefined;
  if (unit) {
    // A bare 'u' or 'n' is a capacitor's on a C line and an inductor's on an L line ('4u7', '10n').
    const written = readings.filter((reading) => reading.unit === unit || (!reading.unit && reading.implied === unit));
    // A bare number ('332' on an R line) is the value only when nothing else is: '10k 2 pcs' is 10 kΩ.
    const bare = readings.filter((reading) => !reading.unit && reading.implied === undefined && unit === 'ohm').slice(0, 1);
    const borrowed = readings.filter((reading) => !reading.unit && unit === 'henry' && reading.implied === 'farad');
    // …but a Value cell of '475' beside a description of '470 OHM' is a disagreement to show, not to settle.
    const valueCell = bare.filter((reading) => reading.wholeCell);
    const values = (written.length > 0 ? [...written, ...valueCell] : borrowed.length > 0 ? borrowed : bare).map(
      (reading) => reading.value,
    );
    const distinct = [...new Set(values.map((value) => value.toPrecision(6)))];
    if (distinct.length === 1) spec.value = values[0];
    else if (distinct.length > 1) spec.valuesDisagree = true;
  }
  const fromFootprint = packageCode(footprint);
  if (fromFootprint) spec.package = fromFootprint;
  else if (!spec.package) {
    const chip = packageCode(allText)?.chip;
    if (chip) spec.package = { chip, others: [] };
  }
  return spec;
}

/** True when the spec names a passive value the catalogue can be searched for. */
export function isValueSpec(spec: LineSpec): spec is LineSpec & { kind: 'resistor' | 'capacitor' | 'inductor'; value: number } {
  return isPassive(spec.kind === 'conflict' ? undefined : spec.kind) && spec.value !== undefined;
}
