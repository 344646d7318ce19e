// @vitest-environment node
// Ohm's law, dividers, LED and zener resistors, resistor power, battery life. Reference values
// worked by hand from the cited formulas.
import { describe, expect, it } from 'vitest';
import { errorsOf, expectClose, valuesOf } from '../test-helpers';
import { batteryLife, batteryLifeCalculator } from './battery-life';
import { currentDivider, currentDividerCalculator, currentDivision } from './current-divider';
import { deltaToWye, deltaWyeCalculator, wyeToDelta } from './delta-wye';
import { ledSeriesResistor, ledSeriesResistorCalculator } from './led-series-resistor';
import { ohmsLaw, ohmsLawCalculator } from './ohms-law';
import { resistorPowerCalculator, resistorPowerFromCurrent, resistorPowerFromVoltage } from './resistor-power';
import { voltageDivider, voltageDividerCalculator } from './voltage-divider';
import { voltageDividerLowerResistor, voltageDividerResistorCalculator } from './voltage-divider-resistor';
import { conductorResistancePerMetre, voltageDrop, voltageDropCalculator } from './voltage-drop';
import { zenerRegulator, zenerRegulatorCalculator } from './zener-regulator';

describe("Ohm's law, every pair — Horowitz & Hill §1.2 (V = IR, P = VI)", () => {
  it.each([
    [
      { voltage: 12, resistance: 100 },
      { voltage: 12, current: 0.12, resistance: 100, power: 1.44 },
    ],
    [
      { voltage: 5, current: 0.02 },
      { voltage: 5, current: 0.02, resistance: 250, power: 0.1 },
    ],
    [
      { current: 2, resistance: 10 },
      { voltage: 20, current: 2, resistance: 10, power: 40 },
    ],
    [
      { voltage: 230, power: 1000 },
      { voltage: 230, current: 4.347826, resistance: 52.9, power: 1000 },
    ],
    [
      { current: 0.5, power: 2 },
      { voltage: 4, current: 0.5, resistance: 8, power: 2 },
    ],
    [
      { resistance: 50, power: 0.5 },
      { voltage: 5, current: 0.1, resistance: 50, power: 0.5 },
    ],
  ])('%j', (known, expected) => {
    const solved = ohmsLaw(known);
    for (const key of ['voltage', 'current', 'resistance', 'power'] as const) expectClose(solved[key], expected[key], 1e-6);
  });

  it('descriptor takes units and needs exactly two values', () => {
    const values = valuesOf(ohmsLawCalculator.run({ voltage: '3.3', current: '10', currentUnit: 'mA' }));
    expectClose(values.resistance, 330);
    expectClose(values.power, 0.033);
    expect(errorsOf(ohmsLawCalculator.run({ voltage: '1', current: '1', resistance: '1' }))._form).toMatch(/exactly two/);
  });
});

describe('voltage divider — Horowitz & Hill §1.2 (Vout = Vin R2/(R1 + R2))', () => {
  it.each([
    [12, 10e3, 4.7e3, undefined, 3.836735], // 12 × 4.7/14.7
    [5, 10e3, 10e3, undefined, 2.5],
    [10, 10e3, 10e3, 10e3, 3.333333], // loaded: R2 ∥ RL = 5 k → 10 × 5/15
    [3.3, 1e3, 2e3, 1e6, 2.198535], // 1 MΩ load barely moves 2.2 V: 2 k ∥ 1 M = 1996.008
  ])('Vin %s, R1 %s, R2 %s, RL %s → %s V', (vin, r1, r2, load, expected) => {
    expectClose(voltageDivider(vin, r1, r2, load), expected, 1e-6);
  });

  it('descriptor reports the Thévenin resistance R1 ∥ R2', () => {
    const values = valuesOf(voltageDividerCalculator.run({ inputVoltage: '12', r1: '10', r2: '4.7' }));
    expectClose(values.sourceResistance, 3197.279, 1e-6);
  });

  it.each([
    [12, 3.3, 10e3, 3793.103], // 10 k × 3.3/8.7
    [5, 2.5, 4.7e3, 4.7e3],
    [24, 5, 100e3, 26315.79],
  ])('R2 for Vin %s, Vout %s, R1 %s → %s Ω', (vin, vout, r1, expected) => {
    expectClose(voltageDividerLowerResistor(vin, vout, r1), expected, 1e-6);
  });

  it('R2 descriptor snaps to the nearest E24 value (IEC 60063) and gives the resulting output', () => {
    const values = valuesOf(voltageDividerResistorCalculator.run({ inputVoltage: '12', outputVoltage: '3.3', r1: '10', series: 'E24' }));
    expect(values.standardR2).toBe(3900);
    expectClose(values.standardOutputVoltage, 3.366906, 1e-6); // 12 × 3.9/13.9
  });
});

