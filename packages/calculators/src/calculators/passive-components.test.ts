// @vitest-environment node
// Reactance, time constants, resonance, filters, combinations and stored energy. Reference
// values are worked by hand from the textbook formulas (Horowitz & Hill, The Art of
// Electronics, 3rd ed., 2015, ch. 1), to the digits shown.
import { describe, expect, it } from 'vitest';
import { errorsOf, expectClose, valuesOf } from '../test-helpers';
import { capacitiveReactance } from './capacitive-reactance';
import { capacitorEnergy, capacitorEnergyCalculator } from './capacitor-energy';
import { inductiveReactance } from './inductive-reactance';
import { inductorEnergy } from './inductor-energy';
import { lcResonance, lcResonanceCalculator } from './lc-resonance';
import { rcCutoffFrequency, rcFilterCalculator, rcLowPassGainDb } from './rc-filter';
import { chargedFraction, rcTimeConstant, rcTimeConstantCalculator } from './rc-time-constant';
import { rlTimeConstant, rlTimeConstantCalculator } from './rl-time-constant';
import { parallelCapacitance, seriesCapacitance } from './series-parallel-capacitors';
import { parallelResistance, seriesParallelResistorsCalculator, seriesResistance } from './series-parallel-resistors';
import { airCoreInductorCalculator, wheelerInductance, wheelerNagaokaCoefficient } from './air-core-inductor';

describe('capacitive reactance Xc = 1/(2πfC) — Horowitz & Hill §1.7', () => {
  it.each([
    [1e3, 100e-9, 1591.549], // 1 kHz, 100 nF
    [50, 10e-6, 318.3099], // mains, 10 µF
    [1e6, 1e-9, 159.1549], // 1 MHz, 1 nF
    [60, 1e-6, 2652.582], // 60 Hz, 1 µF
  ])('%s Hz, %s F → %s Ω', (frequency, capacitance, expected) => {
    expectClose(capacitiveReactance(frequency, capacitance), expected, 1e-6);
  });
});

describe('inductive reactance XL = 2πfL — Horowitz & Hill §1.7', () => {
  it.each([
    [100e3, 10e-6, 6.283185], // 100 kHz, 10 µH
    [50, 1, 314.1593], // 50 Hz, 1 H
    [1e6, 1e-6, 6.283185], // 1 MHz, 1 µH
    [0, 1e-3, 0],
  ])('%s Hz, %s H → %s Ω', (frequency, inductance, expected) => {
    expectClose(inductiveReactance(frequency, inductance), expected, 1e-6);
  });
});

describe('RC time constant — Horowitz & Hill §1.4 (V = Vs(1 − e^(−t/RC)))', () => {
  it('τ = RC', () => {
    expectClose(rcTimeConstant(10e3, 100e-6), 1);
    expectClose(rcTimeConstant(1e3, 1e-6), 1e-3);
  });

  // The familiar table: 63.2 % after 1τ, 86.5 % after 2τ, 95.0 % after 3τ, 98.2 % after 4τ, 99.3 % after 5τ.
  it.each([
    [1, 63.212],
    [2, 86.466],
    [3, 95.021],
    [4, 98.168],
    [5, 99.326],
  ])('after %sτ the capacitor is %s %% charged', (multiples, percent) => {
    expectClose(chargedFraction(multiples) * 100, percent, 1e-5);
  });

  it('descriptor gives the charging and discharging voltage and the 99 % time (τ ln 100 = 4.605τ)', () => {
    const values = valuesOf(
      rcTimeConstantCalculator.run({
        resistance: '10',
        resistanceUnit: 'kohm',
        capacitance: '100',
        capacitanceUnit: 'uF',
        supplyVoltage: '5',
        timeConstants: '1',
      }),
    );
    expectClose(values.timeConstant, 1);
    expectClose(values.chargingVoltage, 3.1606, 1e-5); // 5 V × 0.632121
    expectClose(values.dischargingVoltage, 1.8394, 1e-5); // 5 V × 0.367879
    expectClose(values.settlingTime, 4.60517, 1e-5);
  });
});

describe('RL time constant — Horowitz & Hill §1.5 (τ = L/R)', () => {
  it('τ = L/R and I(nτ) = V/R (1 − e^(−n))', () => {
    expectClose(rlTimeConstant(10e-3, 100), 100e-6);
    expectClose(rlTimeConstant(1, 1), 1);
    const values = valuesOf(
      rlTimeConstantCalculator.run({ inductance: '10', inductanceUnit: 'mH', resistance: '100', supplyVoltage: '5', timeConstants: '3' }),
    );
    expectClose(values.finalCurrent, 0.05);
    expectClose(values.current, 0.0475106, 1e-6); // 50 mA × 0.950213
  });
});

describe('LC resonance f = 1/(2π√(LC)) — Horowitz & Hill §1.7', () => {
  it.each([
    [10e-6, 100e-9, 159154.9], // √(LC) = 1 µs
    [1e-3, 1e-6, 5032.921],
    [1e-6, 1e-9, 5.032921e6], // √(LC) = 31.6228 ns
  ])('%s H, %s F → %s Hz', (inductance, capacitance, expected) => {
    expectClose(lcResonance(inductance, capacitance), expected, 1e-5);
  });

  it('descriptor gives √(L/C)', () => {
    expectClose(
      valuesOf(lcResonanceCalculator.run({ inductance: '10', inductanceUnit: 'uH', capacitance: '100', capacitanceUnit: 'nF' }))
        .characteristicImpedance,
      10,
    );
  });
});

