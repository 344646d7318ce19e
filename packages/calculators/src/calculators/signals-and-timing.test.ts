// @vitest-environment node
// dBm, wavelength, RMS, attenuators, 555 timers and op-amp gain, against published tables
// and datasheet formulas.
import { describe, expect, it } from 'vitest';
import { errorsOf, expectClose, valuesOf } from '../test-helpers';
import { attenuatorResistors } from './attenuator';
import { dbmPowerCalculator, dbmToWatts, wattsToDbm, wattsToVoltsRms } from './dbm-power';
import { frequencyOf, frequencyWavelengthCalculator, wavelengthOf } from './frequency-wavelength';
import { opAmpGain, opAmpGainCalculator } from './op-amp-gain';
import { waveformAmplitudes } from './rms-peak';
import { timer555Astable } from './timer-555-astable';
import { timer555Monostable } from './timer-555-monostable';
import { decibelCalculator, decibelsToRatio, ratioToDecibels } from './decibel';

// IEC 60027-3: dBm is 10 log10(P / 1 mW). 0 dBm into 600 Ω is the 0.775 V telephony reference.
describe('dBm ↔ W ↔ V — IEC 60027-3', () => {
  it.each([
    [0, 1e-3],
    [30, 1],
    [-30, 1e-6],
    [20, 0.1],
    [3, 1.995262e-3],
    [-174, 3.981072e-21], // thermal noise floor per Hz at 290 K
  ])('%s dBm = %s W', (dbm, watts) => {
    expectClose(dbmToWatts(dbm), watts, 1e-6);
    expectClose(wattsToDbm(watts), dbm, 1e-6 * Math.max(1, Math.abs(dbm)));
  });

  it.each([
    [1e-3, 50, 0.2236068],
    [1e-3, 600, 0.7745967],
    [1, 50, 7.071068],
    [1e-3, 75, 0.2738613],
  ])('%s W into %s Ω = %s V rms', (watts, impedance, volts) => {
    expectClose(wattsToVoltsRms(watts, impedance), volts, 1e-6);
  });

  it('descriptor converts 1 V rms into 50 Ω to 20 mW = 13.0103 dBm = 120 dBµV', () => {
    const values = valuesOf(dbmPowerCalculator.run({ value: '1', quantity: 'Vrms', impedance: '50' }));
    expectClose(values.watts, 0.02);
    expectClose(values.dbm, 13.0103, 1e-5);
    expectClose(values.dbuv, 120, 1e-12);
    expect(errorsOf(dbmPowerCalculator.run({ value: '0', quantity: 'W', impedance: '50' }))).toEqual({
      value: 'Power must be greater than 0',
    });
  });
});

// BIPM SI Brochure (2019): c = 299 792 458 m/s exactly.
describe('frequency ↔ wavelength — λ = c × VF / f', () => {
  it.each([
    [300e6, 1, 0.9993082],
    [1e9, 0.66, 0.197863],
    [2.45e9, 1, 0.1223643],
    [50, 1, 5995849.16],
  ])('%s Hz at VF %s → %s m', (frequency, velocityFactor, wavelength) => {
    expectClose(wavelengthOf(frequency, velocityFactor), wavelength, 1e-6);
    expectClose(frequencyOf(wavelength, velocityFactor), frequency, 1e-6);
  });

  it('descriptor needs exactly one of frequency and wavelength', () => {
    expectClose(
      valuesOf(frequencyWavelengthCalculator.run({ frequency: '', wavelength: '2', wavelengthUnit: 'm', velocityFactor: '1' })).frequency,
      149896229,
    );
    expect(errorsOf(frequencyWavelengthCalculator.run({ frequency: '1', wavelength: '1' }))._form).toBe(
      'Enter either a frequency or a wavelength',
    );
  });
});

// Horowitz & Hill §1.3: sine Vrms = Vp/√2, average (rectified) = 2Vp/π; triangle Vrms = Vp/√3.
describe('RMS, peak and average — Horowitz & Hill §1.3', () => {
  it.each([
    [230, 'rms', 'sine', 325.2691, 650.5382, 230, 207.0727],
    [1, 'peak', 'sine', 1, 2, 0.7071068, 0.6366198],
    [10, 'peakToPeak', 'square', 5, 10, 5, 5],
    [1, 'peak', 'triangle', 1, 2, 0.5773503, 0.5],
    [0.5, 'average', 'sawtooth', 1, 2, 0.5773503, 0.5],
  ] as const)('%s %s %s', (value, measure, waveform, peak, peakToPeak, rms, average) => {
    const amplitudes = waveformAmplitudes(value, measure, waveform);
    expectClose(amplitudes.peak, peak, 1e-6);
    expectClose(amplitudes.peakToPeak, peakToPeak, 1e-6);
    expectClose(amplitudes.rms, rms, 1e-6);
    expectClose(amplitudes.average, average, 1e-6);
  });
});