// Published worked examples of current division:
// - Nilsson & Riedel, Electric Circuits, 10th ed. (2015), Example 3.2: 10 A splits between 16 Ω and
//   the 1.6 Ω + (6 Ω ∥ 4 Ω) = 4 Ω branch, io = 8 A; then 8 A between 6 Ω and 4 Ω, i6 = 3.2 A (61.44 W).
// - Alexander & Sadiku, Fundamentals of Electric Circuits, 5th ed. (2013), Example 2.12: 2 A from
//   12 V through 4 Ω into 6 Ω ∥ 3 Ω, io = 4/3 A in the 3 Ω resistor.
// - T. R. Kuphaldt, Lessons in Electric Circuits, vol. I (DC), ch. 6 "Current divider circuits":
//   6 V across 1 kΩ, 3 kΩ and 2 kΩ in parallel, 6 mA, 2 mA and 3 mA, 11 mA in all, 545.45 Ω.
describe('current divider — published examples (Nilsson & Riedel, Alexander & Sadiku, Kuphaldt)', () => {
  it('10 A into 16 Ω ∥ 4 Ω: 8 A, then 8 A into 6 Ω ∥ 4 Ω: 3.2 A (Nilsson & Riedel Example 3.2)', () => {
    expectClose(currentDivider(10, 16, 4).i2, 8);
    expectClose(currentDivider(8, 6, 4).i1, 3.2);
    expectClose(currentDivider(8, 6, 4).i1 ** 2 * 6, 61.44);
  });

  it('2 A into 6 Ω ∥ 3 Ω: 4/3 A in the 3 Ω resistor (Alexander & Sadiku Example 2.12)', () => {
    expectClose(currentDivider(2, 6, 3).i2, 4 / 3);
    const values = valuesOf(currentDividerCalculator.run({ totalCurrent: '2', totalCurrentUnit: 'A', r1: '6', r2: '3' }));
    expectClose(values.i2, 4 / 3);
    expectClose(values.voltage, 4); // vo = 4 V in the example
  });

  it('11 mA into 1 kΩ ∥ 3 kΩ ∥ 2 kΩ: 6, 2 and 3 mA at 545.45 Ω (Kuphaldt ch. 6)', () => {
    const values = valuesOf(
      currentDividerCalculator.run({
        totalCurrent: '11',
        totalCurrentUnit: 'mA',
        r1: '1',
        r1Unit: 'kohm',
        r2: '3',
        r2Unit: 'kohm',
        r3: '2',
        r3Unit: 'kohm',
      }),
    );
    expectClose(values.i1, 0.006);
    expectClose(values.i2, 0.002);
    expectClose(values.i3, 0.003);
    expectClose(values.voltage, 6);
    expectClose(values.resistance, 545.45, 1e-5);
  });
});

