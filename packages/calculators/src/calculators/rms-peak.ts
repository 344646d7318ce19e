// Peak, peak-to-peak, RMS and rectified-average values of common periodic waveforms.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { voltageUnits } from '../units';

export type Waveform = 'sine' | 'square' | 'triangle' | 'sawtooth';
export type AmplitudeMeasure = 'peak' | 'peakToPeak' | 'rms' | 'average';

const ONE_OVER_ROOT_3 = 0.5773502691896258;

/** RMS and rectified average as fractions of the peak, for a symmetric waveform with no DC offset. */
const fractionsOfPeak: Readonly<Record<Waveform, { readonly rms: number; readonly average: number }>> = {
  sine: { rms: Math.SQRT1_2, average: 2 / Math.PI },
  square: { rms: 1, average: 1 },
  triangle: { rms: ONE_OVER_ROOT_3, average: 0.5 },
  sawtooth: { rms: ONE_OVER_ROOT_3, average: 0.5 },
};

export interface Amplitudes {
  readonly peak: number;
  readonly peakToPeak: number;
  readonly rms: number;
  readonly average: number;
}

/** All four amplitude measures (same unit as `value`, e.g. V) of a waveform given one of them. */
export function waveformAmplitudes(value: number, measure: AmplitudeMeasure, waveform: Waveform): Amplitudes {
  const fractions = fractionsOfPeak[waveform];
  const perPeak = { peak: 1, peakToPeak: 2, rms: fractions.rms, average: fractions.average }[measure];
  const peak = value / perPeak;
  return { peak, peakToPeak: 2 * peak, rms: peak * fractions.rms, average: peak * fractions.average };
}

const inputs = [
  { kind: 'number', key: 'value', label: 'Amplitude', unit: 'V', units: voltageUnits, defaultValue: 230, min: 0 },
  {
    kind: 'select',
    key: 'measure',
    label: 'Entered as',
    defaultValue: 'rms',
    options: [
      { value: 'rms', label: 'RMS' },
      { value: 'peak', label: 'Peak' },
      { value: 'peakToPeak', label: 'Peak-to-peak' },
      { value: 'average', label: 'Average (rectified)' },
    ],
  },
  {
    kind: 'select',
    key: 'waveform',
    label: 'Waveform',
    defaultValue: 'sine',
    options: [
      { value: 'sine', label: 'Sine' },
      { value: 'square', label: 'Square' },
      { value: 'triangle', label: 'Triangle' },
      { value: 'sawtooth', label: 'Sawtooth' },
    ],
  },
] as const;

export const rmsPeakCalculator: CalculatorDescriptor = {
  id: 'rms-peak',
  slug: 'rms-peak-converter',
  title: 'RMS, peak and average',
  category: 'RF & signals',
  summary: 'Convert between peak, peak-to-peak, RMS and average values of sine, square, triangle and sawtooth waves.',
  inputs,
  outputs: [
    { key: 'peak', label: 'Peak', unit: 'V', format: 'si', decimals: 3 },
    { key: 'peakToPeak', label: 'Peak-to-peak', unit: 'V', format: 'si', decimals: 3 },
    { key: 'rms', label: 'RMS', unit: 'V', format: 'si', decimals: 3 },
    { key: 'average', label: 'Average (rectified)', unit: 'V', format: 'si', decimals: 3 },
    { key: 'crestFactor', label: 'Crest factor (peak / RMS)', unit: '', decimals: 3 },
    { key: 'formFactor', label: 'Form factor (RMS / average)', unit: '', decimals: 3 },
  ],
  formula: 'sine: Vrms = Vp / √2, Vavg = 2 Vp / π\nsquare: Vrms = Vavg = Vp\ntriangle, sawtooth: Vrms = Vp / √3, Vavg = Vp / 2',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)',
    citation: '§1.3 signals: sinusoids, amplitudes and RMS values',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ value, measure, waveform }) => {
      const amplitudes = waveformAmplitudes(value, measure, waveform);
      const fractions = fractionsOfPeak[waveform];
      return success({ ...amplitudes, crestFactor: 1 / fractions.rms, formFactor: fractions.rms / fractions.average });
    }),
};
