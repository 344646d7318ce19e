// Frequency ↔ wavelength for a wave travelling at c × velocity factor (coax, free space, PCB).
import type { CalculatorDescriptor } from '../descriptor';
import { FORM_ERROR_KEY } from '../descriptor';
import { SPEED_OF_LIGHT } from '../physics';
import { failure, runCalculator, success } from '../run';
import { frequencyUnits } from '../units';

/** Wavelength (m) of a frequency (Hz) at a velocity factor (0–1, 1 = vacuum). */
export function wavelengthOf(frequency: number, velocityFactor = 1): number {
  return (SPEED_OF_LIGHT * velocityFactor) / frequency;
}

/** Frequency (Hz) of a wavelength (m) at a velocity factor (0–1, 1 = vacuum). */
export function frequencyOf(wavelength: number, velocityFactor = 1): number {
  return (SPEED_OF_LIGHT * velocityFactor) / wavelength;
}

const inputs = [
  {
    kind: 'number',
    key: 'frequency',
    label: 'Frequency',
    unit: 'Hz',
    units: frequencyUnits,
    defaultUnit: 'MHz',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
    optional: true,
  },
  {
    kind: 'number',
    key: 'wavelength',
    label: 'Wavelength',
    unit: 'm',
    min: 0,
    minExclusive: true,
    // ELF radio (3 Hz) is 10⁸ m; the 1 mHz floor on frequency is 3 × 10¹¹ m.
    max: 3e11,
    optional: true,
    units: [
      { id: 'mm', symbol: 'mm', factor: 1e-3 },
      { id: 'cm', symbol: 'cm', factor: 1e-2 },
      { id: 'm', symbol: 'm', factor: 1 },
      { id: 'km', symbol: 'km', factor: 1e3 },
    ],
  },
  {
    kind: 'number',
    key: 'velocityFactor',
    label: 'Velocity factor',
    unit: '',
    defaultValue: 1,
    min: 0,
    minExclusive: true,
    max: 1,
    help: '1 in vacuum (and almost in air), about 0.66 in solid-PE coax.',
  },
] as const;

export const frequencyWavelengthCalculator: CalculatorDescriptor = {
  id: 'frequency-wavelength',
  slug: 'frequency-to-wavelength',
  title: 'Frequency and wavelength',
  category: 'RF & signals',
  summary: 'Wavelength of a frequency, or frequency of a wavelength, in free space or a cable.',
  inputs,
  outputs: [
    { key: 'frequency', label: 'Frequency', unit: 'Hz', format: 'si', decimals: 4 },
    { key: 'wavelength', label: 'Wavelength', unit: 'm', format: 'si', decimals: 4 },
    { key: 'halfWave', label: 'Half wavelength', unit: 'm', format: 'si', decimals: 4 },
    { key: 'quarterWave', label: 'Quarter wavelength', unit: 'm', format: 'si', decimals: 4 },
    { key: 'period', label: 'Period', unit: 's', format: 'si', decimals: 4 },
  ],
  formula: 'λ = c × VF / f, c = 299 792 458 m/s',
  source: { title: 'BIPM SI Brochure, 9th ed. (2019)', citation: 'c = 299 792 458 m/s exactly (defining constant); λ = v / f' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ frequency, wavelength, velocityFactor }) => {
      if ((frequency === undefined) === (wavelength === undefined)) {
        return failure(FORM_ERROR_KEY, 'Enter either a frequency or a wavelength');
      }
      const f = frequency ?? frequencyOf(wavelength ?? 1, velocityFactor);
      const lambda = wavelength ?? wavelengthOf(f, velocityFactor);
      return success({ frequency: f, wavelength: lambda, halfWave: lambda / 2, quarterWave: lambda / 4, period: 1 / f });
    }),
};
