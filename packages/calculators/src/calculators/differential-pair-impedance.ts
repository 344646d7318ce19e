// Differential-pair impedance of two equal traces side by side. Edge-coupled microstrip: the
// IPC-2141A single-ended impedance with the coupling factor of National Semiconductor AN-905
// (quoted in IPC-2141A), Zdiff = 2 Z0 (1 − 0.48 e^(−0.96 s/h)). Edge-coupled (broadside-free)
// stripline: Cohn's exact even- and odd-mode solution for zero-thickness strips between two
// planes, with the elliptic-integral ratio by the arithmetic-geometric mean.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { smallLengthUnits } from '../units';
import { microstripImpedanceIpc } from './microstrip-impedance';

/** Arithmetic-geometric mean of two positive numbers. */
function agm(a: number, b: number): number {
  for (let i = 0; i < 40 && Math.abs(a - b) > 1e-15 * a; i++) [a, b] = [(a + b) / 2, Math.sqrt(a * b)];
  return a;
}

/** K(k') / K(k) for a modulus 0 < k < 1: K(k) = π / (2 AGM(1, √(1 − k²))). */
export function ellipticRatio(k: number): number {
  const complement = Math.sqrt(1 - k * k);
  return agm(1, complement) / agm(1, k);
}

export interface CoupledLineImpedance {
  /** Odd-mode impedance, Ω: half the differential impedance. */
  readonly odd: number;
  /** Even-mode impedance, Ω: twice the common-mode impedance. */
  readonly even: number;
  /** Differential impedance 2 Zodd, Ω. */
  readonly differential: number;
  /** Common-mode impedance Zeven / 2, Ω. */
  readonly common: number;
  /** Impedance of one trace alone (spacing → ∞), Ω. */
  readonly singleEnded: number;
}

const modes = (odd: number, even: number, singleEnded: number): CoupledLineImpedance => ({
  odd,
  even,
  differential: 2 * odd,
  common: even / 2,
  singleEnded,
});

/**
 * Edge-coupled stripline, zero-thickness strips centred between planes b apart (Cohn 1955):
 * Z = 30π/√εr × K(k′)/K(k), ke = tanh(πw/2b) tanh(π(w+s)/2b), ko = tanh(πw/2b) coth(π(w+s)/2b).
 * Width, spacing and plane spacing in any one length unit.
 */
export function coupledStriplineCohn(width: number, spacing: number, planeSpacing: number, permittivity: number): CoupledLineImpedance {
  const scale = (30 * Math.PI) / Math.sqrt(permittivity);
  const a = Math.tanh((Math.PI * width) / (2 * planeSpacing));
  const b = Math.tanh((Math.PI * (width + spacing)) / (2 * planeSpacing));
  return modes(scale * ellipticRatio(a / b), scale * ellipticRatio(a * b), scale * ellipticRatio(a));
}

/**
 * Edge-coupled surface microstrip (IPC-2141A, AN-905): Zdiff = 2 Z0 (1 − 0.48 e^(−0.96 s/h)) with
 * Z0 = 87/√(εr + 1.41) ln(5.98 h/(0.8 w + t)); Zeven = Z0² / Zodd (weak coupling). Lengths in one unit.
 */
export function coupledMicrostripIpc(
  width: number,
  spacing: number,
  height: number,
  thickness: number,
  permittivity: number,
): CoupledLineImpedance {
  const single = microstripImpedanceIpc({ width, height, thickness, permittivity });
  const odd = single * (1 - 0.48 * Math.exp((-0.96 * spacing) / height));
  return modes(odd, (single * single) / odd, single);
}

const length = <const K extends string>(key: K, label: string, defaultValue: number, defaultUnit: 'mm' | 'um', extra: object = {}) =>
  ({
    kind: 'number',
    key,
    label,
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit,
    defaultValue,
    min: 0,
    minExclusive: true,
    max: 0.01,
    ...extra,
  }) as const;

