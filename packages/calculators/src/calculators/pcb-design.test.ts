// @vitest-environment node
// Trace width and transmission-line impedance. Reference values are worked independently
// from the published equations (cited per table) with a separate calculator, to 4–5 digits.
import { describe, expect, it } from 'vitest';
import { defaultInputs } from '../run';
import { expectClose, valuesOf } from '../test-helpers';
import { microstripHammerstadJensen, microstripImpedanceCalculator, microstripImpedanceIpc } from './microstrip-impedance';
import { copperResistance, pcbTraceWidth, pcbTraceWidthCalculator } from './pcb-trace-width';
import { striplineImpedance, striplineImpedanceCalculator } from './stripline-impedance';
import { MAX_FITTED_TWIST_ANGLE, twistedPairImpedance, twistedPairImpedanceCalculator } from './twisted-pair-impedance';

// IPC-2221A §6.2: I = k ΔT^0.44 A^0.725, k = 0.048 (external) / 0.024 (internal), A in mil²,
// W = A / (1.378 mil × oz). 1 A, 10 °C, 1 oz external ≈ 12 mil is the usual chart reading.
describe('PCB trace width — IPC-2221A §6.2', () => {
  it.each([
    [1, 10, 1, 16.296, 11.8258, 42.3931, 30.7642],
    [2, 10, 1, 42.3931, 30.7642, 110.283, 80.0312],
    [3, 10, 1, 74.1616, 53.8183, 192.927, 140.005],
    [5, 20, 2, 98.5107, 35.7441, 256.27, 92.9861],
    [0.5, 10, 0.5, 6.2642, 9.0918, 16.296, 23.6517],
    [10, 30, 2, 200.368, 72.7024, 521.245, 189.131],
  ])('%s A, %s °C, %s oz', (current, rise, ounces, extArea, extWidth, intArea, intWidth) => {
    const external = pcbTraceWidth(current, rise, ounces, 'external');
    const internal = pcbTraceWidth(current, rise, ounces, 'internal');
    expectClose(external.areaMil2, extArea, 1e-5);
    expectClose(external.widthMil, extWidth, 1e-5);
    expectClose(external.widthMm, extWidth * 0.0254, 1e-5);
    expectClose(internal.areaMil2, intArea, 1e-5);
    expectClose(internal.widthMil, intWidth, 1e-5);
  });

  // IEC 60028: ρ(20 °C) = 1/58 Ω·mm²/m = 0.017241, α = 0.00393/K. 16.296 mil² = 0.0105135 mm².
  it('trace resistance from the IEC 60028 copper resistivity', () => {
    expectClose(copperResistance(16.296, 0.1, 20), 0.163989, 1e-4); // 0.017241 × 0.1 / 0.0105135 mm²
    expectClose(copperResistance(1000 / 0.0254 ** 2 / 1000, 1, 30), 0.017241 * 1.0393, 1e-4); // 1 mm² over 1 m at 30 °C
  });

  it('descriptor notes when the curves are extrapolated', () => {
    const result = pcbTraceWidthCalculator.run({ ...defaultInputs(pcbTraceWidthCalculator), current: '50' });
    expect(result.ok && result.notes?.some((note) => note.includes('35 A'))).toBe(true);
  });
});

// IPC-2141A surface microstrip: Z0 = 87/√(εr + 1.41) × ln(5.98 h / (0.8 w + t)).
describe('microstrip impedance — IPC-2141A', () => {
  it.each([
    [3, 1.6, 0.035, 4.4, 49.3934],
    [0.3, 0.2, 0.035, 4.2, 53.994],
    [10, 8, 1.4, 4.5, 58.2309],
  ])('w %s, h %s, t %s, εr %s → %s Ω', (width, height, thickness, permittivity, expected) => {
    expectClose(microstripImpedanceIpc({ width, height, thickness, permittivity }), expected, 1e-5);
  });
});

