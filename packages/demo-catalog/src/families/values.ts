// Value series and value texts of the passive and discrete families: numbers as digit strings, the
// preferred-number series, resistance, capacitance and inductance in every notation makers print.

import { E6 as IEC_E6, E12 as IEC_E12, E24 as IEC_E24, E96 as IEC_E96, E192 as IEC_E192 } from '@ferrite/calculators';

// ---------------------------------------------------------------------------------------------
// Numbers as text, without floating-point surprises: values are digit strings and powers of ten.

/** digits × 10^exp as a plain decimal, trailing zeros trimmed: ('47', -2) → '0.47', ('10', 2) → '1000'. */
export function decimal(digits: string, exp: number): string {
  if (exp >= 0) return digits === '0' ? '0' : digits + '0'.repeat(exp);
  const point = digits.length + exp;
  let int: string;
  let frac: string;
  if (point > 0) {
    int = digits.slice(0, point);
    frac = digits.slice(point);
  } else {
    int = '0';
    frac = '0'.repeat(-point) + digits;
  }
  let end = frac.length;
  while (end > 0 && frac.charCodeAt(end - 1) === 48) end--;
  frac = frac.slice(0, end);
  return frac ? `${int}.${frac}` : int;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 12 → '12', 6.3 → '6.3', 0.25 → '0.25'. */
export function num(value: number): string {
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// Preferred-number series (IEC 60063), as three-digit mantissas (100 … 988): the value codes below
// multiply a mantissa by a power of ten. The tables are the calculators package's; E6–E24 are printed
// there with two digits, so they are scaled here.

/** A series' significant digits as three-digit mantissas: 10 → 100, 47 → 470; 100 … 988 stay. */
function threeDigitMantissas(series: readonly number[]): readonly number[] {
  return series.map((digits) => (digits < 100 ? digits * 10 : digits));
}

export const E6 = threeDigitMantissas(IEC_E6);
export const E12 = threeDigitMantissas(IEC_E12);
export const E24 = threeDigitMantissas(IEC_E24);
export const E96: readonly number[] = IEC_E96;
export const E192: readonly number[] = IEC_E192;

// ---------------------------------------------------------------------------------------------
// Resistance: value = m/100 × 10^p ohms, m a three-digit mantissa.

export interface Ohms {
  /** '10 kΩ' */
  disp: string;
  /** '10K OHM' */
  desc: string;
  /** Letter-as-decimal-point code used by Yageo: '10K', '4K7', '4K75', '100R', '4R7', '1M'. */
  rkm: string;
  /** Four-character code used by Vishay and Stackpole: '10K0', '4K70', '100R', '1M00'. */
  vis: string;
  /** EIA four-digit code (three significant digits + multiplier): '1002', '4701', '10R0'. */
  c4: string;
  /** EIA three-digit code (two significant digits + multiplier): '103', '4R7'. */
  c3: string;
  /** Ohms as a number, for price rules. */
  ohms: number;
}

export function ohms(mantissa: number, exponent: number): Ohms {
  const digits = String(mantissa);
  const unit = exponent < 3 ? 0 : exponent < 6 ? 1 : 2;
  const intDigits = exponent - unit * 3 + 1;
  const intPart = digits.slice(0, intDigits);
  const fracRaw = digits.slice(intDigits);
  const text = decimal(digits, intDigits - 3);
  const frac = text.includes('.') ? text.slice(text.indexOf('.') + 1) : '';
  const letter = 'RKM'[unit] as string;
  const vis = intPart + letter + fracRaw;
  return {
    disp: `${text} ${['Ω', 'kΩ', 'MΩ'][unit]}`,
    desc: unit === 0 ? `${text} OHM` : `${text}${letter} OHM`,
    rkm: intPart + letter + frac,
    vis,
    c4: exponent >= 2 ? digits + String(exponent - 2) : vis,
    c3: exponent >= 1 ? digits.slice(0, 2) + String(exponent - 1) : `${digits[0]}R${digits[1]}`,
    ohms: mantissa * 10 ** (exponent - 2),
  };
}

function ohmsSeries(mantissas: readonly number[], fromP: number, toP: number, extra: [number, number][] = []): Ohms[] {
  const out: Ohms[] = [];
  for (let exponent = fromP; exponent <= toP; exponent++) for (const mantissa of mantissas) out.push(ohms(mantissa, exponent));
  for (const [mantissa, exponent] of extra) out.push(ohms(mantissa, exponent));
  return out;
}

const E24_96 = [...new Set<number>([...E24, ...E96])].sort((left, index) => left - index);
/** 1 Ω … 10 MΩ, E24 ∪ E96: thick-film 1% values. */
export const R_1PCT = ohmsSeries(E24_96, 0, 6, [[100, 7]]);
/** 1 Ω … 10 MΩ, E24: 5% values. */
export const R_5PCT = ohmsSeries(E24, 0, 6, [[100, 7]]);
/** 10 Ω … 3.01 MΩ, E192: thin-film precision values. */
export const R_THIN = ohmsSeries(
  E192,
  1,
  5,
  E192.filter((mantissa) => mantissa <= 301).map((mantissa) => [mantissa, 6] as [number, number]),
);
/** 1 Ω … 1 MΩ, E96 ∪ E24 for through-hole metal film (1%). */
export const R_TH = ohmsSeries(E24_96, 0, 5, [[100, 6]]);

/** Zero-ohm jumper. */
export const JUMPER: Ohms = { disp: '0 Ω', desc: '0 OHM', rkm: '0R', vis: '0R00', c4: '0R00', c3: '000', ohms: 0 };

/** A current-sense value in tenths of a milliohm (q = 100 → 10 mΩ). */
export interface Shunt {
  q: number;
  disp: string;
  desc: string;
  /** Ohms with the decimal point as 'R': '0R01', '1R'. */
  rkm: string;
  /** 'R' + four decimals: 'R0100' (Vishay WSL). */
  r4: string;
  /** 'R' + three decimals: 'R010' (Bourns, Stackpole, ROHM); '' when not representable. */
  r3: string;
}

export function shunt(tenthMilliohms: number): Shunt {
  const ohm = decimal(String(tenthMilliohms), -4);
  const mohm = decimal(String(tenthMilliohms), -1);
  return {
    q: tenthMilliohms,
    disp: tenthMilliohms >= 10000 ? `${ohm} Ω` : `${mohm} mΩ`,
    desc: `${ohm} OHM`,
    rkm: ohm.includes('.') ? ohm.replace('.', 'R') : `${ohm}R`,
    r4:
      tenthMilliohms < 10000
        ? `R${pad(tenthMilliohms, 4)}`
        : `${Math.floor(tenthMilliohms / 10000)}R${pad(tenthMilliohms % 10000, 4).slice(0, 3)}`,
    r3: tenthMilliohms % 10 === 0 && tenthMilliohms < 10000 ? `R${pad(tenthMilliohms / 10, 3)}` : '',
  };
}

// ---------------------------------------------------------------------------------------------
// Capacitance: value = m/10 × 10^p picofarads, m a two-digit mantissa.

export interface Cap {
  /** Two-digit mantissa and decade: value = m/10 × 10^p pF. */
  m: number;
  p: number;
  pf: number;
  /** EIA three-character code: '104', '100', '4R7'. */
  code: string;
  /** '100 nF', '4.7 pF', '10 µF' */
  disp: string;
  /** '0.1UF', '4700PF', '4.7PF' */
  desc: string;
  /** µF as text ('0.1', '10'): used by electrolytic codes and descriptions. */
  uf: string;
}

export function cap(mantissa: number, exponent: number): Cap {
  const digits = String(mantissa);
  const unit = exponent < 3 ? 0 : exponent < 6 ? 1 : 2;
  const text = decimal(digits, exponent - 1 - unit * 3);
  const pfText = decimal(digits, exponent - 1);
  const uf = decimal(digits, exponent - 7);
  return {
    m: mantissa,
    p: exponent,
    pf: mantissa * 10 ** (exponent - 1),
    code: exponent >= 1 ? digits + String(exponent - 1) : `${digits[0]}R${digits[1]}`,
    disp: `${text} ${['pF', 'nF', 'µF'][unit]}`,
    desc: exponent <= 3 ? `${pfText}PF` : `${uf}UF`,
    uf,
  };
}

/** E-series capacitances from 10^fromP to 10^toP picofarads-ish (p as in cap()). */
export function capSeries(mantissas: readonly number[], fromP: number, toP: number): Cap[] {
  const out: Cap[] = [];
  for (let exponent = fromP; exponent <= toP; exponent++) for (const mantissa of mantissas) out.push(cap(mantissa / 10, exponent));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Chip sizes.

export type ChipSize = '01005' | '0201' | '0402' | '0603' | '0805' | '1206' | '1210' | '1812' | '2010' | '2512';

export const METRIC: Record<ChipSize, string> = {
  '01005': '0402',
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
  '1210': '3225',
  '1812': '4532',
  '2010': '5025',
  '2512': '6332',
};

export function chipPackage(size: ChipSize): string {
  return `${size} (${METRIC[size]} Metric)`;
}

/** Typical mass of a chip component, grams. */
export const CHIP_GRAMS: Record<ChipSize, number> = {
  '01005': 0.0001,
  '0201': 0.0002,
  '0402': 0.0006,
  '0603': 0.002,
  '0805': 0.0045,
  '1206': 0.009,
  '1210': 0.016,
  '1812': 0.03,
  '2010': 0.025,
  '2512': 0.04,
};

/** Standard 7-inch reel quantity of a chip part (paper tape for small sizes). */
export const CHIP_REEL: Record<ChipSize, number> = {
  '01005': 20000,
  '0201': 10000,
  '0402': 10000,
  '0603': 5000,
  '0805': 5000,
  '1206': 5000,
  '1210': 5000,
  '1812': 1000,
  '2010': 4000,
  '2512': 4000,
};

/** 13-inch reel quantity. */
export const CHIP_REEL13: Record<ChipSize, number> = {
  '01005': 80000,
  '0201': 50000,
  '0402': 50000,
  '0603': 20000,
  '0805': 20000,
  '1206': 20000,
  '1210': 20000,
  '1812': 4000,
  '2010': 16000,
  '2512': 16000,
};

/** '±1%' from '1'. */
export function pct(tol: string): string {
  return `±${tol}%`;
}

/** A short integer hash of a string, for picking stable pseudo-random details inside make(). */
export function pickBy<T>(items: readonly T[], hash: number): T {
  return items[((hash % items.length) + items.length) % items.length] as T;
}

/** A µF-based three-character code as on electrolytic and supercapacitor part numbers: 100 µF → '101', 4.7 µF → '4R7', 0.47 µF → 'R47'. */
export function ufCode(capacitance: Cap): string {
  const mantissa = String(capacitance.m);
  const exponent = capacitance.p - 7;
  return exponent >= 0
    ? mantissa + String(exponent)
    : exponent === -1
      ? `${mantissa[0]}R${mantissa[1]}`
      : exponent === -2
        ? `R${mantissa}`
        : `R0${mantissa[0]}`;
}

/** Inductance: value = m/10 × 10^p nanohenries. */
export interface Ind {
  nh: number;
  /** '4.7 µH', '10 nH' */
  disp: string;
  /** '4.7UH', '10NH' */
  desc: string;
  /** EIA nH code: 2.2 µH → '222', 10 nH → '100', 4.7 nH → '4R7'. */
  nh3: string;
  /** Murata / Coilcraft RF style: '4N7', '10N', 'R10', '1R0', '100'. */
  rf: string;
  /** EIA µH code: '4R7', '100', '101', 'R47'. */
  uh3: string;
}

export function ind(mantissa: number, exponent: number): Ind {
  const digits = String(mantissa);
  const unit = exponent < 3 ? 0 : 1;
  const text = decimal(digits, exponent - 1 - unit * 3);
  const pu = exponent - 3;
  const uh3 = pu >= 1 ? digits + String(pu - 1) : pu === 0 ? `${digits[0]}R${digits[1]}` : `R${digits}`;
  return {
    nh: mantissa * 10 ** (exponent - 1),
    disp: `${text} ${unit === 0 ? 'nH' : 'µH'}`,
    desc: `${text}${unit === 0 ? 'NH' : 'UH'}`,
    nh3: exponent >= 1 ? digits + String(exponent - 1) : `${digits[0]}R${digits[1]}`,
    rf: exponent === 0 ? `${digits[0]}N${digits[1]}` : exponent === 1 ? `${digits}N` : uh3,
    uh3,
  };
}

export function indSeries(mantissas: readonly number[], fromP: number, toP: number): Ind[] {
  const out: Ind[] = [];
  for (let exponent = fromP; exponent <= toP; exponent++) for (const mantissa of mantissas) out.push(ind(mantissa / 10, exponent));
  return out;
}

/** Significant-figure formatting for derived electrical values: 0.0123 → '0.0123', 1234 → '1230'. */
export function sig(value: number, digits = 2): string {
  if (value === 0) return '0';
  return String(Number(value.toPrecision(digits)));
}

/** Position of a value inside a list, as a stable small integer (for numeric article numbers). */
export function indexIn<T>(items: readonly T[], item: T): number {
  const index = items.indexOf(item);
  if (index < 0) throw new Error('indexIn: not found');
  return index;
}
