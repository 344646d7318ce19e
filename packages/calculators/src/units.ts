// Unit choices for number inputs. Each factor converts the entered value to the calculator's
// base SI unit (value × factor), so calculators only ever see ohms, farads, metres, seconds…
import type { UnitChoice } from './descriptor';

export const resistanceUnits = [
  { id: 'mohm', symbol: 'mΩ', factor: 1e-3 },
  { id: 'ohm', symbol: 'Ω', factor: 1 },
  { id: 'kohm', symbol: 'kΩ', factor: 1e3 },
  { id: 'Mohm', symbol: 'MΩ', factor: 1e6 },
] as const satisfies readonly UnitChoice[];

export const capacitanceUnits = [
  { id: 'pF', symbol: 'pF', factor: 1e-12 },
  { id: 'nF', symbol: 'nF', factor: 1e-9 },
  { id: 'uF', symbol: 'µF', factor: 1e-6 },
  { id: 'mF', symbol: 'mF', factor: 1e-3 },
  { id: 'F', symbol: 'F', factor: 1 },
] as const satisfies readonly UnitChoice[];

export const inductanceUnits = [
  { id: 'nH', symbol: 'nH', factor: 1e-9 },
  { id: 'uH', symbol: 'µH', factor: 1e-6 },
  { id: 'mH', symbol: 'mH', factor: 1e-3 },
  { id: 'H', symbol: 'H', factor: 1 },
] as const satisfies readonly UnitChoice[];

export const frequencyUnits = [
  { id: 'Hz', symbol: 'Hz', factor: 1 },
  { id: 'kHz', symbol: 'kHz', factor: 1e3 },
  { id: 'MHz', symbol: 'MHz', factor: 1e6 },
  { id: 'GHz', symbol: 'GHz', factor: 1e9 },
] as const satisfies readonly UnitChoice[];

export const voltageUnits = [
  { id: 'uV', symbol: 'µV', factor: 1e-6 },
  { id: 'mV', symbol: 'mV', factor: 1e-3 },
  { id: 'V', symbol: 'V', factor: 1 },
  { id: 'kV', symbol: 'kV', factor: 1e3 },
] as const satisfies readonly UnitChoice[];

export const currentUnits = [
  { id: 'uA', symbol: 'µA', factor: 1e-6 },
  { id: 'mA', symbol: 'mA', factor: 1e-3 },
  { id: 'A', symbol: 'A', factor: 1 },
] as const satisfies readonly UnitChoice[];

export const powerUnits = [
  { id: 'uW', symbol: 'µW', factor: 1e-6 },
  { id: 'mW', symbol: 'mW', factor: 1e-3 },
  { id: 'W', symbol: 'W', factor: 1 },
  { id: 'kW', symbol: 'kW', factor: 1e3 },
] as const satisfies readonly UnitChoice[];

export const timeUnits = [
  { id: 'ns', symbol: 'ns', factor: 1e-9 },
  { id: 'us', symbol: 'µs', factor: 1e-6 },
  { id: 'ms', symbol: 'ms', factor: 1e-3 },
  { id: 's', symbol: 's', factor: 1 },
] as const satisfies readonly UnitChoice[];

/** Board and wire dimensions; 1 mil = 25.4 µm and 1 in = 25.4 mm exactly (NIST SP 811 B.8). */
export const smallLengthUnits = [
  { id: 'um', symbol: 'µm', factor: 1e-6 },
  { id: 'mm', symbol: 'mm', factor: 1e-3 },
  { id: 'mil', symbol: 'mil', factor: 25.4e-6 },
  { id: 'in', symbol: 'in', factor: 0.0254 },
] as const satisfies readonly UnitChoice[];

export const lengthUnits = [
  { id: 'mm', symbol: 'mm', factor: 1e-3 },
  { id: 'cm', symbol: 'cm', factor: 1e-2 },
  { id: 'm', symbol: 'm', factor: 1 },
  { id: 'in', symbol: 'in', factor: 0.0254 },
  { id: 'ft', symbol: 'ft', factor: 0.3048 },
] as const satisfies readonly UnitChoice[];

/** Battery capacity; base unit ampere-hour (1 A·h = 3600 C, NIST SP 811 B.8). */
export const chargeUnits = [
  { id: 'mAh', symbol: 'mAh', factor: 1e-3 },
  { id: 'Ah', symbol: 'Ah', factor: 1 },
] as const satisfies readonly UnitChoice[];

/** Twist rate of a pair; base unit twists per metre. */
export const twistRateUnits = [
  { id: 'per_m', symbol: 'twists/m', factor: 1 },
  { id: 'per_cm', symbol: 'twists/cm', factor: 100 },
  { id: 'per_in', symbol: 'twists/in', factor: 1 / 0.0254 },
] as const satisfies readonly UnitChoice[];
