// @vitest-environment node
// Reactance, time constants, resonance, filters, combinations and stored energy. Reference
// values are worked by hand from the textbook formulas (Horowitz & Hill, The Art of
// Electronics, 3rd ed., 2015, ch. 1), to the digits shown.
import { describe, expect, it } from 'vitest';
import { expectClose, valuesOf } from '../test-helpers';
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
