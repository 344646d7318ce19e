// Energy and charge stored in a charged capacitor.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits, voltageUnits } from '../units';

/** Energy (J) stored in a capacitance (F) charged to a voltage (V). */
export function capacitorEnergy(capacitance: number, voltage: number): number {
  return 0.5 * capacitance * voltage * voltage;
}

const inputs = [
  {
    kind: 'number',
    key: 'capacitance',
    label: 'Capacitance',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'uF',
    defaultValue: 1000,
    min: 0,
  },
  { kind: 'number', key: 'voltage', label: 'Voltage', unit: 'V', units: voltageUnits, defaultValue: 25, min: 0 },
] as const;

export const capacitorEnergyCalculator: CalculatorDescriptor = {
  id: 'capacitor-energy',
  slug: 'capacitor-energy',
  title: 'Capacitor energy',
  category: 'Passive components',
  summary: 'Energy and charge stored in a capacitor at a given voltage.',
  inputs,
  outputs: [
    { key: 'energy', label: 'Stored energy', unit: 'J', format: 'si', decimals: 3 },
    { key: 'charge', label: 'Stored charge', unit: 'C', format: 'si', decimals: 3 },
  ],
  formula: 'E = ½ C V²\nQ = C V',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.4 capacitors (stored energy ½CV²)' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ capacitance, voltage }) =>
      success({ energy: capacitorEnergy(capacitance, voltage), charge: capacitance * voltage }),
    ),
};
