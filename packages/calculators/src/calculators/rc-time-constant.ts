// RC charging: time constant and how far the capacitor has charged after n time constants.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits, resistanceUnits, voltageUnits } from '../units';

/** Time constant τ (s) of a resistance (Ω) and capacitance (F). */
export function rcTimeConstant(resistance: number, capacitance: number): number {
  return resistance * capacitance;
}

/** Fraction (0–1) of the final value an exponential step response reaches after `timeConstants` τ. */
export function chargedFraction(timeConstants: number): number {
  return 1 - Math.exp(-timeConstants);
}

const inputs = [
  {
    kind: 'number',
    key: 'resistance',
    label: 'Resistance',
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
    label: 'Capacitance',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'uF',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
  },
  { kind: 'number', key: 'supplyVoltage', label: 'Supply voltage', unit: 'V', units: voltageUnits, defaultValue: 5, min: 0 },
  {
    kind: 'number',
    key: 'timeConstants',
    label: 'Time elapsed (multiples of τ)',
    unit: 'τ',
    defaultValue: 1,
    min: 0,
    max: 100,
  },
] as const;

export const rcTimeConstantCalculator: CalculatorDescriptor = {
  id: 'rc-time-constant',
  slug: 'rc-time-constant',
  title: 'RC time constant',
  category: 'Passive components',
  summary: 'Time constant of a resistor–capacitor circuit and the charge reached after n time constants.',
  inputs,
  outputs: [
    { key: 'timeConstant', label: 'Time constant τ', unit: 's', format: 'si', decimals: 3 },
    { key: 'elapsed', label: 'Time elapsed', unit: 's', format: 'si', decimals: 3 },
    { key: 'chargePercent', label: 'Charge reached', unit: '%' },
    { key: 'chargingVoltage', label: 'Voltage while charging', unit: 'V', format: 'si', decimals: 3 },
    { key: 'dischargingVoltage', label: 'Voltage while discharging', unit: 'V', format: 'si', decimals: 3 },
    { key: 'settlingTime', label: 'Time to 99 %', unit: 's', format: 'si', decimals: 3 },
  ],
  formula: 'τ = R × C\nV(t) = Vs × (1 − e^(−t/τ)) charging, Vs × e^(−t/τ) discharging',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)',
    citation: '§1.4 capacitors and ac circuits: RC charging and discharging',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ resistance, capacitance, supplyVoltage, timeConstants }) => {
      const timeConstant = rcTimeConstant(resistance, capacitance);
      const fraction = chargedFraction(timeConstants);
      return success({
        timeConstant,
        elapsed: timeConstant * timeConstants,
        chargePercent: fraction * 100,
        chargingVoltage: supplyVoltage * fraction,
        dischargingVoltage: supplyVoltage * (1 - fraction),
        settlingTime: timeConstant * Math.log(100),
      });
    }),
};
