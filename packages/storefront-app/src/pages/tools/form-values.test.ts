// @vitest-environment node
import { calculatorBySlug, calculators, defaultInputs } from '@ferrite/calculators';
import { describe, expect, it } from 'vitest';
import { formSearchParams, formValuesFrom, isInputVisible } from './form-values';

const divider = calculatorBySlug('voltage-divider')!;
const colours = calculatorBySlug('resistor-colour-code')!;

describe('formValuesFrom', () => {
  it('starts from the defaults for an empty query, the same raw inputs defaultInputs gives', () => {
    for (const calculator of calculators) {
      const values = formValuesFrom(calculator, new URLSearchParams());
      expect(calculator.run(values), calculator.slug).toEqual(calculator.run(defaultInputs(calculator)));
    }
  });

  it('takes each field and unit from the query and keeps a blank field blank', () => {
    const values = formValuesFrom(divider, new URLSearchParams('inputVoltage=5&r1=22&r1Unit=kohm&r2=&unknown=1'));
    expect(values).toMatchObject({ inputVoltage: '5', r1: '22', r1Unit: 'kohm', r2: '' });
    expect(values).not.toHaveProperty('unknown');
  });

  it('gives a field the query leaves out its default value in its default unit, whatever unit the query names', () => {
    const defaults = defaultInputs(divider);
    const values = formValuesFrom(divider, new URLSearchParams('r1Unit=ohm'));
    expect(values.r1).toBe(defaults.r1);
    expect(values.r1Unit).toBe(defaults.r1Unit);
  });

  it('reads an empty select as its default, as run does', () => {
    expect(formValuesFrom(colours, new URLSearchParams('bands=')).bands).toBe('4');
  });

  it('cuts overlong values', () => {
    expect(formValuesFrom(divider, new URLSearchParams({ r1: '9'.repeat(500) })).r1).toHaveLength(100);
  });
});

describe('visibility and the query', () => {
  it('shows a field only while its select holds a listed value', () => {
    const digit3 = colours.inputs.find((input) => input.key === 'digit3')!;
    expect(digit3.visibleWhen).toBeDefined();
    const fourBands = formValuesFrom(colours, new URLSearchParams('bands=4'));
    const fiveBands = formValuesFrom(colours, new URLSearchParams('bands=5'));
    expect(isInputVisible(digit3, fourBands)).toBe(false);
    expect(isInputVisible(digit3, fiveBands)).toBe(true);
    expect(formSearchParams(colours, fourBands).has('digit3')).toBe(false);
    expect(formSearchParams(colours, fiveBands).has('digit3')).toBe(true);
  });

  it('writes every visible field and its unit, and reads back the same values', () => {
    const values = { ...formValuesFrom(divider, new URLSearchParams()), r2: '4,7', r2Unit: 'kohm' };
    const params = formSearchParams(divider, values);
    expect([...params.keys()]).toEqual(expect.arrayContaining(['inputVoltage', 'r1', 'r1Unit', 'r2', 'r2Unit']));
    expect(formValuesFrom(divider, params)).toEqual(values);
  });

  it('keeps a unit the query names for a field without a unit list, so that run refuses it', () => {
    const trace = calculatorBySlug('pcb-trace-width')!;
    const values = formValuesFrom(trace, new URLSearchParams('temperatureRise=10&temperatureRiseUnit=K'));
    expect(values.temperatureRiseUnit).toBe('K');
    expect(formSearchParams(trace, values).get('temperatureRiseUnit')).toBe('K');
    expect(trace.run(values)).toEqual({ ok: false, errors: { temperatureRise: 'Choose a unit for temperature rise: °C' } });
    expect(formValuesFrom(trace, new URLSearchParams('temperatureRise=10'))).not.toHaveProperty('temperatureRiseUnit');
  });
});
