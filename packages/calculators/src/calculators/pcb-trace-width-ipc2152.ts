// PCB trace width by IPC-2152 (2009). The standard publishes charts, not equations; this uses the
// closed-form fit Brooks & Adam made to its data, ΔT = K · I^a · W^b · Th^c (W and Th in mil):
// one equation for external traces (it fits the 2 oz and 3 oz external charts), and per copper
// weight for internal traces, which IPC-2152 found run no hotter than external ones. The board
// is the standard's test board: one trace, no copper planes, still air, so the result is the
// conservative end; planes and thicker boards run cooler.
import type { CalculatorDescriptor } from '../descriptor';
import { MM_PER_MIL } from '../physics';
import { runCalculator, success } from '../run';
import { currentUnits } from '../units';
import { MIL_PER_OUNCE } from './pcb-trace-width';

export type Ipc2152Layer = 'external' | 'internal';

/** One Brooks & Adam fit: ΔT = k · I^a · W^b · Th^c. */
export interface Ipc2152Fit {
  readonly k: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** Brooks & Adam (2015) Eq. 3-2: external traces of any copper weight. */
export const IPC2152_EXTERNAL_FIT: Ipc2152Fit = { k: 215.3, a: 2, b: -1.15, c: -1 };

/**
 * Brooks & Adam (2015) Appendix 6, internal traces in air, by copper weight (oz/ft²). Where the
 * paper gives width-dependent constants (0.5 and 3 oz) the one that predicts the most heating is
 * kept, so the width is never undersized.
 */
const INTERNAL_FITS: readonly (readonly [number, Ipc2152Fit])[] = [
  [0.5, { k: 130, a: 2, b: -1.1, c: -1.52 }],
  [1, { k: 200, a: 1.9, b: -1.1, c: -1.52 }],
  [2, { k: 300.3, a: 2, b: -1.15, c: -1.52 }],
  [3, { k: 300, a: 1.9, b: -1.15, c: -1.52 }],
];

/** The fit for a layer and copper weight (oz/ft²): internal takes the nearest weight the paper fitted. */
export function ipc2152Fit(layer: Ipc2152Layer, copperOunces: number): Ipc2152Fit {
  if (layer === 'external') return IPC2152_EXTERNAL_FIT;
  let best = INTERNAL_FITS[0]!;
  for (const entry of INTERNAL_FITS)
    if (Math.abs(Math.log(entry[0] / copperOunces)) < Math.abs(Math.log(best[0] / copperOunces))) best = entry;
  return best[1];
}

/** Trace width (mil) carrying a current (A) at a temperature rise (°C) in copper of a thickness (mil), by an IPC-2152 fit. */
export function ipc2152Width(fit: Ipc2152Fit, current: number, temperatureRise: number, thicknessMil: number): number {
  return (temperatureRise / (fit.k * current ** fit.a * thicknessMil ** fit.c)) ** (1 / fit.b);
}

/** Current (A) a trace of a width (mil) and thickness (mil) carries at a temperature rise (°C), by an IPC-2152 fit. */
export function ipc2152Current(fit: Ipc2152Fit, widthMil: number, temperatureRise: number, thicknessMil: number): number {
  return (temperatureRise / (fit.k * widthMil ** fit.b * thicknessMil ** fit.c)) ** (1 / fit.a);
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
  { kind: 'number', key: 'temperatureRise', label: 'Temperature rise', unit: '°C', defaultValue: 10, min: 1, max: 100 },
  {
    kind: 'number',
    key: 'copperWeight',
    label: 'Copper weight',
    unit: 'oz/ft²',
    defaultValue: 1,
    min: 0.25,
    max: 6,
    step: 0.5,
    help: '1 oz/ft² ≈ 35 µm thick.',
  },
  {
    kind: 'select',
    key: 'layer',
    label: 'Layer',
    defaultValue: 'external',
    options: [
      { value: 'external', label: 'External (outer layer)' },
      { value: 'internal', label: 'Internal (inner layer)' },
    ],
  },
] as const;

export const pcbTraceWidthIpc2152Calculator: CalculatorDescriptor = {
  id: 'pcb-trace-width-ipc-2152',
  slug: 'pcb-trace-width-ipc-2152',
  title: 'PCB trace width (IPC-2152)',
  category: 'PCB design',
  summary: 'Trace width for a current and temperature rise by the IPC-2152 data (Brooks & Adam fit), outer or inner layer.',
  inputs,
  outputs: [
    { key: 'widthMm', label: 'Trace width', unit: 'mm', decimals: 3 },
    { key: 'widthMil', label: 'Trace width', unit: 'mil' },
    { key: 'area', label: 'Cross-section', unit: 'mil²' },
    { key: 'ipc2221WidthMm', label: 'IPC-2221 width, for comparison', unit: 'mm', decimals: 3 },
  ],
  resultPart: 'none',
  formula:
    'ΔT = K × I^a × W^b × Th^c (W, Th in mil)\nexternal: K = 215.3, a = 2, b = −1.15, c = −1\ninternal 1 oz: K = 200, a = 1.9, b = −1.1, c = −1.52 (per copper weight)\nW = (ΔT / (K I^a Th^c))^(1/b), Th = 1.378 mil × oz',
  source: {
    title: 'IPC-2152 (2009); D. Brooks & J. Adam, "Trace Currents and Temperatures Revisited" (UltraCAD, 2015)',
    citation: 'Eq. 3-2 and Table 3-1 (external), Appendix 6 (internal by copper weight): fits to the IPC-2152 charts',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ current, temperatureRise, copperWeight, layer }) => {
      const thicknessMil = copperWeight * MIL_PER_OUNCE;
      const widthMil = ipc2152Width(ipc2152Fit(layer, copperWeight), current, temperatureRise, thicknessMil);
      // IPC-2221's external or internal curve, for readers comparing with the older standard.
      const k2221 = layer === 'external' ? 0.048 : 0.024;
      const ipc2221Width = (current / (k2221 * temperatureRise ** 0.44)) ** (1 / 0.725) / thicknessMil;
      const notes: string[] = [];
      if (layer === 'external' && (copperWeight < 2 || copperWeight > 3))
        notes.push('Brooks & Adam fitted the external equation to the 2 oz and 3 oz IPC-2152 charts; other weights are an extrapolation.');
      if (layer === 'internal' && ![0.5, 1, 2, 3].includes(copperWeight))
        notes.push('Internal fits exist for 0.5, 1, 2 and 3 oz; the nearest one is used.');
      if (widthMil < 5 || widthMil > 200) notes.push('The fits were compared with IPC-2152 data for 5–200 mil wide traces.');
      if (current > 20) notes.push('The fits were compared with IPC-2152 data up to 20 A.');
      notes.push('IPC-2152 baseline: a single trace on a board without copper planes in still air; planes and thicker boards run cooler.');
      return success(
        { widthMm: widthMil * MM_PER_MIL, widthMil, area: widthMil * thicknessMil, ipc2221WidthMm: ipc2221Width * MM_PER_MIL },
        notes,
      );
    }),
};