// E. Hammerstad & Ø. Jensen, "Accurate models for microstrip computer-aided design", IEEE MTT-S
// Digest 1980, pp. 407–409, eqs. (1)–(7) incl. the thickness correction.
describe('microstrip impedance — Hammerstad & Jensen (1980)', () => {
  it.each([
    [3, 1.6, 0.035, 4.4, 50.166, 3.3008],
    [0.3, 0.2, 0.035, 4.2, 55.6389, 3.0048],
    [1, 1, 0, 9.8, 49.2888, 6.579], // alumina, w = h
    [1, 1, 0, 1, 126.424, 1], // air: Z0 of a w = h strip, εeff = 1
    [0.1, 1, 0, 4.4, 153.947, 2.9132],
    [10, 1, 0, 4.4, 14.7637, 3.8639],
  ])('w %s, h %s, t %s, εr %s → %s Ω, εeff %s', (width, height, thickness, permittivity, impedance, effective) => {
    const line = microstripHammerstadJensen({ width, height, thickness, permittivity });
    expectClose(line.impedance, impedance, 2e-5);
    expectClose(line.effectivePermittivity, effective, 5e-5);
  });

  // Pozar, Microwave Engineering, 4th ed., Example 3.7: εr = 2.20, W/d = 3.081 gives 50 Ω, εe = 1.87.
  it('agrees with Pozar Example 3.7 within 1 %', () => {
    const line = microstripHammerstadJensen({ width: 3.081, height: 1, thickness: 0, permittivity: 2.2 });
    expectClose(line.impedance, 50, 0.01);
    expectClose(line.effectivePermittivity, 1.87, 0.01);
  });

  it('descriptor gives both values and notes the IPC range', () => {
    const values = valuesOf(microstripImpedanceCalculator.run(defaultInputs(microstripImpedanceCalculator)));
    expectClose(values.impedanceIpc, 49.3934, 1e-5);
    expectClose(values.impedanceHammerstadJensen, 50.166, 2e-5);
    const wide = microstripImpedanceCalculator.run({ ...defaultInputs(microstripImpedanceCalculator), width: '10' });
    expect(wide.ok && wide.notes?.[0]).toMatch(/0.1 < w\/h < 2/);
  });
});

// IPC-2141A symmetric stripline: Z0 = 60/√εr × ln(1.9 b / (0.8 w + t)).
describe('stripline impedance — IPC-2141A', () => {
  it.each([
    [0.15, 0.035, 0.5, 4.4, 51.8599],
    [0.2, 0.035, 0.6, 3.5, 56.6311],
    [8, 1.4, 30, 4.2, 58.2298],
  ])('w %s, t %s, b %s, εr %s → %s Ω', (width, thickness, planeSpacing, permittivity, expected) => {
    expectClose(striplineImpedance({ width, thickness, planeSpacing, permittivity }), expected, 1e-5);
  });

  it('descriptor refuses a trace thicker than the dielectric', () => {
    const result = striplineImpedanceCalculator.run({
      ...defaultInputs(striplineImpedanceCalculator),
      thickness: '1',
      thicknessUnit: 'mm',
    });
    expect(result.ok).toBe(false);
  });
});

// Wadell, Transmission Line Design Handbook (1991), twisted pair after Lefferson (1971):
// Z0 = (η0/π)/√εeff × acosh(s/d), εeff = 1 + q(εr − 1), q = 0.25 + 0.0004θ², θ = atan(Tπs).
describe('twisted pair impedance — Wadell (1991)', () => {
  it.each([
    [0.511e-3, 0.911e-3, 2.2, 40, 123.278, 1.32047, 6.5308],
    [0.511e-3, 1.011e-3, 3.5, 100, 112.437, 1.93549, 17.6206],
    [1e-3, 2e-3, 2.1, 0, 139.861, 1.275, 0], // untwisted: q = 0.25
  ])('d %s, s %s, εr %s, %s twists/m', (conductorDiameter, spacing, permittivity, twistsPerMetre, impedance, effective, angle) => {
    const pair = twistedPairImpedance({ conductorDiameter, spacing, permittivity, twistsPerMetre });
    expectClose(pair.impedance, impedance, 1e-5);
    expectClose(pair.effectivePermittivity, effective, 1e-5);
    expectClose(pair.twistAngle, angle, 1e-5);
  });
});

// The effective permittivity of a line in a mixed dielectric lies between those of its media:
// 1 < εe < εr (Pozar, Microwave Engineering, 4th ed. (2012), §3.8, on the microstrip's effective
// dielectric constant). Lefferson's q = 0.25 + 0.0004θ² passes 1 at θ = √1875 = 43.3°, 330 twists/m for 0.911 mm spacing.
describe('twisted pair effective permittivity stays within the insulation’s (Pozar §3.8)', () => {
  it.each([330, 400, 1000])('%s twists/m: εeff ≤ εr', (twistsPerMetre) => {
    for (const permittivity of [2.1, 2.3, 3.5]) {
      const pair = twistedPairImpedance({ conductorDiameter: 0.511e-3, spacing: 0.911e-3, permittivity, twistsPerMetre });
      expect(pair.effectivePermittivity).toBeLessThanOrEqual(permittivity);
      expect(pair.effectivePermittivity).toBeGreaterThanOrEqual(1);
    }
  });

  it('holds εeff at εr past 43.3° and says so', () => {
    const below = twistedPairImpedance({ conductorDiameter: 0.511e-3, spacing: 0.911e-3, permittivity: 2.2, twistsPerMetre: 320 });
    expect(below.twistAngle).toBeLessThan(MAX_FITTED_TWIST_ANGLE);
    expect(below.effectivePermittivity).toBeLessThan(2.2);
    const result = twistedPairImpedanceCalculator.run({ twistRate: '500' });
    expect(valuesOf(result).effectivePermittivity).toBe(2.2);
    expect(result.ok && result.notes).toEqual([
      "Lefferson's fit covers twist angles up to 43.3°; beyond it εeff is held at the insulation's εr.",
    ]);
  });
});