describe('RC filter fc = 1/(2πRC) — Horowitz & Hill §1.7', () => {
  it('cutoff and the −3.01 dB, −45° point', () => {
    expectClose(rcCutoffFrequency(1e3, 100e-9), 1591.549, 1e-6);
    expectClose(rcCutoffFrequency(10e3, 10e-9), 1591.549, 1e-6);
    expectClose(rcLowPassGainDb(1000, 1000), -3.0103, 1e-5);
    expectClose(rcLowPassGainDb(10_000, 1000), -20.0432, 1e-5); // one decade up: ≈ −20 dB
    const values = valuesOf(
      rcFilterCalculator.run({
        resistance: '1',
        resistanceUnit: 'kohm',
        capacitance: '100',
        capacitanceUnit: 'nF',
        frequency: '1591.5494309189535',
      }),
    );
    expectClose(values.lowPassPhase, -45, 1e-9);
  });
});

describe('resistors and capacitors in series and parallel — Horowitz & Hill §1.2, §1.4', () => {
  it.each([
    [[100, 220], 320, 68.75],
    [[1e3, 1e3, 1e3], 3e3, 333.3333],
    [[10, 20, 30, 40, 50, 60], 210, 4.081633],
  ])('resistors %j: series %s Ω, parallel %s Ω', (values, series, parallel) => {
    expectClose(seriesResistance(values), series, 1e-6);
    expectClose(parallelResistance(values), parallel, 1e-6);
  });

  it.each([
    [[100e-9, 47e-9], 31.97279e-9, 147e-9],
    [[1e-6, 1e-6], 0.5e-6, 2e-6],
  ])('capacitors %j: series %s F, parallel %s F', (values, series, parallel) => {
    expectClose(seriesCapacitance(values), series, 1e-6);
    expectClose(parallelCapacitance(values), parallel, 1e-6);
  });

  it('descriptor skips blank optional resistors', () => {
    expect(valuesOf(seriesParallelResistorsCalculator.run({ r1: '100', r2: '220', r3: '', r4: '' }))).toEqual({
      series: 320,
      parallel: 68.75,
    });
  });
});

describe('stored energy E = ½CV², E = ½LI² — Horowitz & Hill §1.4, §1.5', () => {
  it('capacitor and inductor', () => {
    expectClose(capacitorEnergy(1000e-6, 25), 0.3125);
    expectClose(capacitorEnergy(1, 2.7), 3.645); // 1 F supercap at 2.7 V
    expectClose(inductorEnergy(100e-6, 2), 200e-6);
    expectClose(inductorEnergy(1e-3, 10), 0.05);
    expectClose(valuesOf(capacitorEnergyCalculator.run({ capacitance: '1000', capacitanceUnit: 'uF', voltage: '25' })).charge, 0.025);
  });
});

// Wheeler (1928): L = r²N² / (9r + 10l) µH, r and l in inches, is Nagaoka's L = K µ0 π r² N² / l with
// K ≈ 1 / (1 + 0.45 d/l); Wheeler states 1 % accuracy for l > 0.8 r. Nagaoka's coefficients as
// tabulated in Grover, Inductance Calculations (1946), Table 36: K = 0.8181 at d/l = 0.5, 0.6884
// at 1, 0.5255 at 2. The ARRL Handbook's worked example: 48 turns at 32 turns per inch on a 3/4 in
// diameter (1.5 in long) is 17.6 µH.
describe('air-core inductor — Wheeler (1928), Nagaoka via Grover (1946), ARRL Handbook', () => {
  it.each([
    [0.5, 0.8181],
    [1, 0.6884],
    [2, 0.5255],
  ])('Wheeler’s coefficient at d/l = %s is within 1 %% of Nagaoka’s %s', (ratio, nagaoka) => {
    expectClose(wheelerNagaokaCoefficient(ratio), nagaoka, 0.01);
  });

  it('48 turns, 3/4 in diameter, 1.5 in long: 17.6 µH (ARRL Handbook)', () => {
    expectClose(wheelerInductance(0.75 * 0.0254, 1.5 * 0.0254, 48), 17.6e-6, 0.002);
    const values = valuesOf(airCoreInductorCalculator.run({}));
    expectClose(values.inductance, 17.63e-6, 0.001);
    expectClose(values.turnsPerLength, 48 / 38.1);
  });

  it('agrees with Nagaoka’s formula for a long coil, and warns for a short one', () => {
    // 100 turns, 10 mm diameter, 100 mm long: K(0.1) = 0.9588 (Grover), µ0 π r² N² / l = 9.8696 µH.
    const nagaoka = 0.9588 * ((4e-7 * Math.PI * Math.PI * 0.005 * 0.005 * 100 * 100) / 0.1);
    expectClose(wheelerInductance(0.01, 0.1, 100), nagaoka, 0.01);
    const short = airCoreInductorCalculator.run({ diameter: '50', length: '10', turns: '5' });
    expect(short.ok && short.notes?.[0]).toMatch(/within 1 %/);
    expect(errorsOf(airCoreInductorCalculator.run({ turns: '2.5' }))).toEqual({ turns: 'Turns must be a whole number' });
  });
});
