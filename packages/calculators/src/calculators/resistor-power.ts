// Power a resistor dissipates (Joule heating) and the standard rating to buy for it.
import type { CalculatorDescriptor } from '../descriptor';
import { FORM_ERROR_KEY } from '../descriptor';
import { powerRatingLabel } from '../power-rating';
import { failure, runCalculator, success } from '../run';
import { currentUnits, resistanceUnits, voltageUnits } from '../units';

/** Power (W) dissipated in a resistance (Ω) from the voltage across it (V). */
export function resistorPowerFromVoltage(voltage: number, resistance: number): number {
  return (voltage * voltage) / resistance;
}

/** Power (W) dissipated in a resistance (Ω) from the current through it (A). */
export function resistorPowerFromCurrent(current: number, resistance: number): number {
  return current * current * resistance;
}

const inputs = [
  {
    kind: 'number',
    key: 'resistance',
    label: 'Resistance',
    unit: 'Ω',
    units: resistanceUnits,
    defaultValue: 220,
    min: 0,
    minExclusive: true,
  },
  { kind: 'number', key: 'voltage', label: 'Voltage across', unit: 'V', units: voltageUnits, defaultValue: 5, min: 0, optional: true },
  { kind: 'number', key: 'current', label: 'Current through', unit: 'A', units: currentUnits, min: 0, optional: true },
  {
    kind: 'number',
    key: 'margin',
    label: 'Safety margin',
    unit: '×',
    defaultValue: 2,
    min: 1,
    max: 10,
    help: 'Rated power ÷ dissipated power; 2 keeps the part at half its rating.',
  },
] as const;

export const resistorPowerCalculator: CalculatorDescriptor = {
  id: 'resistor-power',
  slug: 'resistor-power-dissipation',
  title: 'Resistor power dissipation',
  category: 'Power',
  summary: 'Power a resistor dissipates from its voltage or current, and the standard power rating to choose.',
  inputs,
  outputs: [
    { key: 'power', label: 'Dissipated power', unit: 'W', format: 'si' },
    { key: 'current', label: 'Current', unit: 'A', format: 'si' },
    { key: 'voltage', label: 'Voltage', unit: 'V', format: 'si' },
    { key: 'rating', label: 'Power rating to choose', unit: '' },
  ],
  formula: 'P = V² / R = I² × R\nrating ≥ P × margin (1/16, 1/10, 1/8, 1/4, 1/2, 1, 2 W)',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015); IEC 60115-1',
    citation: '§1.2 power in resistors; IEC 60115-1 rated dissipation',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ resistance, voltage, current, margin }) => {
      if ((voltage === undefined) === (current === undefined)) {
        return failure(FORM_ERROR_KEY, 'Enter either the voltage across or the current through the resistor');
      }
      const power =
        voltage !== undefined ? resistorPowerFromVoltage(voltage, resistance) : resistorPowerFromCurrent(current ?? 0, resistance);
      return success({
        power,
        current: voltage !== undefined ? voltage / resistance : (current ?? 0),
        voltage: voltage ?? (current ?? 0) * resistance,
        rating: powerRatingLabel(power * margin),
      });
    }),
};
