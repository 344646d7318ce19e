// SMD resistor marking codes (IEC 60062:2016): 3-digit and 4-digit codes, R/K/M letter codes
// (RKM, e.g. 4K7) and the EIA-96 code for 1 % parts (two-digit E96 index + multiplier letter).
import type { CalculatorDescriptor } from '../descriptor';
import { coarsestSeriesContaining, E96 } from '../e-series';
import { failure, runCalculator, success } from '../run';
import { timesPowerOfTen } from '../scale';

export type SmdCodeScheme = '3-digit' | '4-digit' | 'EIA-96' | 'letter code' | 'zero-ohm jumper';

/** EIA-96 multiplier letters as powers of ten (Y and R, X and S, B and H are synonyms). */
const EIA96_MULTIPLIER_EXPONENTS: Readonly<Record<string, number>> = {
  Z: -3,
  Y: -2,
  R: -2,
  X: -1,
  S: -1,
  A: 0,
  B: 1,
  H: 1,
  C: 2,
  D: 3,
  E: 4,
  F: 5,
};

const LETTER_CODE_EXPONENTS: Readonly<Record<string, number>> = { R: 0, K: 3, M: 6, G: 9, T: 12 };

/** Resistance (Ω) and scheme of an SMD resistor marking such as '472', '4702', '4R7', '4K7' or '01C'. */
export function decodeSmdResistorCode(code: string): { readonly resistance: number; readonly scheme: SmdCodeScheme } {
  const text = code.trim().toUpperCase();
  if (/^0+$/.test(text)) return { resistance: 0, scheme: 'zero-ohm jumper' };
  const eia = /^(\d{2})([A-Z])$/.exec(text);
  if (eia) {
    const index = Number(eia[1]);
    const exponent = EIA96_MULTIPLIER_EXPONENTS[eia[2] ?? ''];
    const base = E96[index - 1];
    if (exponent === undefined || base === undefined || index < 1) throw new RangeError(`${text} is not an EIA-96 code`);
    return { resistance: timesPowerOfTen(base, exponent), scheme: 'EIA-96' };
  }
  const digits = /^(\d{2,3})(\d)$/.exec(text);
  if (digits && (text.length === 3 || text.length === 4)) {
    return {
      resistance: timesPowerOfTen(Number(digits[1]), Number(digits[2])),
      scheme: text.length === 3 ? '3-digit' : '4-digit',
    };
  }
  const letter = /^(\d*)([RKMGT])(\d*)$/.exec(text);
  if (letter && (letter[1] || letter[3])) {
    const fraction = letter[3] ?? '';
    const significand = Number(`${letter[1] || '0'}${fraction}`);
    const exponent = (LETTER_CODE_EXPONENTS[letter[2] ?? 'R'] ?? 0) - fraction.length;
    return { resistance: timesPowerOfTen(significand, exponent), scheme: 'letter code' };
  }
  throw new RangeError('Enter a code such as 472, 4702, 4R7, 4K7 or 01C');
}

const inputs = [
  { kind: 'text', key: 'code', label: 'Marking code', defaultValue: '472', placeholder: '472, 4702, 4R7, 01C', maxLength: 8 },
] as const;

export const smdResistorCodeCalculator: CalculatorDescriptor = {
  id: 'smd-resistor-code',
  slug: 'smd-resistor-code',
  title: 'SMD resistor code',
  category: 'Passive components',
  summary: 'Decode 3-digit, 4-digit, R-notation and EIA-96 markings on SMD resistors.',
  inputs,
  outputs: [
    { key: 'resistance', label: 'Resistance', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'scheme', label: 'Code type', unit: '' },
    { key: 'series', label: 'E-series', unit: '' },
  ],
  formula:
    '3-digit abc: ab × 10^c; 4-digit abcd: abc × 10^d\nR, K, M mark the decimal point (4R7 = 4.7 Ω, 4K7 = 4.7 kΩ)\nEIA-96: E96 value no. NN × letter multiplier (01C = 100 × 100 Ω)',
  source: {
    title: 'IEC 60062:2016',
    citation: 'Marking codes for resistors and capacitors: 3- and 4-character codes, letter (RKM) code, EIA-96 code',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ code }) => {
      try {
        const { resistance, scheme } = decodeSmdResistorCode(code);
        return success({
          resistance,
          scheme,
          series: (resistance > 0 && coarsestSeriesContaining(resistance)) || 'not a standard value',
        });
      } catch (error) {
        return failure('code', error instanceof RangeError ? error.message : 'Unknown code');
      }
    }),
};
