// Capacitor marking codes (IEC 60062:2016): the 3-digit picofarad code (104 = 10 × 10^4 pF),
// letter codes that place the decimal point (4n7, 4R7) and tolerance letters.
import type { CalculatorDescriptor } from '../descriptor';
import { failure, runCalculator, success } from '../run';
import { timesPowerOfTen } from '../scale';

/** Tolerance letters: absolute in pF for small values, else percent. */
const TOLERANCE_LETTERS: Readonly<Record<string, string>> = {
  B: '±0.1 pF',
  C: '±0.25 pF',
  D: '±0.5 pF',
  F: '±1 %',
  G: '±2 %',
  J: '±5 %',
  K: '±10 %',
  M: '±20 %',
  Z: '+80 / −20 %',
};

/** Decimal-point letters and the power of ten of picofarads they stand for. */
const UNIT_LETTER_EXPONENTS: Readonly<Record<string, number>> = { P: 0, R: 0, N: 3, U: 6, M: 9 };

/** Third digits 8 and 9 mean ×0.01 and ×0.1 (EIA-198), so 109 = 1.0 pF. */
function codeExponent(digit: number): number {
  return digit === 8 ? -2 : digit === 9 ? -1 : digit;
}

export interface CapacitorMarking {
  /** F */
  readonly capacitance: number;
  /** pF, exact as marked */
  readonly picofarads: number;
  /** '±10 %', '±0.25 pF'…, when the code carries a tolerance letter */
  readonly tolerance?: string;
}

/** Capacitance (F, and pF) and tolerance of a capacitor marking such as '104', '104K', '4n7', '4R7' or '47'. */
export function decodeCapacitorCode(code: string): CapacitorMarking {
  // µ (micro sign) and μ (Greek mu) both upper-case to Greek capital mu, so map them to U first.
  let text = code.trim().replace(/\s+/g, '').replace(/[µμ]/g, 'U').toUpperCase();
  let tolerance: string | undefined;
  const last = text.charAt(text.length - 1);
  // A trailing letter after digits is a tolerance letter (104K), not a decimal point (4N7 has digits after it).
  if (text.length > 1 && TOLERANCE_LETTERS[last] && /\d/.test(text.charAt(text.length - 2))) {
    tolerance = TOLERANCE_LETTERS[last];
    text = text.slice(0, -1);
  }
  let picofarads: number | undefined;
  const digits = /^(\d{1,2})(\d)?$/.exec(text);
  const letter = /^(\d*)([PRNUM])(\d*)$/.exec(text);
  if (digits) {
    picofarads = digits[2] === undefined ? Number(digits[1]) : timesPowerOfTen(Number(digits[1]), codeExponent(Number(digits[2])));
  } else if (letter && (letter[1] || letter[3])) {
    const fraction = letter[3] ?? '';
    picofarads = timesPowerOfTen(
      Number(`${letter[1] || '0'}${fraction}`),
      (UNIT_LETTER_EXPONENTS[letter[2] ?? 'P'] ?? 0) - fraction.length,
    );
  }
  if (picofarads === undefined) throw new RangeError('Enter a code such as 104, 104K, 4n7 or 4R7');
  // Dividing by the exact 1e12 keeps 100000 pF → 1e-7 F without a stray last digit.
  const capacitance = picofarads / 1e12;
  return tolerance === undefined ? { capacitance, picofarads } : { capacitance, picofarads, tolerance };
}

const inputs = [
  { kind: 'text', key: 'code', label: 'Marking code', defaultValue: '104', placeholder: '104, 104K, 4n7, 4R7', maxLength: 8 },
] as const;

export const capacitorCodeCalculator: CalculatorDescriptor = {
  id: 'capacitor-code',
  slug: 'capacitor-code',
  title: 'Capacitor code',
  category: 'Passive components',
  summary: 'Decode the 3-digit and letter markings on ceramic and film capacitors (104 = 100 nF).',
  inputs,
  outputs: [
    { key: 'capacitance', label: 'Capacitance', unit: 'F', format: 'si', decimals: 3 },
    { key: 'picofarads', label: 'In picofarads', unit: 'pF', format: 'significant', decimals: 6 },
    { key: 'nanofarads', label: 'In nanofarads', unit: 'nF', format: 'significant', decimals: 6 },
    { key: 'microfarads', label: 'In microfarads', unit: 'µF', format: 'significant', decimals: 6 },
    { key: 'tolerance', label: 'Tolerance', unit: '' },
  ],
  resultPart: 'capacitor',
  formula: 'abc → ab × 10^c pF (c = 8: ×0.01, c = 9: ×0.1)\np, n, µ, R mark the decimal point (4n7 = 4.7 nF)',
  source: {
    title: 'IEC 60062:2016',
    citation: 'Marking codes for resistors and capacitors: 3-character code, letter code, tolerance letters',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ code }) => {
      try {
        const { capacitance, picofarads, tolerance } = decodeCapacitorCode(code);
        return success({
          capacitance,
          picofarads,
          nanofarads: picofarads / 1e3,
          microfarads: picofarads / 1e6,
          tolerance: tolerance ?? 'not marked',
        });
      } catch (error) {
        return failure('code', error instanceof RangeError ? error.message : 'Unknown code');
      }
    }),
};
