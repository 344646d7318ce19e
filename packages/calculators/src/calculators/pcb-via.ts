// Current and resistance of a plated through via. The barrel is a copper tube of the finished hole
// diameter d and the plating thickness t, cross-section A = π (d + t) t (Brooks & Graves). Its
// current for a temperature rise is the IPC-2221 external-conductor fit applied to that area, as the
// CircuitCalculator.com, Advanced Circuits and KiCad via calculators do: IPC-2152 has no via chart,
// and Brooks & Adam found a via runs cooler than the trace feeding it, so the trace fit is the
// conservative bound. Resistance is ρ L / A at the hot temperature.
import type { CalculatorDescriptor } from '../descriptor';
import { MM_PER_MIL } from '../physics';
import { runCalculator, success } from '../run';
import { smallLengthUnits } from '../units';

/** IPC-2221 external-conductor fit: I = 0.048 ΔT^0.44 A^0.725, A in mil². */
const EXTERNAL_K = 0.048;
/** Temperature coefficient of copper resistance at 20 °C, 1/K (IEC 60028). */
const COPPER_ALPHA = 0.00393;
/** Resistivity of annealed copper at 20 °C, Ω·m (IEC 60028). */
export const ANNEALED_COPPER_RESISTIVITY = 1.7241e-8;

const SQUARE_METRES_PER_MIL2 = (MM_PER_MIL * 1e-3) ** 2;

export interface ViaBarrel {
  /** Cross-section of the plated barrel, m². */
  readonly area: number;
  /** The same in mil², the unit of the IPC fits. */
  readonly areaMil2: number;
}

/** Cross-section (m², mil²) of a via barrel of a finished hole diameter (m) and a plating thickness (m): π (d + t) t. */
export function viaBarrel(holeDiameter: number, plating: number): ViaBarrel {
  const area = Math.PI * (holeDiameter + plating) * plating;
  return { area, areaMil2: area / SQUARE_METRES_PER_MIL2 };
}

/** Current (A) a via of a barrel cross-section (mil²) carries for a temperature rise (°C), by the IPC-2221 external fit. */
export function viaCurrent(areaMil2: number, temperatureRise: number): number {
  return EXTERNAL_K * temperatureRise ** 0.44 * areaMil2 ** 0.725;
}

/** DC resistance (Ω) of a via barrel: cross-section (m²), length (m), resistivity at 20 °C (Ω·m), temperature (°C). */
export function viaResistance(area: number, length: number, resistivity: number, temperature: number): number {
  return ((resistivity * length) / area) * (1 + COPPER_ALPHA * (temperature - 20));
}

const inputs = [
  {
    kind: 'number',
    key: 'holeDiameter',
    label: 'Finished hole diameter',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 0.3,
    min: 0,
    minExclusive: true,
    max: 0.01,
    help: 'The drilled hole less twice the plating.',
  },
  {
    kind: 'number',
    key: 'plating',
    label: 'Plating thickness',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'um',
    defaultValue: 25,
    min: 1e-6,
    max: 2e-4,
    help: 'IPC-6012 class 2 asks for 20 µm average, class 3 for 25 µm.',
  },
  {
    kind: 'number',
    key: 'length',
    label: 'Via length',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 1.6,
    min: 0,
    minExclusive: true,
    max: 0.02,
    help: 'The board thickness for a through via.',
  },
  { kind: 'number', key: 'temperatureRise', label: 'Temperature rise', unit: '°C', defaultValue: 10, min: 1, max: 100 },
  { kind: 'number', key: 'ambient', label: 'Ambient temperature', unit: '°C', defaultValue: 25, min: -55, max: 150 },
  {
    kind: 'number',
    key: 'resistivity',
    label: 'Plating resistivity',
    unit: 'µΩ·cm',
    defaultValue: 1.7241,
    min: 1.5,
    max: 3,
    help: 'Annealed copper is 1.724 µΩ·cm (IEC 60028); electroplated copper 1.7–2.2.',
  },
  {
    kind: 'number',
    key: 'current',
    label: 'Applied current',
    unit: 'A',
    units: [
      { id: 'mA', symbol: 'mA', factor: 1e-3 },
      { id: 'A', symbol: 'A', factor: 1 },
    ],
    defaultUnit: 'A',
    optional: true,
    min: 0,
    minExclusive: true,
    max: 100,
    help: 'Optional: voltage drop and power in the via at this current.',
  },
] as const;

export const pcbViaCalculator: CalculatorDescriptor = {
  id: 'pcb-via',
  slug: 'pcb-via-current',
  title: 'PCB via current and resistance',
  category: 'PCB design',
  summary: 'Current a plated via carries for a temperature rise, and its resistance, from hole, plating and length.',
  inputs,
  outputs: [
    { key: 'maxCurrent', label: 'Current for the temperature rise', unit: 'A', format: 'si', decimals: 3 },
    { key: 'resistance', label: 'Via resistance', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'area', label: 'Barrel cross-section', unit: 'mil²' },
    { key: 'areaMm2', label: 'Barrel cross-section', unit: 'mm²', decimals: 4 },
    { key: 'viasFor', label: 'Vias needed for the applied current', unit: '', decimals: 0 },
    { key: 'voltageDrop', label: 'Voltage drop', unit: 'V', format: 'si', decimals: 3 },
    { key: 'power', label: 'Power in the via', unit: 'W', format: 'si', decimals: 3 },
  ],
  resultPart: 'none',
  formula:
    'A = π (d + t) t\nI = 0.048 × ΔT^0.44 × A^0.725 (A in mil², IPC-2221 external)\nR = ρ L / A × (1 + 0.00393 (T − 20 °C)), T = ambient + rise',
  source: {
    title: 'IPC-2221A (2003); D. Brooks & D. Graves, "Current Carrying Capacity of Vias" (UltraCAD)',
    citation: 'IPC-2221A §6.2 external conductor fit on the barrel cross-section π (d + t) t; copper per IEC 60028',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ holeDiameter, plating, length, temperatureRise, ambient, resistivity, current }) => {
      const barrel = viaBarrel(holeDiameter, plating);
      const maxCurrent = viaCurrent(barrel.areaMil2, temperatureRise);
      const resistance = viaResistance(barrel.area, length, resistivity * 1e-8, ambient + temperatureRise);
      const values: Record<string, number> = { maxCurrent, resistance, area: barrel.areaMil2, areaMm2: barrel.area * 1e6 };
      if (current !== undefined) {
        values.viasFor = Math.ceil(current / maxCurrent - 1e-9);
        values.voltageDrop = current * resistance;
        values.power = current * current * resistance;
      }
      const notes: string[] = [];
      if (length / holeDiameter > 10) notes.push('An aspect ratio above 10:1 is hard to plate evenly; ask the fabricator.');
      if (plating * 2 >= holeDiameter)
        notes.push('The plating is as thick as half the hole: check that the finished hole is what you entered.');
      return success(values, notes);
    }),
};
