// PCB trace width for a current and temperature rise: the IPC-2221 curve fit
// I = k · ΔT^0.44 · A^0.725 (A in mil²), with k = 0.048 for outer and 0.024 for inner layers.
import type { CalculatorDescriptor } from '../descriptor';
import { MM_PER_MIL } from '../physics';
import { runCalculator, success } from '../run';
import { currentUnits } from '../units';

/** Copper thickness per ounce per square foot, mil: the 35 µm nominal used with the IPC-2221 charts. */
export const MIL_PER_OUNCE = 1.378;

const EXTERNAL_K = 0.048;
const INTERNAL_K = 0.024;

/** Resistivity of annealed copper at 20 °C, Ω·m (IEC 60028 International Annealed Copper Standard). */
const COPPER_RESISTIVITY = 1.7241e-8;
/** Temperature coefficient of copper resistance at 20 °C, 1/K (IEC 60028). */
const COPPER_ALPHA = 0.00393;

export type TraceLayer = 'external' | 'internal';

export interface TraceWidth {
  /** mil² */
  readonly areaMil2: number;
  /** mil */
  readonly widthMil: number;
  /** mm */
  readonly widthMm: number;
}

/** Minimum trace width (mil, mm) and cross-section (mil²) for a current (A), temperature rise (°C) and copper weight (oz/ft²). */
export function pcbTraceWidth(current: number, temperatureRise: number, copperOunces: number, layer: TraceLayer): TraceWidth {
  const k = layer === 'external' ? EXTERNAL_K : INTERNAL_K;
  const areaMil2 = (current / (k * temperatureRise ** 0.44)) ** (1 / 0.725);
  const widthMil = areaMil2 / (copperOunces * MIL_PER_OUNCE);
  return { areaMil2, widthMil, widthMm: widthMil * MM_PER_MIL };
}

/** DC resistance (Ω) of a copper conductor of cross-section (mil²) and length (m) at a temperature (°C). */
export function copperResistance(areaMil2: number, length: number, temperature: number): number {
  const areaM2 = areaMil2 * (MM_PER_MIL * 1e-3) ** 2;
  return ((COPPER_RESISTIVITY * length) / areaM2) * (1 + COPPER_ALPHA * (temperature - 20));
}

const inputs = [
  {
    kind: 'number',
    key: 'current',
    label: 'Current',
    unit: 'A',
    units: currentUnits,
    defaultUnit: 'A',
    defaultValue: 1,
    min: 0,
    minExclusive: true,
    max: 100,
  },
  {
    kind: 'number',
    key: 'temperatureRise',
    label: 'Temperature rise',
    unit: '°C',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
    max: 200,
  },
  {
    kind: 'number',
    key: 'copperWeight',
    label: 'Copper weight',
    unit: 'oz/ft²',
    defaultValue: 1,
    min: 0,
    minExclusive: true,
    max: 10,
    step: 0.5,
    help: '1 oz/ft² ≈ 35 µm thick.',
  },
  { kind: 'number', key: 'ambient', label: 'Ambient temperature', unit: '°C', defaultValue: 25, min: -55, max: 150 },
  {
    kind: 'number',
    key: 'length',
    label: 'Trace length',
    unit: 'm',
    optional: true,
    min: 0,
    minExclusive: true,
    units: [
      { id: 'mm', symbol: 'mm', factor: 1e-3 },
      { id: 'in', symbol: 'in', factor: 0.0254 },
      { id: 'm', symbol: 'm', factor: 1 },
    ],
    defaultUnit: 'mm',
    help: 'Optional: resistance and voltage drop of the trace.',
  },
] as const;

export const pcbTraceWidthCalculator: CalculatorDescriptor = {
  id: 'pcb-trace-width',
  slug: 'pcb-trace-width',
  title: 'PCB trace width',
  category: 'PCB design',
  summary: 'Minimum trace width for a current on external and internal layers (IPC-2221).',
  inputs,
  outputs: [
    { key: 'externalWidthMm', label: 'External layer width', unit: 'mm', decimals: 3 },
    { key: 'externalWidthMil', label: 'External layer width', unit: 'mil' },
    { key: 'internalWidthMm', label: 'Internal layer width', unit: 'mm', decimals: 3 },
    { key: 'internalWidthMil', label: 'Internal layer width', unit: 'mil' },
    { key: 'externalArea', label: 'External cross-section', unit: 'mil²' },
    { key: 'internalArea', label: 'Internal cross-section', unit: 'mil²' },
    { key: 'externalResistance', label: 'External trace resistance', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'externalVoltageDrop', label: 'External trace voltage drop', unit: 'V', format: 'si', decimals: 3 },
    { key: 'internalResistance', label: 'Internal trace resistance', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'internalVoltageDrop', label: 'Internal trace voltage drop', unit: 'V', format: 'si', decimals: 3 },
  ],
  formula:
    'A = (I / (k × ΔT^0.44))^(1/0.725) mil², k = 0.048 external, 0.024 internal\nW = A / (1.378 mil × oz)\nR = ρ L / A × (1 + α (T − 20 °C))',
  source: { title: 'IPC-2221A (2003)', citation: '§6.2 Conductor width and thickness, Figure 6-4 curves (equation form)' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ current, temperatureRise, copperWeight, ambient, length }) => {
      const external = pcbTraceWidth(current, temperatureRise, copperWeight, 'external');
      const internal = pcbTraceWidth(current, temperatureRise, copperWeight, 'internal');
      const values: Record<string, number> = {
        externalWidthMm: external.widthMm,
        externalWidthMil: external.widthMil,
        internalWidthMm: internal.widthMm,
        internalWidthMil: internal.widthMil,
        externalArea: external.areaMil2,
        internalArea: internal.areaMil2,
      };
      if (length !== undefined) {
        const hot = ambient + temperatureRise;
        values.externalResistance = copperResistance(external.areaMil2, length, hot);
        values.externalVoltageDrop = values.externalResistance * current;
        values.internalResistance = copperResistance(internal.areaMil2, length, hot);
        values.internalVoltageDrop = values.internalResistance * current;
      }
      const notes: string[] = [];
      // The IPC-2221 curves were fitted to these ranges; outside them the fit is an extrapolation.
      if (current > 35) notes.push('IPC-2221 curves go up to 35 A; above that the result is an extrapolation.');
      if (temperatureRise < 10 || temperatureRise > 100) notes.push('IPC-2221 curves cover 10–100 °C rise.');
      if (external.widthMil > 400) notes.push('IPC-2221 curves go up to 400 mil wide; consider a plane or a heavier copper.');
      return success(values, notes);
    }),
};
