// @vitest-environment node
// Resistor colour code in both directions. Reference rows: IEC 60062:2016 §4, Tables 1–2
// (digit, multiplier, tolerance and temperature-coefficient colours), worked by hand.
import { describe, expect, it } from 'vitest';
import { E24, E96 } from '../e-series';
import { defaultInputs } from '../run';
import { errorsOf, expectClose, valuesOf } from '../test-helpers';
import { resistorColourCodeCalculator, resistorFromColours } from './resistor-colour-code';
import { coloursForResistance, resistorValueToColoursCalculator } from './resistor-colour-code-from-value';
import { bandSequence } from './resistor-colour-table';
import type { ResistorBands } from './resistor-colour-table';

describe('colours → value (IEC 60062:2016 §4)', () => {
  it.each<[string, ResistorBands, number, number, number | undefined]>([
    // 4 bands: 4, 7, ×100, gold ±5 % → 4.7 kΩ
    ['4-band yellow violet red gold', { digits: ['yellow', 'violet'], multiplier: 'red', tolerance: 'gold' }, 4700, 5, undefined],
    // 4 bands: 1, 0, ×0.1 (gold), gold → 1 Ω
    ['4-band brown black gold gold', { digits: ['brown', 'black'], multiplier: 'gold', tolerance: 'gold' }, 1, 5, undefined],
    // 4 bands: 5, 6, ×0.01 (silver), silver ±10 % → 0.56 Ω
    ['4-band green blue silver silver', { digits: ['green', 'blue'], multiplier: 'silver', tolerance: 'silver' }, 0.56, 10, undefined],
    // 3 bands (no tolerance band, ±20 %): 3, 3, ×10 → 330 Ω
    ['3-band orange orange brown', { digits: ['orange', 'orange'], multiplier: 'brown', tolerance: 'none' }, 330, 20, undefined],
    // 5 bands: 1, 0, 0, ×100, brown ±1 % → 10 kΩ
    [
      '5-band brown black black red brown',
      { digits: ['brown', 'black', 'black'], multiplier: 'red', tolerance: 'brown' },
      10000,
      1,
      undefined,
    ],
    // 5 bands: 2, 4, 9, ×1 k, green ±0.5 % → 249 kΩ
    [
      '5-band red yellow white orange green',
      { digits: ['red', 'yellow', 'white'], multiplier: 'orange', tolerance: 'green' },
      249000,
      0.5,
      undefined,
    ],
    // 6 bands: 2, 2, 0, ×1, brown ±1 %, brown 100 ppm/K → 220 Ω
    [
      '6-band red red black black brown brown',
      { digits: ['red', 'red', 'black'], multiplier: 'black', tolerance: 'brown', tempco: 'brown' },
      220,
      1,
      100,
    ],
    // 6 bands: 1, 0, 0, ×1 M (blue), violet ±0.1 %, red 50 ppm/K → 100 MΩ
    [
      '6-band brown black black blue violet red',
      { digits: ['brown', 'black', 'black'], multiplier: 'blue', tolerance: 'violet', tempco: 'red' },
      100e6,
      0.1,
      50,
    ],
    // 5 bands with pink (×0.001, added in IEC 60062:2016): 1, 0, 0 → 0.1 Ω
    [
      '5-band brown black black pink brown',
      { digits: ['brown', 'black', 'black'], multiplier: 'pink', tolerance: 'brown' },
      0.1,
      1,
      undefined,
    ],
  ])('%s', (_, bands, resistance, tolerance, tempco) => {
    const reading = resistorFromColours(bands);
    expect(reading.resistance).toBe(resistance);
    expect(reading.tolerancePercent).toBe(tolerance);
    expect(reading.tempcoPpmPerKelvin).toBe(tempco);
  });

  it('descriptor reads a 6-band resistor and its tolerance limits', () => {
    const values = valuesOf(
      resistorColourCodeCalculator.run({
        bands: '6',
        digit1: 'red',
        digit2: 'red',
        digit3: 'black',
        multiplier: 'black',
        tolerance: 'brown',
        tempco: 'brown',
      }),
    );
    expect(values).toMatchObject({ resistance: 220, tolerance: 1, tempco: 100, series: 'E6', colours: 'red red black black brown brown' });
    expectClose(values.minimum, 217.8);
    expectClose(values.maximum, 222.2);
  });

  it('rejects a colour that cannot stand in a band', () => {
    expect(() => resistorFromColours({ digits: ['gold' as 'black', 'red'], multiplier: 'red', tolerance: 'gold' })).toThrow(RangeError);
    expect(errorsOf(resistorColourCodeCalculator.run({ ...defaultInputs(resistorColourCodeCalculator), digit1: 'gold' }))).toEqual({
      digit1: 'Choose an option from the list',
    });
  });
});

