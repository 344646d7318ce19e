// Number formatting shared by pages and validation messages. Nothing here ever prints NaN or
// Infinity: a non-finite number shows as an em dash.
import type { CalculatorOutput } from './descriptor';
import { decadeOf } from './scale';

/** Decimals shown when an output names none (docs/product.md §9: default rounding 2 decimals). */
export const DEFAULT_DECIMALS = 2;

const NOT_A_VALUE = '—';

/** Rounds half away from zero to `decimals` places; the epsilon nudge makes 1.005 → 1.01. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * scale * (1 + Number.EPSILON)) / scale;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** Formats a number with a fixed count of decimals (default 2), e.g. 3.14159 → '3.14'. */
export function formatValue(value: number, decimals: number = DEFAULT_DECIMALS): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  // toFixed turns to exponent form from 1e21 ('1e+21'): past 1e15 write significant digits instead.
  if (Math.abs(value) >= 1e15) return formatSignificant(value, 6);
  return roundTo(value, decimals).toFixed(decimals);
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Formats to `digits` significant digits, plain notation from 1e-4 to 1e15, else scientific. */
export function formatSignificant(value: number, digits = 6): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e15) return String(Number(value.toPrecision(digits)));
  const [mantissa = '', exponent = ''] = value.toExponential(digits - 1).split('e');
  return `${trimZeros(mantissa)}e${exponent.replace('+', '')}`;
}

const SI_PREFIXES: Readonly<Record<number, string>> = {
  [-24]: 'y',
  [-21]: 'z',
  [-18]: 'a',
  [-15]: 'f',
  [-12]: 'p',
  [-9]: 'n',
  [-6]: 'µ',
  [-3]: 'm',
  0: '',
  3: 'k',
  6: 'M',
  9: 'G',
  12: 'T',
  15: 'P',
  18: 'E',
  21: 'Z',
  24: 'Y',
};

/** Formats with an SI prefix and up to `decimals` decimals, e.g. (4700, 'Ω') → '4.7 kΩ'; beyond y…Y, scientific ('1.6e30 Ω'). */
export function formatSi(value: number, unit: string, decimals: number = DEFAULT_DECIMALS): string {
  if (!Number.isFinite(value)) return NOT_A_VALUE;
  if (value === 0) return unit ? `0 ${unit}` : '0';
  let exponent = Math.floor(decadeOf(value) / 3) * 3;
  let mantissa = roundTo(value / 10 ** exponent, decimals);
  // Rounding 999.996 up gives 1000: move to the next prefix instead of printing '1000 k'.
  if (Math.abs(mantissa) >= 1000) {
    exponent += 3;
    mantissa = roundTo(value / 10 ** exponent, decimals);
  }
  const prefix = SI_PREFIXES[exponent];
  // No prefix means that much: rather than '1.59e+282 YΩ' or '0 yΩ', the base unit in scientific notation.
  if (prefix === undefined) {
    const number = formatSignificant(value, Math.max(1, decimals + 1));
    return unit ? `${number} ${unit}` : number;
  }
  const number = trimZeros(mantissa.toFixed(decimals));
  const symbol = `${prefix}${unit}`;
  return symbol ? `${number} ${symbol}` : number;
}

/** Formats one calculator output as its descriptor asks (fixed, SI prefix or significant digits), with its unit. */
export function formatOutput(output: CalculatorOutput, value: number | string): string {
  if (typeof value === 'string') return value;
  const decimals = output.decimals ?? DEFAULT_DECIMALS;
  if (output.format === 'si') return formatSi(value, output.unit, decimals);
  const number = output.format === 'significant' ? formatSignificant(value, decimals) : formatValue(value, decimals);
  return output.unit && number !== NOT_A_VALUE ? `${number} ${output.unit}` : number;
}