// Attenuator tables for 50 Ω (Reference Data for Radio Engineers; same values in the ARRL Handbook).
describe('pi and T attenuators — Reference Data for Radio Engineers', () => {
  it.each([
    [3, 292.4, 17.6, 8.55, 141.9],
    [6, 150.5, 37.4, 16.6, 66.9],
    [10, 96.2, 71.2, 26.0, 35.1],
    [20, 61.1, 247.5, 40.9, 10.1],
  ])('%s dB at 50 Ω: pi %s / %s, T %s / %s', (db, piShunt, piSeries, teeSeries, teeShunt) => {
    const pad = attenuatorResistors(db, 50);
    // Tables print 3–4 significant digits.
    expectClose(pad.piShunt, piShunt, 2e-3);
    expectClose(pad.piSeries, piSeries, 2e-3);
    expectClose(pad.teeSeries, teeSeries, 2e-3);
    expectClose(pad.teeShunt, teeShunt, 2e-3);
  });
});

// TI LM555 datasheet (SNAS548): f = 1.44/((RA + 2RB)C), tH = 0.693(RA + RB)C, tL = 0.693 RB C,
// monostable t = 1.1 RA C. The library uses the exact ln 2 and ln 3 that 0.693 and 1.1 round,
// so the rows agree to the datasheet's 0.2 %.
describe('555 timer — TI LM555 datasheet', () => {
  it.each([
    [1e3, 10e3, 10e-9, 6857.14, 76.23e-6, 69.3e-6, 52.381],
    [10e3, 100e3, 1e-6, 6.857, 76.23e-3, 69.3e-3, 52.381],
    [1e3, 1e3, 100e-9, 4800, 138.6e-6, 69.3e-6, 66.667],
  ])('RA %s, RB %s, C %s → %s Hz', (ra, rb, capacitance, frequency, highTime, lowTime, duty) => {
    const timing = timer555Astable(ra, rb, capacitance);
    expectClose(timing.frequency, frequency, 2e-3);
    expectClose(timing.highTime, highTime, 2e-3);
    expectClose(timing.lowTime, lowTime, 2e-3);
    expectClose(timing.dutyCycle, duty, 1e-4); // duty = (RA + RB)/(RA + 2RB) exactly in both
  });

  it.each([
    [100e3, 10e-6, 1.1],
    [10e3, 100e-9, 1.1e-3],
    [1e6, 1e-6, 1.1],
  ])('monostable R %s, C %s → %s s', (resistance, capacitance, width) => {
    expectClose(timer555Monostable(resistance, capacitance), width, 2e-3);
  });
});

// Horowitz & Hill §4.2: inverting G = −Rf/Rin, non-inverting G = 1 + Rf/Rg.
describe('op-amp gain — Horowitz & Hill §4.2', () => {
  it.each([
    ['inverting', 100e3, 10e3, -10],
    ['nonInverting', 100e3, 10e3, 11],
    ['nonInverting', 0, 10e3, 1], // voltage follower
    ['inverting', 4.7e3, 4.7e3, -1],
  ] as const)('%s Rf %s, R %s → %s', (configuration, feedback, input, gain) => {
    expectClose(opAmpGain(configuration, feedback, input), gain);
  });

  it('descriptor reports dB and the ideal output', () => {
    const values = valuesOf(opAmpGainCalculator.run({ configuration: 'inverting', feedback: '100', input: '10', inputVoltage: '0.2' }));
    expectClose(values.gainDb, 20, 1e-12);
    expectClose(values.outputVoltage, -2);
  });
});

// NIST SP 811 (2008) §8.7: L_P = 10 lg(P/P0) dB for powers, L_F = 20 lg(F/F0) dB for field
// quantities. Its consequences as engineering tables print them (IEC 60027-3): doubling the power
// is +3.0103 dB, doubling the voltage +6.0206 dB, 20 dB a voltage ratio of 10 and a power ratio of 100.
describe('decibel converter — NIST SP 811 §8.7, IEC 60027-3', () => {
  it.each([
    [2, 'power', 3.0103],
    [2, 'field', 6.0206],
    [10, 'field', 20],
    [100, 'power', 20],
    [0.5, 'power', -3.0103],
    [1 / Math.SQRT2, 'field', -3.0103],
  ] as const)('ratio %s of %s quantities is %s dB', (ratio, kind, decibels) => {
    expectClose(ratioToDecibels(ratio, kind), decibels, 1e-5);
    expectClose(decibelsToRatio(decibels, kind), ratio, 1e-5);
  });

  it('gives the level and both ratios from either a ratio or a level', () => {
    const fromRatio = valuesOf(decibelCalculator.run({ kind: 'field', ratio: '10' }));
    expectClose(fromRatio.decibels, 20);
    expectClose(fromRatio.powerRatio, 100);
    expectClose(fromRatio.fieldRatio, 10);
    const fromLevel = valuesOf(decibelCalculator.run({ ratio: '', decibels: '-3' }));
    expectClose(fromLevel.powerRatio, 0.501187, 1e-5);
    expectClose(fromLevel.fieldRatio, 0.707946, 1e-5);
    expect(decibelCalculator.run({ ratio: '2', decibels: '3' })).toEqual({
      ok: false,
      errors: { _form: 'Enter either a ratio or a level in dB' },
    });
  });
});
