// 555 timer in astable mode. The capacitor swings between 1/3 and 2/3 of the supply, so each
// half-cycle lasts ln 2 · R · C; the datasheet's 0.693 and 1.44 are that constant rounded.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits, resistanceUnits } from '../units';

export interface AstableTiming {
  /** Hz */
  readonly frequency: number;
  /** s */
  readonly period: number;
  /** s, output high (charging through RA + RB) */
  readonly highTime: number;
  /** s, output low (discharging through RB) */
  readonly lowTime: number;
  /** %, high time / period */
  readonly dutyCycle: number;
}

/** Frequency (Hz), high/low times (s) and duty cycle (%) of a 555 astable from RA, RB (Ω) and C (F). */
export function timer555Astable(ra: number, rb: number, capacitance: number): AstableTiming {
  const highTime = Math.LN2 * (ra + rb) * capacitance;
  const lowTime = Math.LN2 * rb * capacitance;
  const period = highTime + lowTime;
  return { frequency: 1 / period, period, highTime, lowTime, dutyCycle: (highTime / period) * 100 };
}

const inputs = [
  {
    kind: 'number',
    key: 'ra',
    label: 'RA',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 1,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'rb',
    label: 'RB',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'capacitance',
    label: 'C',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
  },
] as const;

export const timer555AstableCalculator: CalculatorDescriptor = {
  id: 'timer-555-astable',
  slug: '555-timer-astable',
  title: '555 timer (astable)',
  category: 'ICs & timing',
  summary: 'Frequency, duty cycle and high/low times of a 555 oscillator.',
  inputs,
  outputs: [
    { key: 'frequency', label: 'Frequency', unit: 'Hz', format: 'si', decimals: 3 },
    { key: 'period', label: 'Period', unit: 's', format: 'si', decimals: 3 },
    { key: 'highTime', label: 'High time', unit: 's', format: 'si', decimals: 3 },
    { key: 'lowTime', label: 'Low time', unit: 's', format: 'si', decimals: 3 },
    { key: 'dutyCycle', label: 'Duty cycle', unit: '%' },
  ],
  formula: 'tH = ln 2 × (RA + RB) × C\ntL = ln 2 × RB × C\nf = 1 / (tH + tL) ≈ 1.44 / ((RA + 2 RB) C)',
  source: {
    title: 'Texas Instruments LM555 datasheet (SNAS548)',
    citation: 'astable operation: f = 1.44 / ((RA + 2RB) C), tH = 0.693 (RA + RB) C',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ ra, rb, capacitance }) => success({ ...timer555Astable(ra, rb, capacitance) })),
};
