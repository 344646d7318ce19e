// Matched resistive attenuators (pi and T) between equal source and load impedances.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { resistanceUnits } from '../units';

export interface AttenuatorResistors {
  /** Ω, each of the two shunt resistors of the pi pad */
  readonly piShunt: number;
  /** Ω, the series resistor of the pi pad */
  readonly piSeries: number;
  /** Ω, each of the two series resistors of the T pad */
  readonly teeSeries: number;
  /** Ω, the shunt resistor of the T pad */
  readonly teeShunt: number;
}

/** Pi and T attenuator resistors (Ω) for an attenuation (dB, > 0) in a system impedance (Ω). */
export function attenuatorResistors(attenuationDb: number, impedance: number): AttenuatorResistors {
  const k = 10 ** (attenuationDb / 20);
  return {
    piShunt: (impedance * (k + 1)) / (k - 1),
    piSeries: (impedance * (k * k - 1)) / (2 * k),
    teeSeries: (impedance * (k - 1)) / (k + 1),
    teeShunt: (2 * impedance * k) / (k * k - 1),
  };
}

const inputs = [
  { kind: 'number', key: 'attenuation', label: 'Attenuation', unit: 'dB', defaultValue: 10, min: 0, minExclusive: true, max: 120 },
  { kind: 'number', key: 'impedance', label: 'Impedance', unit: 'Ω', units: resistanceUnits, defaultValue: 50, min: 0, minExclusive: true },
] as const;

export const attenuatorCalculator: CalculatorDescriptor = {
  id: 'attenuator',
  slug: 'attenuator-pi-t',
  title: 'Pi and T attenuator',
  category: 'RF & signals',
  summary: 'Resistor values of matched pi and T attenuator pads.',
  inputs,
  outputs: [
    { key: 'piShunt', label: 'Pi: shunt resistors (×2)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'piSeries', label: 'Pi: series resistor', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'teeSeries', label: 'T: series resistors (×2)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'teeShunt', label: 'T: shunt resistor', unit: 'Ω', format: 'si', decimals: 3 },
  ],
  formula:
    'K = 10^(dB / 20)\npi: Rshunt = Z (K + 1) / (K − 1), Rseries = Z (K² − 1) / (2K)\nT: Rseries = Z (K − 1) / (K + 1), Rshunt = 2 Z K / (K² − 1)',
  source: {
    title: 'Reference Data for Radio Engineers (ITT / Howard W. Sams)',
    citation: 'attenuators: symmetrical T and pi pads between equal impedances',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ attenuation, impedance }) => success({ ...attenuatorResistors(attenuation, impedance) })),
};
