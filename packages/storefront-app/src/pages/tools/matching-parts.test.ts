import { describe, expect, it } from 'vitest';
import { calculatorBySlug, calculators, defaultInputs } from '@ferrite/calculators';
import {
  capacitorListingLink,
  catalogueCapacitance,
  catalogueInductance,
  catalogueResistance,
  inductorListingLink,
  matchingPartsFor,
  matchingPartsLinksFor,
  resistorListingLink,
} from './matching-parts';

const run = (slug: string, inputs: Record<string, string>) => calculatorBySlug(slug)!.run(inputs);
const query = (href: string) => new URL(href, 'http://x').searchParams;

describe('catalogueResistance', () => {
  it.each([
    [150, '150 Ω'],
    [1, '1 Ω'],
    [4.7, '4.7 Ω'],
    [4700, '4.7 kΩ'],
    [4750.000000001, '4.75 kΩ'],
    [1000, '1 kΩ'],
    [999.9999999999, '1 kΩ'],
    [100e3, '100 kΩ'],
    [1e6, '1 MΩ'],
    [10e6, '10 MΩ'],
  ])('%s Ω is spelled %s', (ohms, spelling) => {
    expect(catalogueResistance(ohms)).toBe(spelling);
  });

  it('has no spelling outside the catalogue range', () => {
    expect(catalogueResistance(0.47)).toBeUndefined();
    expect(catalogueResistance(22e6)).toBeUndefined();
    expect(catalogueResistance(Number.NaN)).toBeUndefined();
  });
});

describe('catalogueCapacitance', () => {
  // The catalogue's MLCC 'Capacitance' values: pF below 1 nF, nF below 1 µF, µF above.
  it.each([
    [1, '1 pF'],
    [4.7, '4.7 pF'],
    [470, '470 pF'],
    [1000, '1 nF'],
    [4700, '4.7 nF'],
    [100_000, '100 nF'],
    [999_999.9999999, '1 µF'],
    [1e6, '1 µF'],
    [2.2e6, '2.2 µF'],
    [100e6, '100 µF'],
  ])('%s pF is spelled %s', (picofarads, spelling) => {
    expect(catalogueCapacitance(picofarads)).toBe(spelling);
  });

  it('has no spelling outside the ceramic capacitors the catalogue holds', () => {
    expect(catalogueCapacitance(0.5)).toBeUndefined();
    expect(catalogueCapacitance(220e6)).toBeUndefined();
    expect(catalogueCapacitance(Number.NaN)).toBeUndefined();
  });
});

describe('capacitorListingLink', () => {
  it('filters in-stock ceramic capacitors by the capacitance', () => {
    const link = capacitorListingLink(100_000)!;
    expect(link.href.startsWith('/category/capacitors/ceramic-capacitors-mlcc?')).toBe(true);
    expect(query(link.href).get('inStock')).toBe('1');
    expect(query(link.href).getAll('f.Capacitance')).toEqual(['100 nF']);
    expect(link).toMatchObject({ kind: 'ceramicCapacitors', value: '100 nF' });
  });
});

describe('resistorListingLink', () => {
  it('filters in stock, the resistance and every power value at or above the rating', () => {
    const link = resistorListingLink('resistors/chip-resistors-surface-mount', 150, 0.125)!;
    expect(link.href.startsWith('/category/resistors/chip-resistors-surface-mount?')).toBe(true);
    const params = query(link.href);
    expect(params.get('inStock')).toBe('1');
    expect(params.getAll('f.Resistance')).toEqual(['150 Ω']);
    expect(params.getAll('f.Power (Watts)')).toEqual(['0.125 W', '0.25 W', '0.5 W', '0.75 W', '1 W']);
    expect(link.minPower).toBe('0.125 W');
  });

  it('accepts 0.063 W parts for a 1/16 W rating', () => {
    const link = resistorListingLink('resistors/chip-resistors-surface-mount', 150, 1 / 16)!;
    expect(query(link.href).getAll('f.Power (Watts)')[0]).toBe('0.063 W');
  });

  it('gives no link when no part of the category is rated enough', () => {
    expect(resistorListingLink('resistors/chip-resistors-surface-mount', 150, 2)).toBeUndefined();
  });

  it('leaves power unfiltered when no rating is asked', () => {
    const link = resistorListingLink('resistors/through-hole-resistors', 4700)!;
    expect(query(link.href).has('f.Power (Watts)')).toBe(false);
    expect(link.minPower).toBeUndefined();
  });
});

