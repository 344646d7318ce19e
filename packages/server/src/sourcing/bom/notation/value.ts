/**
 * One value token as engineers write it: SI ('100nF', '4.7k', '2.2uH', '100n'), RKM, where the
 * multiplier letter is the decimal point ('4k7', '2k2', '8p2', '4u7', '1R0', '0R', 'u1' = 0.1 µ),
 * with or without its unit ('F', 'H', 'Ω', 'OHM', a trailing 'R').
 */

export type ValueUnit = 'ohm' | 'farad' | 'henry';

export interface ValueToken {
  /** In ohms, farads or henries. */
  value: number;
  /** The unit the token wrote ('F', 'H', 'Ω'), if any. */
  unit?: ValueUnit;
  /** The unit the multiplier letter implies when none is written: p and n are capacitors, k and M resistors. */
  implied?: ValueUnit;
}

const MULTIPLIERS: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  R: 1,
  E: 1,
  '': 1,
};

/** Upper-case forms BOMs write where case was lost ('100N', '4U7', '22P', '4K7'); M stays mega, m milli. */
const CASE_FOLD: Record<string, string> = { P: 'p', N: 'n', U: 'u', K: 'k', r: 'R', e: 'E' };

function multiplierOf(letter: string): number | undefined {
  return MULTIPLIERS[CASE_FOLD[letter] ?? letter];
}

function unitOf(text: string): ValueUnit | undefined {
  if (/^(F|FD)$/i.test(text)) return 'farad';
  if (/^H$/i.test(text)) return 'henry';
  if (/^(Ω|Ω|OHMS?|R)$/i.test(text)) return 'ohm';
  return undefined;
}

function impliedBy(letter: string): ValueUnit | undefined {
  const folded = CASE_FOLD[letter] ?? letter;
  if (['p', 'n', 'u', 'µ', 'μ'].includes(folded)) return 'farad';
  if (['k', 'M', 'G', 'R', 'E'].includes(folded)) return 'ohm';
  return undefined;
}

/** Significant digits of a mantissa: E-series values have at most three, part numbers ('1N914') more. */
function significantDigits(digits: string): number {
  return digits.replace(/\./g, '').replace(/^0+/, '').replace(/0+$/, '').length;
}

const LETTERS = 'pPnNuUµμmkKMGRrEe';
const UNITS = 'F|FD|H|Ω|Ω|OHMS?|R';
/** '4.7uF', '100n', '10k', '0R', '100R', '2.2 µH', '10KOHM'. */
const SI = new RegExp(`^(\\d+(?:[.,]\\d+)?|[.,]\\d+)(MEG|[${LETTERS}])?(${UNITS})?$`, 'i');
/** '4k7', '8p2', '1R0', '4u7F', '2n2': the letter is the decimal point. */
const RKM = new RegExp(`^(\\d{1,3})([${LETTERS}])(\\d{1,3})(${UNITS})?$`);
/** 'u1' (0.1 µ), 'n47', 'p5': a leading multiplier. Only lower case: 'U1' is a designator. */
const LEADING = new RegExp(`^([pnuµμ])(\\d{1,3})(F|H)?$`);
/** 'R10', 'R047' (0.1 Ω, 0.047 Ω): only where the line is known to be a resistor, since 'R10' is also a designator. */
const LEADING_R = /^R(\d{1,3})$/;

/**
 * Reads one token; undefined when it is not a value. `resistor` allows the forms that are only
 * values on a resistor line: a bare number ('332') and a leading R ('R10').
 */
export function readValueToken(token: string, resistor = false): ValueToken | undefined {
  const text = token.trim();
  if (!text || text.length > 12) return undefined;
  const rkm = RKM.exec(text);
  if (rkm) {
    const [, whole, letter, fraction, unitText = ''] = rkm as unknown as [string, string, string, string, string | undefined];
    // 'm' as a decimal point is milli-ohms on a shunt ('4m7'); rare enough elsewhere to need a resistor line.
    if (letter === 'm' && !resistor) return undefined;
    if (significantDigits(whole + fraction) > 3) return undefined;
    const unit = unitOf(unitText);
    if (unitText && !unit) return undefined;
    const factor = multiplierOf(letter)!;
    return withUnits(Number(`${whole}.${fraction}`) * factor, unit, impliedBy(letter));
  }
  const si = SI.exec(text);
  if (si) {
    const [, number, letterText = '', unitText = ''] = si as unknown as [string, string, string | undefined, string | undefined];
    // A trailing R after a multiplier ('4.7kR') is the ohm sign; 'R' alone is ohms.
    const letter = /^MEG$/i.test(letterText) ? 'M' : letterText;
    if (letter === 'm' && !unitText && !resistor) return undefined;
    if (!letter && !unitText && !resistor) return undefined;
    const unit = unitOf(unitText);
    if (unitText && !unit) return undefined;
    // 'MF' on old drawings is µF, but '1MF' could as well be a typo for 1 mF: case decides, M is mega.
    let factor = multiplierOf(letter);
    if (factor === undefined) return undefined;
    // Henries and farads have no mega: '1MH' is 1 mH where case was lost.
    if (letter === 'M' && (unit === 'henry' || unit === 'farad')) factor = 1e-3;
    const value = Number(number!.replace(',', '.')) * factor;
    return withUnits(value, unit, impliedBy(letter));
  }
  const leading = LEADING.exec(text);
  if (leading) {
    const [, letter, digits, unitText = ''] = leading as unknown as [string, string, string, string | undefined];
    return withUnits(Number(`0.${digits}`) * multiplierOf(letter)!, unitOf(unitText), 'farad');
  }
  const leadingR = resistor ? LEADING_R.exec(text) : null;
  if (leadingR) return { value: Number(`0.${leadingR[1]}`), unit: 'ohm' };
  return undefined;
}

function withUnits(value: number, unit: ValueUnit | undefined, implied: ValueUnit | undefined): ValueToken | undefined {
  if (!Number.isFinite(value)) return undefined;
  // Rounded to the precision a value can have, so 4u7 is exactly 4.7e-6 for the catalogue's text.
  const clean = Number(value.toPrecision(12));
  return { value: clean, ...(unit ? { unit } : {}), ...(implied ? { implied } : {}) };
}
