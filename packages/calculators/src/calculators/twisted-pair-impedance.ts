// Characteristic impedance of a twisted pair of round insulated wires (Lefferson's model as
// given by Wadell): the twist pulls more field into the insulation, raising εeff.
import type { CalculatorDescriptor } from '../descriptor';
import { FREE_SPACE_IMPEDANCE } from '../physics';
import { runCalculator, success } from '../run';
import { smallLengthUnits, twistRateUnits } from '../units';

export interface TwistedPair {
  /** Conductor diameter, m. */
  readonly conductorDiameter: number;
  /** Centre-to-centre spacing of the conductors, m (diameter + 2 × insulation for touching wires). */
  readonly spacing: number;
  /** Relative permittivity of the insulation. */
  readonly permittivity: number;
  /** Twists per metre. */
  readonly twistsPerMetre: number;
}

/** Twist angle (°) at which Lefferson's q = 0.25 + 0.0004 θ² reaches 1: √1875. */
export const MAX_FITTED_TWIST_ANGLE = 43.3;

/** Impedance (Ω), εeff and twist angle (°) of a twisted pair: Wadell (1991) after Lefferson (1971). */
export function twistedPairImpedance({ conductorDiameter, spacing, permittivity, twistsPerMetre }: TwistedPair): {
  readonly impedance: number;
  readonly effectivePermittivity: number;
  readonly twistAngle: number;
} {
  const twistAngle = (Math.atan(twistsPerMetre * Math.PI * spacing) * 180) / Math.PI;
  // q is the share of the field inside the insulation, so it cannot pass 1: a line's effective
  // permittivity lies between that of air and that of its dielectric (Pozar, Microwave Engineering,
  // 4th ed., §3.8: 1 < εe < εr). Lefferson's fit passes 1 above a 43.3° twist angle.
  const q = Math.min(1, 0.25 + 0.0004 * twistAngle ** 2);
  const effectivePermittivity = 1 + q * (permittivity - 1);
  // η0/π = 120 Ω: the two-wire line formula Z0 = (η0/π√εeff) acosh(s/d).
  const impedance = (FREE_SPACE_IMPEDANCE / Math.PI / Math.sqrt(effectivePermittivity)) * Math.acosh(spacing / conductorDiameter);
  return { impedance, effectivePermittivity, twistAngle };
}

const inputs = [
  {
    kind: 'number',
    key: 'conductorDiameter',
    label: 'Conductor diameter',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 0.511,
    min: 0,
    minExclusive: true,
    help: '0.511 mm is 24 AWG.',
  },
  {
    kind: 'number',
    key: 'insulation',
    label: 'Insulation thickness',
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue: 0.2,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'permittivity',
    label: 'Insulation εr',
    unit: '',
    defaultValue: 2.2,
    min: 1,
    max: 20,
    help: 'PE 2.3, PTFE 2.1, PVC 3–4.',
  },
  {
    kind: 'number',
    key: 'twistRate',
    label: 'Twist rate',
    unit: 'twists/m',
    units: twistRateUnits,
    defaultValue: 40,
    min: 0,
    // A 1 mm lay length: tighter than any cable maker twists a pair.
    max: 1000,
  },
] as const;

export const twistedPairImpedanceCalculator: CalculatorDescriptor = {
  id: 'twisted-pair-impedance',
  slug: 'twisted-pair-impedance',
  title: 'Twisted pair impedance',
  category: 'RF & signals',
  summary: 'Characteristic impedance of a twisted pair of insulated round wires.',
  inputs,
  outputs: [
    { key: 'impedance', label: 'Impedance', unit: 'Ω' },
    { key: 'effectivePermittivity', label: 'Effective permittivity', unit: '', decimals: 3 },
    { key: 'twistAngle', label: 'Twist angle', unit: '°' },
  ],
  formula: 'Z0 = 120 / √εeff × acosh(s / d), s = d + 2 × insulation\nεeff = 1 + q (εr − 1), q = min(1, 0.25 + 0.0004 θ²), θ = atan(T π s)',
  source: {
    title: 'Wadell, Transmission Line Design Handbook (Artech House, 1991)',
    citation: 'twisted pair (after P. Lefferson, "Twisted magnet wire transmission line", IEEE Trans. PHP-7, 1971)',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ conductorDiameter, insulation, permittivity, twistRate }) => {
      const pair = twistedPairImpedance({
        conductorDiameter,
        spacing: conductorDiameter + 2 * insulation,
        permittivity,
        twistsPerMetre: twistRate,
      });
      const notes =
        pair.twistAngle > MAX_FITTED_TWIST_ANGLE
          ? [`Lefferson's fit covers twist angles up to ${MAX_FITTED_TWIST_ANGLE}°; beyond it εeff is held at the insulation's εr.`]
          : [];
      return success({ ...pair }, notes);
    }),
};