describe('value → colours (IEC 60063 snapping, IEC 60062 encoding)', () => {
  it.each([
    [4700, 4, 'gold', undefined, 'yellow violet red gold'],
    [1e6, 4, 'gold', undefined, 'brown black green gold'],
    [0.47, 4, 'silver', undefined, 'yellow violet silver silver'],
    [137, 5, 'brown', undefined, 'brown orange violet black brown'],
    [10e3, 6, 'brown', 'red', 'brown black black red brown red'],
    [2.2, 5, 'red', undefined, 'red red black silver red'],
  ] as const)('%s Ω, %s bands → %s', (resistance, count, tolerance, tempco, expected) => {
    expect(bandSequence(coloursForResistance(resistance, count, tolerance, tempco)).join(' ')).toBe(expected);
  });

  it('snaps to the chosen series before encoding', () => {
    // 4.65 kΩ → nearest E24 is 4.7 kΩ; 3.793 kΩ → nearest E96 is 3.83 kΩ (IEC 60063 tables).
    expect(valuesOf(resistorValueToColoursCalculator.run({ resistance: '4.65', resistanceUnit: 'kohm' }))).toMatchObject({
      standardValue: 4700,
      colours: 'yellow violet red gold',
    });
    const e96 = valuesOf(
      resistorValueToColoursCalculator.run({ resistance: '3793', resistanceUnit: 'ohm', bands: '5', series: 'E96', tolerance: 'brown' }),
    );
    expect(e96).toMatchObject({ standardValue: 3830, colours: 'orange grey orange brown brown' });
    expectClose(e96.deviation, ((3830 - 3793) / 3793) * 100);
  });

  it('refuses 3-digit series on 4 bands and values the code cannot show', () => {
    expect(errorsOf(resistorValueToColoursCalculator.run({ resistance: '1', bands: '4', series: 'E96' }))).toEqual({
      series: 'E96 values have 3 significant digits: choose 5 or 6 bands',
    });
    expect(() => coloursForResistance(0.001, 4, 'gold')).toThrow('Too small for a colour code');
    expect(() => coloursForResistance(5e11, 4, 'gold')).toThrow('Too large for a colour code');
  });

  // Property: every E24 value (4 and 5 bands) and E96 value (5 and 6 bands) from 1 Ω to 91 MΩ round-trips.
  it('value → colours → value round-trips every E24 and E96 value across decades', () => {
    let checked = 0;
    for (let exponent = 0; exponent <= 7; exponent += 1) {
      for (const [table, bandCounts, digits] of [
        [E24, [4, 5], 2],
        [E96, [5, 6], 3],
      ] as const) {
        for (const entry of table) {
          const value = Number(`${entry}e${exponent - (digits - 1)}`);
          for (const bandCount of bandCounts) {
            const bands = coloursForResistance(value, bandCount, 'brown', 'red');
            expect(resistorFromColours(bands).resistance).toBe(value);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(8 * (24 * 2 + 96 * 2));
  });
});
