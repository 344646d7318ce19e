// Surface microstrip impedance two ways: the simple IPC-2141 formula used on fab notes, and
// Hammerstad–Jensen (1980), accurate to about 1 % over a far wider range.
import type { CalculatorDescriptor } from '../descriptor';
import { FREE_SPACE_IMPEDANCE, SPEED_OF_LIGHT } from '../physics';
import { runCalculator, success } from '../run';
import { smallLengthUnits } from '../units';

export interface MicrostripGeometry {
  /** Trace width, any length unit (same as the others). */
  readonly width: number;
  /** Dielectric height from trace to reference plane. */
  readonly height: number;
  /** Trace (copper) thickness; 0 for an ideal thin strip. */
  readonly thickness: number;
  /** Relative permittivity of the substrate. */
  readonly permittivity: number;
}

/** Characteristic impedance (Ω) of a surface microstrip by IPC-2141A (valid 0.1 < w/h < 2, 1 < εr < 15). */
export function microstripImpedanceIpc({ width, height, thickness, permittivity }: MicrostripGeometry): number {
  return (87 / Math.sqrt(permittivity + 1.41)) * Math.log((5.98 * height) / (0.8 * width + thickness));
}

/** Zero-thickness impedance in a medium of εr = 1, Hammerstad & Jensen eq. (1). */
function airImpedance(u: number): number {
  const f = 6 + (2 * Math.PI - 6) * Math.exp(-((30.666 / u) ** 0.7528));
  return (FREE_SPACE_IMPEDANCE / (2 * Math.PI)) * Math.log(f / u + Math.sqrt(1 + (2 / u) ** 2));
}

/** Effective permittivity of a zero-thickness strip, Hammerstad & Jensen eqs. (3)–(5). */
function effectivePermittivityThin(u: number, er: number): number {
  const a = 1 + Math.log((u ** 4 + (u / 52) ** 2) / (u ** 4 + 0.432)) / 49 + Math.log(1 + (u / 18.1) ** 3) / 18.7;
  const b = 0.564 * ((er - 0.9) / (er + 3)) ** 0.053;
  return (er + 1) / 2 + ((er - 1) / 2) * (1 + 10 / u) ** (-a * b);
}

/** Characteristic impedance (Ω) and effective permittivity of a microstrip by Hammerstad & Jensen (1980), with thickness correction. */
export function microstripHammerstadJensen({ width, height, thickness, permittivity }: MicrostripGeometry): {
  readonly impedance: number;
  readonly effectivePermittivity: number;
} {
  const u = width / height;
  const t = thickness / height;
  // Strip thickness widens the strip electrically (eqs. 6–7); a zero-thickness strip needs no correction.
  const widening = t > 0 ? (t / Math.PI) * Math.log(1 + (4 * Math.E) / (t * (1 / Math.tanh(Math.sqrt(6.517 * u))) ** 2)) : 0;
  const wideningInDielectric = 0.5 * (1 + 1 / Math.cosh(Math.sqrt(permittivity - 1))) * widening;
  const u1 = u + widening;
  const ur = u + wideningInDielectric;
  const effectiveAtUr = effectivePermittivityThin(ur, permittivity);
  const impedance = airImpedance(ur) / Math.sqrt(effectiveAtUr);
  const effectivePermittivity = effectiveAtUr * (airImpedance(u1) / airImpedance(ur)) ** 2;
  return { impedance, effectivePermittivity };
}

const inputs = [
  {
    kind: 'number',
    key: 'width',
    label: 'Trace width',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 3,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'height',
    label: 'Dielectric height',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 1.6,
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
    help: '35 µm for 1 oz copper.',
  },
  {
    kind: 'number',
    key: 'permittivity',
    label: 'Relative permittivity εr',
    unit: '',
    defaultValue: 4.4,
    min: 1,
    max: 100,
    help: 'About 4.2–4.6 for FR-4.',
  },
] as const;

export const microstripImpedanceCalculator: CalculatorDescriptor = {
  id: 'microstrip-impedance',
  slug: 'microstrip-impedance',
  title: 'Microstrip impedance',
  category: 'PCB design',
  summary: 'Characteristic impedance of a surface microstrip by IPC-2141 and by Hammerstad–Jensen.',
  inputs,
  outputs: [
    { key: 'impedanceIpc', label: 'Impedance (IPC-2141)', unit: 'Ω' },
    { key: 'impedanceHammerstadJensen', label: 'Impedance (Hammerstad–Jensen)', unit: 'Ω' },
    { key: 'effectivePermittivity', label: 'Effective permittivity', unit: '', decimals: 3 },
    { key: 'delay', label: 'Propagation delay', unit: 'ps/mm', decimals: 3 },
  ],
  formula:
    'IPC-2141: Z0 = 87 / √(εr + 1.41) × ln(5.98 h / (0.8 w + t))\n' +
    'Hammerstad–Jensen: Z0 = η0 / (2π √εeff) × ln(f(u)/u + √(1 + (2/u)²)), u = w/h with thickness correction',
  source: {
    title: 'IPC-2141A (2004); Hammerstad & Jensen (1980)',
    citation:
      'IPC-2141A surface microstrip equation; E. Hammerstad, Ø. Jensen, "Accurate models for microstrip computer-aided design", IEEE MTT-S Digest 1980, pp. 407–409',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (geometry) => {
      const notes: string[] = [];
      const ratio = geometry.width / geometry.height;
      // Outside its fitted range the IPC formula can be far off, even negative.
      if (ratio <= 0.1 || ratio >= 2) notes.push('IPC-2141 is specified for 0.1 < w/h < 2; use the Hammerstad–Jensen value.');
      if (geometry.permittivity >= 15) notes.push('IPC-2141 is specified for εr below 15.');
      const ipc = microstripImpedanceIpc(geometry);
      const accurate = microstripHammerstadJensen(geometry);
      return success(
        {
          impedanceIpc: ipc > 0 ? ipc : 'not defined for this geometry',
          impedanceHammerstadJensen: accurate.impedance,
          effectivePermittivity: accurate.effectivePermittivity,
          delay: (Math.sqrt(accurate.effectivePermittivity) / SPEED_OF_LIGHT) * 1e9,
        },
        notes,
      );
    }),
};
