// Reading a number as a person types it, in the reader's locale, and never guessing: '1,000' is a
// thousand in English, '1.000,5' is 1000.5 anywhere, and a text that two conventions read as two
// different numbers is refused in a locale where both conventions are in use.
// docs/decisions/2026-11-28-calculator-input.md holds the rules and why.

/** Options for reading typed numbers. */
export interface NumberReading {
  /** BCP 47 locale of the reader (`en-US`, `de-DE`); English rules when absent. */
  readonly locale?: string;
  /** Accept an SI prefix letter after the number or in place of the point (`2.2u`, `4k7`). @default false */
  readonly prefixes?: boolean;
  /** Accept `R` in place of the point (`4R7` = 4.7), the IEC 60062 resistance notation. @default false */
  readonly rkm?: boolean;
}

/** A typed number: its value and the power of ten its SI prefix stood for (0 without one). */
export type NumberTextResult =
  { readonly ok: true; readonly value: number; readonly prefixExponent?: number } | { readonly ok: false; readonly error: string };

/** Longest typed number read; longer text is refused before any parsing. */
export const MAX_NUMBER_TEXT_LENGTH = 40;

/** Powers of ten of the SI prefix letters accepted in typed numbers (`K` is the resistor-marking kilo). */
export const PREFIX_EXPONENTS: Readonly<Record<string, number>> = {
  f: -15,
  p: -12,
  n: -9,
  u: -6,
  µ: -6,
  μ: -6,
  m: -3,
  k: 3,
  K: 3,
  M: 6,
  G: 9,
  T: 12,
};

const decimalMarks = new Map<string, '.' | ','>();

/** The decimal mark of a locale ('.' or ','), from Intl; '.' for an unknown locale. */
export function decimalMarkOf(locale: string | undefined): '.' | ',' {
  if (!locale) return '.';
  let mark = decimalMarks.get(locale);
  if (!mark) {
    try {
      const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((each) => each.type === 'decimal');
      mark = part?.value === ',' ? ',' : '.';
    } catch {
      mark = '.';
    }
    decimalMarks.set(locale, mark);
  }
  return mark;
}

// Spaces of every width group digits in every locale ('1 000', '1 000' with a no-break space).
const SPACES = /[\s\u00a0\u2009\u202f]/g;
const GROUP_SPACE = ' ';

/** The digits and marks read with one convention as 'int.fraction', or undefined when they break it. */
function readWith(text: string, decimal: '.' | ',', group: '.' | ','): string | undefined {
  const parts = text.split(decimal);
  if (parts.length > 2) return undefined;
  const [whole = '', fraction = ''] = parts;
  if (!/^\d*$/.test(fraction)) return undefined;
  let digits = whole;
  if (!/^\d*$/.test(whole)) {
    // Grouped digits: 1 to 3 digits (not led by 0), then groups of exactly three, one kind of separator throughout.
    const separator = whole.includes(group) ? group : GROUP_SPACE;
    const grouped = new RegExp(`^[1-9]\\d{0,2}(\\${separator}\\d{3})+$`);
    if (!grouped.test(whole)) return undefined;
    digits = whole.replaceAll(separator, '');
  }
  if (digits === '' && fraction === '') return undefined;
  return `${digits || '0'}.${fraction || '0'}`;
}

/** The message for a text two conventions read as two numbers, smaller reading first. */
function ambiguous(text: string, readings: readonly string[]): string {
  const [low, high] = readings.map(Number).sort((a, b) => a - b);
  return `“${text}” could be ${String(low)} or ${String(high)}: type ${String(high)} or ${String(low)} without a thousands separator`;
}

/**
 * Reads typed number text in the reader's locale: '' → undefined, '1,000' (English) → 1000,
 * '1.000,5' → 1000.5, '1e3' → 1000, and with `prefixes` '4k7' → 4700, '2.2u' → 2.2e-6.
 */
export function readNumberText(raw: string, reading: NumberReading = {}): NumberTextResult | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (text.length > MAX_NUMBER_TEXT_LENGTH) return { ok: false, error: 'Enter a shorter number' };
  const match = /^([+\-−]?)([\d.,\s\u00a0\u2009\u202f]*)(?:[eE]([+\-−]?\d{1,4})|([A-Za-zµμ])(\d*))?$/.exec(text);
  if (!match) return { ok: false, error: 'Enter a number' };
  const [, sign = '', body = '', exponentText, letter, afterLetter = ''] = match;
  let exponent = exponentText === undefined ? 0 : Number(exponentText.replace('−', '-'));
  let prefixExponent: number | undefined;
  let mantissa: string | undefined;
  if (letter !== undefined) {
    const isRkm = letter === 'R' || letter === 'r';
    const letterExponent = isRkm ? (reading.rkm ? 0 : undefined) : reading.prefixes ? PREFIX_EXPONENTS[letter] : undefined;
    if (letterExponent === undefined) {
      const known = isRkm || PREFIX_EXPONENTS[letter] !== undefined;
      return { ok: false, error: known ? `Enter the number without “${letter}”: this field takes no prefix` : 'Enter a number' };
    }
    if (!isRkm) prefixExponent = letterExponent;
    exponent = letterExponent;
    if (afterLetter !== '') {
      // '4k7': the letter is the point, so the digits on both sides are plain digits.
      if (!/^\d+$/.test(body)) return { ok: false, error: `Enter a number such as 4${letter}7` };
      mantissa = `${body}.${afterLetter}`;
    }
  }
  if (mantissa === undefined) {
    const grouped = body.replace(SPACES, GROUP_SPACE);
    const english = readWith(grouped, '.', ',');
    const other = readWith(grouped, ',', '.');
    if (english === undefined && other === undefined) return { ok: false, error: 'Enter a number' };
    if (english !== undefined && other !== undefined && Number(english) !== Number(other)) {
      // Both conventions read it, differently: the reader's locale decides only where it is the
      // only convention in use; see the decision record.
      if (decimalMarkOf(reading.locale) === ',') return { ok: false, error: ambiguous(text, [english, other]) };
    }
    mantissa = english ?? other ?? '';
  }
  // One conversion from decimal text, so '4k7' is exactly 4700 and '2.2u' the double nearest 2.2e-6.
  const magnitude = Number(`${mantissa}e${exponent}`);
  const value = sign === '-' || sign === '−' ? -magnitude : magnitude;
  return prefixExponent === undefined ? { ok: true, value } : { ok: true, value, prefixExponent };
}