describe('matchingPartsFor', () => {
  it('links the LED resistor to chip resistors of the standard value with the chosen rating', () => {
    // (5 − 2) V / 20 mA = 150 Ω; 0.06 W × 2 margin → 1/8 W.
    const link = matchingPartsFor(
      'led-series-resistor',
      run('led-series-resistor', { supply: '5', forwardVoltage: '2', current: '20', currentUnit: 'mA' }),
    )!;
    expect(link.value).toBe('150 Ω');
    expect(link.minPower).toBe('0.125 W');
    expect(link.href).toContain('/category/resistors/chip-resistors-surface-mount?');
  });

  it('rounds the LED resistor up to the series value the calculator shows', () => {
    // (12 − 2) V / 20 mA = 500 Ω, not in E24: the calculator rounds up to 510 Ω.
    const link = matchingPartsFor(
      'led-series-resistor',
      run('led-series-resistor', { supply: '12', forwardVoltage: '2', current: '20', currentUnit: 'mA' }),
    )!;
    expect(link.value).toBe('510 Ω');
    // 10 V / 510 Ω = 19.6 mA → 0.196 W × 2 → 1/2 W.
    expect(link.minPower).toBe('0.5 W');
  });

  it('has no LED link when the rating is above any chip resistor', () => {
    const result = run('led-series-resistor', { supply: '48', forwardVoltage: '2', current: '100', currentUnit: 'mA' });
    expect(result.ok).toBe(true);
    expect(matchingPartsFor('led-series-resistor', result)).toBeUndefined();
  });

  it('links the divider R2 and the colour code value, without a power filter', () => {
    const divider = matchingPartsFor('voltage-divider-resistor', run('voltage-divider-resistor', {}));
    expect(divider?.href).toContain('/category/resistors/chip-resistors-surface-mount?');
    const colour = matchingPartsFor('resistor-colour-code', run('resistor-colour-code', {}));
    expect(colour?.href).toContain('/category/resistors/through-hole-resistors?');
    expect(colour?.minPower).toBeUndefined();
  });

  it.each([
    ['104', '100 nF'],
    ['104K', '100 nF'],
    ['4n7', '4.7 nF'],
    ['4R7', '4.7 pF'],
    ['471', '470 pF'],
    ['226', '22 µF'],
  ])('links capacitor code %s to ceramic capacitors of %s', (code, spelling) => {
    const link = matchingPartsFor('capacitor-code', run('capacitor-code', { code }))!;
    expect(link.kind).toBe('ceramicCapacitors');
    expect(link.value).toBe(spelling);
    expect(query(link.href).getAll('f.Capacitance')).toEqual([spelling]);
  });

  it('has no capacitor link for a value no ceramic capacitor has', () => {
    // 0R5 = 0.5 pF is below the smallest MLCC.
    expect(matchingPartsFor('capacitor-code', run('capacitor-code', { code: '0R5' }))).toBeUndefined();
    expect(matchingPartsFor('capacitor-code', run('capacitor-code', { code: 'xyz' }))).toBeUndefined();
  });

  it('has no link for a failed run or a calculator without a part', () => {
    expect(matchingPartsFor('led-series-resistor', run('led-series-resistor', { supply: '1', forwardVoltage: '2' }))).toBeUndefined();
    expect(matchingPartsFor('ohms-law', run('ohms-law', {}))).toBeUndefined();
  });
});

describe('catalogueInductance and inductorListingLink', () => {
  it.each([
    [4.7, '4.7 nH'],
    [470, '470 nH'],
    [1000, '1 µH'],
    [18_000, '18 µH'],
    [1e6, '1000 µH'],
  ])('%s nH is spelled %s', (nanohenries, spelling) => {
    expect(catalogueInductance(nanohenries)).toBe(spelling);
  });

  it('takes the nearest E12 value, RF inductors up to 1 µH and power inductors above', () => {
    const coil = inductorListingLink(17.63e-6)!;
    expect(coil).toMatchObject({ kind: 'inductors', value: '18 µH' });
    expect(coil.href.startsWith('/category/inductors-and-ferrites/power-inductors?')).toBe(true);
    expect(query(coil.href).get('inStock')).toBe('1');
    const rf = inductorListingLink(95e-9)!;
    expect(rf.value).toBe('100 nH');
    expect(rf.href.startsWith('/category/inductors-and-ferrites/rf-inductors?')).toBe(true);
    expect(inductorListingLink(0.5e-9)).toBeUndefined();
    expect(inductorListingLink(5e-3)).toBeUndefined();
  });
});

describe('links for the calculators of issue 23', () => {
  it('delta–wye: one link per distinct converted resistor, at the nearest E24 value', () => {
    // 15, 25, 10 Ω delta → 3, 7.5, 5 Ω wye (Alexander & Sadiku): E24 3, 7.5, 5.1 Ω.
    const links = matchingPartsLinksFor('delta-wye-conversion', run('delta-wye-conversion', {}));
    expect(links.map((link) => link.value)).toEqual(['3 Ω', '7.5 Ω', '5.1 Ω']);
    expect(links.every((link) => link.href.startsWith('/category/resistors/chip-resistors-surface-mount?'))).toBe(true);
    const same = matchingPartsLinksFor('delta-wye-conversion', run('delta-wye-conversion', { rab: '30', rbc: '30', rca: '30' }));
    expect(same.map((link) => link.value)).toEqual(['10 Ω']);
  });

  it('current divider: each branch resistor at its E24 value, rated twice what it dissipates', () => {
    // 100 mA into 100 Ω ∥ 220 Ω: 68.75 mA (0.47 W) and 31.25 mA (0.21 W).
    const links = matchingPartsLinksFor('current-divider', run('current-divider', {}));
    expect(links.map((link) => [link.value, link.minPower])).toEqual([
      ['100 Ω', '1 W'],
      ['220 Ω', '0.5 W'],
    ]);
  });

  it('air-core inductor: inductors of the nearest E12 value', () => {
    expect(matchingPartsFor('air-core-inductor', run('air-core-inductor', {}))?.value).toBe('18 µH');
  });

  // The descriptor says what part its result is; a link appears exactly where it says one.
  it.each(calculators.map((calculator) => [calculator.slug, calculator.resultPart] as const))(
    '%s (result part: %s) links to parts on its defaults only if its result is a part',
    (slug, part) => {
      const links = matchingPartsLinksFor(slug, calculatorBySlug(slug)!.run(defaultInputs(calculatorBySlug(slug)!)));
      if (part === undefined || part === 'none') expect(links).toEqual([]);
      else expect(links.length).toBeGreaterThan(0);
    },
  );

  it.each(['decibel-converter', 'voltage-drop', 'pcb-via-current', 'pcb-trace-width-ipc-2152', 'differential-pair-impedance'])(
    '%s says its result is no part',
    (slug) => {
      expect(calculatorBySlug(slug)?.resultPart).toBe('none');
    },
  );
});
