// Unloaded and loaded resistive voltage divider, solved for the output voltage.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { resistanceUnits, voltageUnits } from '../units';

/** Resistance (Ω) of two resistances (Ω) in parallel. */
function parallel(a: number, b: number): number {
  return (a * b) / (a + b);
}

/** Output voltage (V) of a divider from Vin (V), R1 and R2 (Ω), optionally loaded by RL (Ω) across R2. */
export function voltageDivider(inputVoltage: number, r1: number, r2: number, load?: number): number {
  const lower = load === undefined ? r2 : parallel(r2, load);
  return (inputVoltage * lower) / (r1 + lower);
}

const inputs = [
  { kind: 'number', key: 'inputVoltage', label: 'Input voltage', unit: 'V', units: voltageUnits, defaultValue: 12, min: 0 },
  {
    kind: 'number',
    key: 'r1',
    label: 'R1 (top)',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'r2',
    label: 'R2 (bottom)',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 4.7,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'load',
    label: 'Load resistance',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    min: 0,
    minExclusive: true,
    optional: true,
    help: 'Leave blank for an unloaded divider.',
  },
] as const;

export const voltageDividerCalculator: CalculatorDescriptor = {
  id: 'voltage-divider',
  slug: 'voltage-divider',
  title: 'Voltage divider',
  category: 'Basic circuits',
  summary: 'Output voltage of a two-resistor divider, with or without a load.',
  inputs,
  outputs: [
    { key: 'outputVoltage', label: 'Output voltage', unit: 'V', format: 'si', decimals: 3 },
    { key: 'ratio', label: 'Vout / Vin', unit: '', decimals: 4 },
    { key: 'current', label: 'Current through R1', unit: 'A', format: 'si' },
    { key: 'sourceResistance', label: 'Output (Thévenin) resistance', unit: 'Ω', format: 'si' },
  ],
  formula: 'Vout = Vin × R2 / (R1 + R2)\nloaded: R2 → R2 ∥ RL = R2 × RL / (R2 + RL)',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)',
    citation: '§1.2 voltage dividers and Thévenin equivalent circuits',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ inputVoltage, r1, r2, load }) => {
      const outputVoltage = voltageDivider(inputVoltage, r1, r2, load);
      return success({
        outputVoltage,
        ratio: inputVoltage === 0 ? voltageDivider(1, r1, r2, load) : outputVoltage / inputVoltage,
        current: (inputVoltage - outputVoltage) / r1,
        sourceResistance: parallel(r1, load === undefined ? r2 : parallel(r2, load)),
      });
    }),
};
