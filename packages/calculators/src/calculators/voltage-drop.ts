// Voltage drop along a wire run: the conductor's resistance at its temperature times the current,
// over the path the current takes (out and back for DC and single phase, √3 × one way for a
// balanced three-phase line-to-line voltage).
import type { CalculatorDescriptor } from '../descriptor';
import { awgToDiameterMm, diameterToAreaMm2, parseAwg } from '../conversions/wire-size';
import { runCalculator, success } from '../run';
import { currentUnits, lengthUnits, voltageUnits } from '../units';

/** Resistivity at 20 °C (Ω·mm²/m) and its temperature coefficient (1/K) of a conductor material. */
export const conductorMaterials = {
  /** Annealed copper, IEC 60028 (100 % IACS). */
  copper: { resistivity: 0.017241, alpha: 0.00393 },
  /** Hard-drawn aluminium for conductors, IEC 60889 (61 % IACS). */
  aluminium: { resistivity: 0.028264, alpha: 0.00403 },
} as const;

export type ConductorMaterial = keyof typeof conductorMaterials;

/** Resistance per metre (Ω/m) of a conductor of a cross-section (mm²) and material at a temperature (°C). */
export function conductorResistancePerMetre(areaMm2: number, material: ConductorMaterial, temperature: number): number {
  const { resistivity, alpha } = conductorMaterials[material];
  return (resistivity * (1 + alpha * (temperature - 20))) / areaMm2;
}

/** How many one-way lengths of conductor the drop is measured over. */
export type CircuitKind = 'two-wire' | 'three-phase';

/** Voltage drop (V) of a current (A) over a one-way run (m) of conductors of a resistance per metre (Ω/m). */
export function voltageDrop(current: number, length: number, ohmsPerMetre: number, circuit: CircuitKind): number {
  return (circuit === 'two-wire' ? 2 : Math.sqrt(3)) * current * length * ohmsPerMetre;
}

const gauges = ['4/0', '3/0', '2/0', '1/0', '1', '2', '3', '4', '6', '8', '10', '12', '14', '16', '18', '20', '22', '24', '26', '28', '30'];

const sizeOptions = [
  ...gauges.map((gauge) => ({ value: gauge, label: `${gauge} AWG` })),
  { value: 'metric', label: 'Cross-section in mm²' },
];

const inputs = [
  {
    kind: 'number',
    key: 'current',
    label: 'Current',
    unit: 'A',
    units: currentUnits,
    defaultUnit: 'A',
    defaultValue: 16,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'length',
    label: 'One-way length',
    unit: 'm',
    units: lengthUnits,
    defaultUnit: 'ft',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
    max: 1e5,
    help: 'From the source to the load; the return conductor is counted for you.',
  },
  { kind: 'select', key: 'size', label: 'Conductor size', options: sizeOptions, defaultValue: '12' },
  {
    kind: 'number',
    key: 'area',
    label: 'Cross-section',
    unit: 'mm²',
    defaultValue: 2.5,
    min: 0.01,
    max: 1000,
    visibleWhen: { key: 'size', values: ['metric'] },
  },
  {
    kind: 'select',
    key: 'material',
    label: 'Conductor',
    options: [
      { value: 'copper', label: 'Copper' },
      { value: 'aluminium', label: 'Aluminium' },
    ],
    defaultValue: 'copper',
  },
  {
    kind: 'select',
    key: 'circuit',
    label: 'Circuit',
    options: [
      { value: 'two-wire', label: 'DC or single phase (out and back)' },
      { value: 'three-phase', label: 'Three phase, line to line (√3)' },
    ],
    defaultValue: 'two-wire',
  },
  {
    kind: 'number',
    key: 'temperature',
    label: 'Conductor temperature',
    unit: '°C',
    defaultValue: 75,
    min: -55,
    max: 250,
    help: '75 °C is the temperature NEC Table 8 gives resistances for.',
  },
  {
    kind: 'number',
    key: 'supply',
    label: 'Supply voltage',
    unit: 'V',
    units: voltageUnits,
    defaultUnit: 'V',
    defaultValue: 120,
    min: 0,
    minExclusive: true,
    optional: true,
  },
] as const;

export const voltageDropCalculator: CalculatorDescriptor = {
  id: 'voltage-drop',
  slug: 'voltage-drop',
  title: 'Voltage drop in a wire run',
  category: 'Power',
  summary: 'Voltage lost along a copper or aluminium cable run for a current, by AWG or mm², DC or three phase.',
  inputs,
  outputs: [
    { key: 'drop', label: 'Voltage drop', unit: 'V', format: 'si', decimals: 3 },
    { key: 'dropPercent', label: 'Voltage drop', unit: '%' },
    { key: 'loadVoltage', label: 'Voltage at the load', unit: 'V', format: 'si', decimals: 3 },
    { key: 'resistancePerKm', label: 'Conductor resistance', unit: 'Ω/km', decimals: 3 },
    { key: 'resistancePerKft', label: 'Conductor resistance', unit: 'Ω/kft', decimals: 3 },
    { key: 'powerLoss', label: 'Power lost in the run', unit: 'W', format: 'si', decimals: 3 },
  ],
  resultPart: 'none',
  formula: 'R = ρ20 (1 + α (T − 20 °C)) / A\nΔV = 2 × I × L × R (DC, single phase)\nΔV = √3 × I × L × R (three phase)',
  source: {
    title: 'NFPA 70, National Electrical Code (2023); IEC 60028; IEC 60889',
    citation:
      'NEC Chapter 9, Table 8 (conductor resistance at 75 °C) and its note on temperature; copper and aluminium resistivity from IEC 60028 and IEC 60889',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ current, length, size, area, material, circuit, temperature, supply }) => {
      const gauge = size === 'metric' ? undefined : parseAwg(size);
      const areaMm2 = gauge === undefined ? (area ?? 0) : diameterToAreaMm2(awgToDiameterMm(gauge));
      const ohmsPerMetre = conductorResistancePerMetre(areaMm2, material, temperature);
      const drop = voltageDrop(current, length, ohmsPerMetre, circuit);
      const values: Record<string, number> = {
        drop,
        resistancePerKm: ohmsPerMetre * 1000,
        resistancePerKft: ohmsPerMetre * 304.8,
        powerLoss: (circuit === 'two-wire' ? 2 : 3) * current * current * length * ohmsPerMetre,
      };
      const notes: string[] = [];
      if (supply !== undefined) {
        values.dropPercent = (drop / supply) * 100;
        if (drop >= supply) notes.push('The drop is at least the supply voltage: the run cannot carry this current.');
        else values.loadVoltage = supply - drop;
        if (drop < supply && values.dropPercent > 5) {
          notes.push('More than 5 % drop: an informational note to NEC 210.19 suggests at most 3 % on a branch circuit and 5 % in all.');
        }
      }
      return success(values, notes);
    }),
};
