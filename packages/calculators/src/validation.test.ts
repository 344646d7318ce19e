// @vitest-environment node
// Invalid input never reaches a formula: each case returns a typed error with a human message.
import { describe, expect, it } from 'vitest';
import { capacitiveReactanceCalculator } from './calculators/capacitive-reactance';
import { currentDividerCalculator } from './calculators/current-divider';
import { ledSeriesResistorCalculator } from './calculators/led-series-resistor';
import { microstripImpedanceCalculator } from './calculators/microstrip-impedance';
import { pcbTraceWidthCalculator } from './calculators/pcb-trace-width';
import { ohmsLawCalculator } from './calculators/ohms-law';
import { voltageDividerResistorCalculator } from './calculators/voltage-divider-resistor';
import { decimalFractionConverter } from './conversions/decimal-fraction';
import { lengthConverter } from './conversions/length';
import { temperatureConverter } from './conversions/temperature';
import { FORM_ERROR_KEY } from './descriptor';
import { defaultInputs } from './run';
import { errorsOf, expectClose, valuesOf } from './test-helpers';

const microstrip = defaultInputs(microstripImpedanceCalculator);

describe('validation', () => {
  it('rejects a negative length', () => {
    expect(errorsOf(lengthConverter.run({ value: '-3', from: 'mm' }))).toEqual({ value: 'Length cannot be negative' });
    expect(errorsOf(microstripImpedanceCalculator.run({ ...microstrip, width: '-0.2' }))).toEqual({
      width: 'Trace width must be greater than 0',
    });
  });

  it('rejects a zero divisor', () => {
    expect(errorsOf(capacitiveReactanceCalculator.run({ frequency: '0', capacitance: '100' }))).toEqual({
      frequency: 'Frequency must be greater than 0',
    });
    expect(errorsOf(ohmsLawCalculator.run({ voltage: '5', current: '0' }))).toEqual({
      current: 'Current must be greater than 0 to find the resistance',
    });
    expect(errorsOf(decimalFractionConverter.run({ value: '3/0' }))).toEqual({ value: 'The denominator cannot be 0' });
    expect(errorsOf(currentDividerCalculator.run({ totalCurrent: '1', r1: '0', r2: '0' }))).toEqual({
      r1: 'R1 must be greater than 0',
      r2: 'R2 must be greater than 0',
    });
  });

  it.each(['abc', 'NaN', 'Infinity', '--2', '4.7x', '0x10'])('rejects %j as "Enter a number"', (text) => {
    expect(errorsOf(capacitiveReactanceCalculator.run({ frequency: text, capacitance: '100' }))).toEqual({ frequency: 'Enter a number' });
  });

  it('rejects NaN and Infinity passed as numbers from code', () => {
    expect(errorsOf(ohmsLawCalculator.run({ voltage: Number.NaN, resistance: 10 }))).toEqual({ voltage: 'Enter a number' });
    expect(errorsOf(ohmsLawCalculator.run({ voltage: Number.POSITIVE_INFINITY, resistance: 10 }))).toEqual({
      voltage: 'Voltage must be at most 1 MV',
    });
    expect(errorsOf(capacitiveReactanceCalculator.run({ frequency: '1e999', capacitance: '100' }))).toEqual({
      frequency: 'Frequency must be at most 1 THz',
    });
  });

  it('rejects values out of range, naming the limit in the base unit', () => {
    expect(errorsOf(microstripImpedanceCalculator.run({ ...microstrip, permittivity: '0.5' }))).toEqual({
      permittivity: 'Relative permittivity εr must be at least 1',
    });
    expect(errorsOf(ledSeriesResistorCalculator.run({ ...defaultInputs(ledSeriesResistorCalculator), count: '2.5' }))).toEqual({
      count: 'LEDs in series must be a whole number',
    });
    expect(errorsOf(temperatureConverter.run({ value: '-300', from: 'C' }))).toEqual({
      value: 'Temperature cannot be below absolute zero (0 K, −273.15 °C, −459.67 °F)',
    });
  });

  it('rejects inconsistent combinations with a form-level or field message', () => {
    expect(errorsOf(ohmsLawCalculator.run({ voltage: '5' }))).toEqual({
      [FORM_ERROR_KEY]: 'Enter exactly two of voltage, current, resistance and power',
    });
    expect(errorsOf(voltageDividerResistorCalculator.run({ inputVoltage: '5', outputVoltage: '6', r1: '10' }))).toEqual({
      outputVoltage: 'Output voltage must be below the input voltage',
    });
  });

  it('reports a missing required value, an unknown unit and an unknown option', () => {
    expect(errorsOf(capacitiveReactanceCalculator.run({ frequency: '', capacitance: '100' }))).toEqual({
      frequency: 'Frequency is required',
    });
    // An absent required field takes its default (1 kHz here), as a short shared URL would.
    expectClose(valuesOf(capacitiveReactanceCalculator.run({ capacitance: '100' })).reactance, 1591.5494309189535);
    expect(errorsOf(capacitiveReactanceCalculator.run({ frequency: '1', frequencyUnit: 'parsec', capacitance: '1' }))).toEqual({
      frequency: 'Choose a unit for frequency: Hz, kHz, MHz, GHz',
    });
    expect(errorsOf(lengthConverter.run({ value: '1', from: 'furlong' }))).toEqual({ from: 'Choose an option from the list' });
  });

  it('reads query-string text: units, spaces, decimal commas and exponents', () => {
    // 1 kHz and 100 nF: Xc = 1 / (2π × 10³ × 10⁻⁷) = 1591.549 Ω (Horowitz & Hill §1.7).
    const expected = 1591.5494309189535;
    expectClose(
      valuesOf(capacitiveReactanceCalculator.run({ frequency: ' 1 ', frequencyUnit: 'kHz', capacitance: '100', capacitanceUnit: 'nF' }))
        .reactance,
      expected,
    );
    expectClose(
      valuesOf(capacitiveReactanceCalculator.run({ frequency: '1000', frequencyUnit: 'Hz', capacitance: '0,1', capacitanceUnit: 'uF' }))
        .reactance,
      expected,
    );
    expectClose(
      valuesOf(capacitiveReactanceCalculator.run({ frequency: '1e3', frequencyUnit: 'Hz', capacitance: '1e-7', capacitanceUnit: 'F' }))
        .reactance,
      expected,
    );
    expectClose(
      valuesOf(capacitiveReactanceCalculator.run({ frequency: 1, frequencyUnit: 'kHz', capacitance: 100, capacitanceUnit: 'nF' }))
        .reactance,
      expected,
    );
  });

  it('sizes a trace for the unit given: 50 mA is not 50 A (issue 23)', () => {
    const milliamps = valuesOf(pcbTraceWidthCalculator.run({ current: '50', currentUnit: 'mA' }));
    const amps = valuesOf(pcbTraceWidthCalculator.run({ current: '0.05', currentUnit: 'A' }));
    expect(milliamps).toEqual(amps);
    expect(errorsOf(pcbTraceWidthCalculator.run({ current: '50', currentUnit: 'mV' }))).toEqual({
      current: 'Choose a unit for current: µA, mA, A',
    });
    expect(errorsOf(pcbTraceWidthCalculator.run({ temperatureRise: '10', temperatureRiseUnit: 'K' }))).toEqual({
      temperatureRise: 'Choose a unit for temperature rise: °C',
    });
    expect(errorsOf(ledSeriesResistorCalculator.run({ count: '2', countUnit: 'V' }))).toEqual({
      count: 'LEDs in series is a plain number and takes no unit',
    });
  });

  it('reads a typed SI prefix only where it agrees with the unit list', () => {
    // 1 kHz and 100 nF: Xc = 1591.549 Ω (Horowitz & Hill §1.7), with the prefixes typed.
    const expected = 1591.5494309189535;
    for (const raw of [
      { frequency: '1k', frequencyUnit: 'Hz', capacitance: '100n', capacitanceUnit: 'F' },
      { frequency: '1k', frequencyUnit: 'kHz', capacitance: '100n', capacitanceUnit: 'nF' },
      { frequency: '1k', frequencyUnit: 'Hz', capacitance: '0.1u', capacitanceUnit: 'uF' },
    ]) {
      expectClose(valuesOf(capacitiveReactanceCalculator.run(raw)).reactance, expected);
    }
    expect(errorsOf(capacitiveReactanceCalculator.run({ frequency: '1k', frequencyUnit: 'MHz', capacitance: '100' }))).toEqual({
      frequency: '“1k” has its own prefix but the unit list says MHz: choose Hz or drop the prefix',
    });
  });
});