describe('LED series resistor — R = (Vs − n Vf)/I, rounded up in the E-series (IEC 60063)', () => {
  it('5 V, 2 V red LED, 20 mA → 150 Ω exactly, 60 mW, 1/8 W with 2× margin', () => {
    const led = ledSeriesResistor(5, 2, 0.02, 1, 'E24');
    expectClose(led.resistance, 150);
    expect(led.standardResistance).toBe(150);
    expectClose(led.resistorPower, 0.06);
    expect(
      valuesOf(ledSeriesResistorCalculator.run({ supply: '5', forwardVoltage: '2', current: '20', count: '1', series: 'E24', margin: '2' }))
        .rating,
    ).toBe('1/8 W');
  });

  it('12 V, two 3.2 V LEDs, 20 mA → 280 Ω exact, 300 Ω (E24) or 330 Ω (E12), 1/4 W', () => {
    const e24 = ledSeriesResistor(12, 3.2, 0.02, 2, 'E24');
    expectClose(e24.resistance, 280);
    expect(e24.standardResistance).toBe(300);
    expectClose(e24.current, 0.0186667, 1e-5); // 5.6 V / 300 Ω
    expectClose(e24.resistorPower, 0.1045333, 1e-6); // 5.6² / 300
    expect(ledSeriesResistor(12, 3.2, 0.02, 2, 'E12').standardResistance).toBe(330);
    expect(valuesOf(ledSeriesResistorCalculator.run({ supply: '12', forwardVoltage: '3.2', current: '20', count: '2' })).rating).toBe(
      '1/4 W',
    );
  });

  it('refuses a supply at or below the forward voltage', () => {
    expect(errorsOf(ledSeriesResistorCalculator.run({ supply: '3', forwardVoltage: '3.2', current: '20' })).supply).toMatch(
      /above the LEDs/,
    );
  });
});

describe('resistor power — P = V²/R = I²R, rating per IEC 60115-1 steps', () => {
  it.each([
    [5, 220, 0.1136364, '1/4 W'], // ×2 = 0.227 W
    [12, 1e3, 0.144, '1/2 W'], // ×2 = 0.288 W
    [1, 1e3, 0.001, '1/16 W'],
    [24, 10, 57.6, 'above 2 W: use a power resistor'],
  ] as const)('%s V across %s Ω → %s W, choose %s', (voltage, resistance, power, rating) => {
    expectClose(resistorPowerFromVoltage(voltage, resistance), power, 1e-6);
    expect(valuesOf(resistorPowerCalculator.run({ resistance: String(resistance), voltage: String(voltage), margin: '2' })).rating).toBe(
      rating,
    );
  });

  it('from current', () => {
    expectClose(resistorPowerFromCurrent(0.1, 100), 1);
    expect(errorsOf(resistorPowerCalculator.run({ resistance: '10', voltage: '1', current: '1' }))._form).toMatch(/either/);
  });
});

describe('zener shunt regulator — ON Semiconductor HBD854/D design equations', () => {
  it('12 V in, 5.1 V zener, 20 mA load, 5 mA bias → 276 Ω, 270 Ω (E24, at or below)', () => {
    const regulator = zenerRegulator(12, 5.1, 0.02, 0.005, 'E24');
    expectClose(regulator.resistance, 276);
    expect(regulator.standardResistance).toBe(270);
    expectClose(regulator.resistorPower, 0.1763333, 1e-6); // 6.9² / 270
    expectClose(regulator.zenerPowerNoLoad, 0.1303333, 1e-6); // 5.1 × 6.9 / 270
    expectClose(regulator.zenerCurrentFullLoad, 0.0055556, 1e-4); // 25.56 mA − 20 mA
    expect(
      valuesOf(zenerRegulatorCalculator.run({ inputVoltage: '12', zenerVoltage: '5.1', loadCurrent: '20', zenerCurrent: '5' }))
        .resistorRating,
    ).toBe('1/2 W');
  });

  it('refuses a zener voltage at or above the input', () => {
    expect(errorsOf(zenerRegulatorCalculator.run({ inputVoltage: '5', zenerVoltage: '5.1', loadCurrent: '1', zenerCurrent: '1' }))).toEqual(
      {
        zenerVoltage: 'Zener voltage must be below the input voltage',
      },
    );
  });
});