const inputs = [
  {
    kind: 'select',
    key: 'structure',
    label: 'Structure',
    defaultValue: 'microstrip',
    options: [
      { value: 'microstrip', label: 'Edge-coupled microstrip (outer layer)' },
      { value: 'stripline', label: 'Edge-coupled stripline (between two planes)' },
    ],
  },
  length('width', 'Trace width', 0.15, 'mm'),
  length('spacing', 'Gap between the traces', 0.2, 'mm', { help: 'Edge to edge.' }),
  length('height', 'Dielectric height', 0.1, 'mm', {
    help: 'From the traces to the reference plane.',
    visibleWhen: { key: 'structure', values: ['microstrip'] },
  }),
  length('thickness', 'Trace thickness', 35, 'um', {
    min: 0,
    minExclusive: false,
    max: 0.0005,
    help: '35 µm for 1 oz copper.',
    visibleWhen: { key: 'structure', values: ['microstrip'] },
  }),
  length('planeSpacing', 'Plane-to-plane spacing', 0.3, 'mm', {
    help: 'Dielectric thickness b between the two planes; the traces sit midway.',
    visibleWhen: { key: 'structure', values: ['stripline'] },
  }),
  { kind: 'number', key: 'permittivity', label: 'Relative permittivity εr', unit: '', defaultValue: 4.2, min: 1, max: 100 },
] as const;

export const differentialPairImpedanceCalculator: CalculatorDescriptor = {
  id: 'differential-pair-impedance',
  slug: 'differential-pair-impedance',
  title: 'Differential pair impedance',
  category: 'PCB design',
  summary: 'Differential, odd-, even- and common-mode impedance of an edge-coupled microstrip or stripline pair.',
  inputs,
  outputs: [
    { key: 'differential', label: 'Differential impedance', unit: 'Ω' },
    { key: 'odd', label: 'Odd-mode impedance', unit: 'Ω' },
    { key: 'even', label: 'Even-mode impedance', unit: 'Ω' },
    { key: 'common', label: 'Common-mode impedance', unit: 'Ω' },
    { key: 'singleEnded', label: 'Single-ended impedance (one trace alone)', unit: 'Ω' },
  ],
  resultPart: 'none',
  formula:
    'Microstrip: Zdiff = 2 Z0 (1 − 0.48 e^(−0.96 s/h)), Z0 = 87/√(εr + 1.41) × ln(5.98 h/(0.8 w + t)), Zeven = Z0²/Zodd\n' +
    'Stripline: Z = 30π/√εr × K(k′)/K(k), ke = tanh(πw/2b) tanh(π(w+s)/2b), ko = tanh(πw/2b) coth(π(w+s)/2b)\n' +
    'Zdiff = 2 Zodd, Zcommon = Zeven / 2',
  source: {
    title: 'IPC-2141A (2004); S. B. Cohn, "Shielded coupled-strip transmission line", IRE Trans. MTT-3 (1955) 29',
    citation:
      'IPC-2141A and National Semiconductor AN-905 edge-coupled microstrip; Cohn’s zero-thickness coupled stripline (also Pozar, Microwave Engineering, 4th ed., §7.6; Wadell, Transmission Line Design Handbook, §4.6)',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ structure, width, spacing, height, thickness, planeSpacing, permittivity }) => {
      const notes: string[] = [];
      if (structure === 'stripline') {
        const b = planeSpacing!;
        if (width >= b * 3) notes.push('Traces much wider than the plane spacing: check the geometry.');
        notes.push('Cohn’s solution is for zero-thickness traces; real copper lowers the impedance by a few ohms.');
        return success({ ...coupledStriplineCohn(width, spacing, b, permittivity) }, notes);
      }
      const h = height!;
      const t = thickness ?? 0;
      const ratio = width / h;
      if (ratio <= 0.1 || ratio >= 3.5) notes.push('IPC-2141 is specified for 0.1 < w/h < 3.5; expect a larger error here.');
      if (spacing / h > 3 || spacing / h < 0.1) notes.push('The AN-905 coupling factor was fitted for 0.1 < s/h < 3.');
      if (permittivity >= 15) notes.push('IPC-2141 is specified for εr below 15.');
      const pair = coupledMicrostripIpc(width, spacing, h, t, permittivity);
      if (!(pair.singleEnded > 0)) return { ok: false, errors: { width: 'Trace too wide for the IPC-2141 formula at this height' } };
      return success({ ...pair }, notes);
    }),
};
