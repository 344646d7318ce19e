// Symmetric (centred) stripline impedance by the IPC-2141 formula.
import type { CalculatorDescriptor } from '../descriptor';
import { SPEED_OF_LIGHT } from '../physics';
import { runCalculator, success } from '../run';
import { smallLengthUnits } from '../units';

export interface StriplineGeometry {
  /** Trace width, any length unit (same as the others). */
  readonly width: number;
  /** Trace thickness. */
  readonly thickness: number;
  /** Distance between the two reference planes (dielectric thickness b). */
  readonly planeSpacing: number;
  /** Relative permittivity of the dielectric. */
  readonly permittivity: number;
}

/** Characteristic impedance (Ω) of a centred stripline by IPC-2141A (valid w/b < 0.35, t/b < 0.25). */
export function striplineImpedance({ width, thickness, planeSpacing, permittivity }: StriplineGeometry): number {
  return (60 / Math.sqrt(permittivity)) * Math.log((1.9 * planeSpacing) / (0.8 * width + thickness));
}

const inputs = [
  {
    kind: 'number',
    key: 'width',
    label: 'Trace width',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 0.15,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'thickness',
    label: 'Trace thickness',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'um',
    defaultValue: 35,
    min: 0,
  },
  {
    kind: 'number',
    key: 'planeSpacing',
    label: 'Plane-to-plane spacing',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 0.5,
    min: 0,
    minExclusive: true,
    help: 'Total dielectric thickness b between the two reference planes.',
  },
  { kind: 'number', key: 'permittivity', label: 'Relative permittivity εr', unit: '', defaultValue: 4.4, min: 1, max: 100 },
] as const;

export const striplineImpedanceCalculator: CalculatorDescriptor = {
  id: 'stripline-impedance',
  slug: 'stripline-impedance',
  title: 'Stripline impedance',
  category: 'PCB design',
  summary: 'Characteristic impedance of a symmetric stripline between two planes (IPC-2141).',
  inputs,
  outputs: [
    { key: 'impedance', label: 'Impedance', unit: 'Ω' },
    { key: 'delay', label: 'Propagation delay', unit: 'ps/mm', decimals: 3 },
  ],
  formula: 'Z0 = 60 / √εr × ln(1.9 b / (0.8 w + t))\ndelay = √εr / c',
  source: {
    title: 'IPC-2141A (2004)',
    citation: 'Design guide for high-speed controlled impedance circuit boards, symmetric stripline equation',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (geometry) => {
      const notes: string[] = [];
      if (geometry.thickness >= geometry.planeSpacing) {
        return { ok: false, errors: { thickness: 'Trace thickness must be less than the plane spacing' } };
      }
      if (geometry.width / (geometry.planeSpacing - geometry.thickness) >= 0.35 || geometry.thickness / geometry.planeSpacing >= 0.25) {
        notes.push('IPC-2141 is specified for w/(b − t) < 0.35 and t/b < 0.25; expect a larger error here.');
      }
      const impedance = striplineImpedance(geometry);
      return success(
        {
          impedance: impedance > 0 ? impedance : 'not defined for this geometry',
          delay: (Math.sqrt(geometry.permittivity) / SPEED_OF_LIGHT) * 1e9,
        },
        notes,
      );
    }),
};