describe('battery life — Linden & Reddy, Handbook of Batteries, ch. 3 (t = C/I)', () => {
  it.each([
    [2, 0.1, 1, 20], // 2000 mAh at 100 mA
    [2, 0.1, 0.7, 14], // with 70 % usable
    [2.4, 0.25, 1, 9.6],
    [0.22, 0.00001, 1, 22000], // CR2032-size 220 mAh at 10 µA ≈ 2.5 years
  ])('%s Ah at %s A, %s usable → %s h', (capacity, load, usable, hours) => {
    expectClose(batteryLife(capacity, load, usable), hours, 1e-9);
  });

  it('descriptor derates to 70 % by default, as Digi-Key’s battery life calculator does (2000 mAh, 100 mA: 14 h)', () => {
    // Digi-Key Electronics, Battery Life Calculator: life = capacity (mAh) / load (mA) × 0.7.
    const values = valuesOf(batteryLifeCalculator.run({ capacity: '2000', capacityUnit: 'mAh', load: '100', loadUnit: 'mA' }));
    expectClose(values.hours, 14);
    expectClose(values.days, 14 / 24);
    expectClose(
      valuesOf(batteryLifeCalculator.run({ capacity: '2000', capacityUnit: 'mAh', load: '100', loadUnit: 'mA', usable: '100' })).hours,
      20,
    );
    expect(errorsOf(batteryLifeCalculator.run({ usable: '' }))).toEqual({ usable: 'Usable capacity is required' });
  });

  it('takes the load as a power at the battery voltage (Linden & Reddy ch. 3: E = C × V)', () => {
    // A 3.7 V, 2000 mAh lithium-ion cell holds 7.4 Wh; 0.74 W draws 0.2 A: 10 h at 100 %, 7 h at 70 %.
    const values = valuesOf(
      batteryLifeCalculator.run({ loadKind: 'power', loadPower: '740', loadPowerUnit: 'mW', voltage: '3.7', usable: '100' }),
    );
    expectClose(values.energy, 7.4);
    expectClose(values.current, 0.2);
    expectClose(values.hours, 10);
    expectClose(valuesOf(batteryLifeCalculator.run({ loadKind: 'power', loadPower: '0.74', voltage: '3.7' })).hours, 7);
  });
});

// Alexander & Sadiku, Fundamentals of Electric Circuits, 5th ed. (2013), §2.7: the worked example
// turns a delta of 25, 10 and 15 Ω (Ra, Rb, Rc, each opposite node 1, 2, 3) into a wye of 3, 7.5 and
// 5 Ω (R1, R2, R3); the practice problem turns a wye of 10, 20 and 40 Ω into a delta of 140, 70 and
// 35 Ω; a balanced delta is a wye of a third of its resistance (RY = RΔ / 3).
describe('delta–wye conversion — Alexander & Sadiku §2.7', () => {
  it('delta 25/10/15 Ω → wye 3/7.5/5 Ω (worked example)', () => {
    // Terminals A, B, C are nodes 1, 2, 3: RBC = Ra, RCA = Rb, RAB = Rc.
    const wye = deltaToWye({ bc: 25, ca: 10, ab: 15 });
    expectClose(wye.a, 3);
    expectClose(wye.b, 7.5);
    expectClose(wye.c, 5);
  });

  it('wye 10/20/40 Ω → delta 140/70/35 Ω (practice problem)', () => {
    const delta = wyeToDelta({ a: 10, b: 20, c: 40 });
    expectClose(delta.bc, 140);
    expectClose(delta.ca, 70);
    expectClose(delta.ab, 35);
  });

  it('a balanced delta of 3R is a wye of R, and back', () => {
    expect(deltaToWye({ ab: 300, bc: 300, ca: 300 })).toEqual({ a: 100, b: 100, c: 100 });
    const back = wyeToDelta(deltaToWye({ ab: 47, bc: 220, ca: 1000 }));
    expectClose(back.ab, 47);
    expectClose(back.bc, 220);
    expectClose(back.ca, 1000);
  });

  it('runs from the form in either direction, with units, and shows only the side asked for', () => {
    expect(valuesOf(deltaWyeCalculator.run({}))).toEqual({ ra: 3, rb: 7.5, rc: 5 });
    const delta = valuesOf(deltaWyeCalculator.run({ direction: 'wye-to-delta', ra: '10', rb: '20', rc: '40', rcUnit: 'ohm' }));
    expectClose(delta.rbc, 140);
    expect(errorsOf(deltaWyeCalculator.run({ rab: '0' }))).toEqual({ rab: 'R AB (delta) must be greater than 0' });
  });
});

// NFPA 70 (NEC 2023) Chapter 9, Table 8: DC resistance of uncoated solid copper at 75 °C, 14 AWG
// 3.07, 12 AWG 1.93, 10 AWG 1.21 Ω/kft, and solid aluminium 12 AWG 3.18 Ω/kft. The table rounds to
// three digits, so 0.5 % is its own precision.
describe('voltage drop in a wire run — NEC Chapter 9 Table 8', () => {
  it.each([
    ['14', 'copper', 3.07],
    ['12', 'copper', 1.93],
    ['10', 'copper', 1.21],
    ['12', 'aluminium', 3.18],
  ] as const)('%s AWG %s at 75 °C: %s Ω/kft', (size, material, ohmsPerKft) => {
    const values = valuesOf(voltageDropCalculator.run({ size, material, temperature: '75' }));
    expectClose(values.resistancePerKft, ohmsPerKft, 0.005);
  });

  it('drops 2 × I × L × R out and back, √3 × I × L × R line to line in three phase', () => {
    // 16 A over 100 ft of 12 AWG copper: 2 × 16 A × 0.1 kft × 1.93 Ω/kft ≈ 6.2 V, 5.1 % of 120 V.
    const values = valuesOf(voltageDropCalculator.run({ current: '16', length: '100', lengthUnit: 'ft', size: '12', supply: '120' }));
    expectClose(values.drop, 2 * 16 * 0.1 * 1.93, 0.005);
    expectClose(values.dropPercent, ((2 * 16 * 0.1 * 1.93) / 120) * 100, 0.005);
    expectClose(values.loadVoltage, 120 - (values.drop as number), 1e-12);
    const perMetre = conductorResistancePerMetre(2.5, 'copper', 20);
    expectClose(perMetre, 0.017241 / 2.5);
    expectClose(voltageDrop(10, 50, perMetre, 'three-phase'), Math.sqrt(3) * 10 * 50 * perMetre);
    const metric = valuesOf(
      voltageDropCalculator.run({
        size: 'metric',
        area: '2.5',
        temperature: '20',
        length: '50',
        lengthUnit: 'm',
        current: '10',
        circuit: 'three-phase',
      }),
    );
    expectClose(metric.drop, Math.sqrt(3) * 10 * 50 * perMetre);
  });

  it('says when the drop passes 5 %, and when the run cannot carry the current at all', () => {
    const long = voltageDropCalculator.run({ current: '16', length: '200', lengthUnit: 'ft', size: '14', supply: '120' });
    expect(long.ok && long.notes?.[0]).toMatch(/More than 5 % drop/);
    const impossible = voltageDropCalculator.run({ current: '100', length: '1000', lengthUnit: 'm', size: '30', supply: '12' });
    expect(impossible.ok && impossible.notes).toEqual(['The drop is at least the supply voltage: the run cannot carry this current.']);
    expect(valuesOf(impossible)).not.toHaveProperty('loadVoltage');
  });
});

// Current division, Nilsson & Riedel ch. 3: in parallel each branch carries I × Gk / ΣG; for two,
// I1 = I R2 / (R1 + R2). Worked by hand from those equations.
describe('current divider with any number of branches — Nilsson & Riedel ch. 3', () => {
  it('agrees with the two-resistor formula', () => {
    const [i1, i2] = currentDivision(0.1, [100, 220]);
    const two = currentDivider(0.1, 100, 220);
    expectClose(i1, two.i1);
    expectClose(i2, two.i2);
  });

  it.each([
    [0.01, [1000, 2000, 2000], [0.005, 0.0025, 0.0025]], // ΣG = 2 mS, V = 5 V
    [1, [10, 10, 10, 10], [0.25, 0.25, 0.25, 0.25]],
    [0.6, [1, 2, 3, 6], [0.3, 0.15, 0.1, 0.05]], // ΣG = 2 S, V = 0.3 V
  ])('%s A into %j Ω', (total, resistances, expected) => {
    const currents = currentDivision(total, resistances);
    currents.forEach((current, index) => expectClose(current, expected[index] ?? Number.NaN));
    expectClose(
      currents.reduce((sum, current) => sum + current, 0),
      total,
    );
  });

  it('runs from the form with the branches given, skipping blank ones', () => {
    const values = valuesOf(
      currentDividerCalculator.run({ totalCurrent: '0.6', totalCurrentUnit: 'A', r1: '1', r2: '2', r3: '', r4: '3', r6: '6' }),
    );
    expect(Object.keys(values).sort()).toEqual(['i1', 'i2', 'i4', 'i6', 'resistance', 'voltage']);
    expectClose(values.i6, 0.05);
    expectClose(values.voltage, 0.3);
    expectClose(values.resistance, 0.5);
  });
});
