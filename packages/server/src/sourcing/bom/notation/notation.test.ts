// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { agreedKind, kindOfDesignators, kindOfFootprint, kindOfWords } from './kind';
import { saysNotFitted } from './not-fitted';
import { readOrderLine } from './order-line';
import { looksLikeDistributorSku, looksLikePartNumber } from './part-number';
import { dielectricServes, readDielectric, readRatingToken } from './ratings';
import { readSpec, type SpecInput } from './spec';
import { readValueToken } from './value';

const near = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) <= Math.abs(b) * 1e-9;

describe('every value notation of issue #20', () => {
  // [text, designators, kind, value]: what a careful engineer reads.
  it.each([
    ['100n', ['C1'], 'capacitor', 100e-9],
    ['100n', [], 'capacitor', 100e-9],
    ['22p', ['C4'], 'capacitor', 22e-12],
    ['u1', ['C2'], 'capacitor', 0.1e-6],
    ['8p2', ['C9'], 'capacitor', 8.2e-12],
    ['4u7', ['C3'], 'capacitor', 4.7e-6],
    ['4u7', ['L1'], 'inductor', 4.7e-6],
    ['2k2', ['R1'], 'resistor', 2200],
    ['2k2', [], 'resistor', 2200],
    ['4K7', ['R5'], 'resistor', 4700],
    ['1R0', ['R2'], 'resistor', 1],
    ['0R', ['R7'], 'resistor', 0],
    ['4R7', [], 'resistor', 4.7],
    ['2.2u', ['C5'], 'capacitor', 2.2e-6],
    ['10u', ['C6'], 'capacitor', 10e-6],
    ['0.1u', ['C7'], 'capacitor', 0.1e-6],
    ['4.7uF/16V', [], 'capacitor', 4.7e-6],
    ['10k/1%/0.1W', [], 'resistor', 10e3],
    ['1n 50V C0G', [], 'capacitor', 1e-9],
    ['100N', ['C1'], 'capacitor', 100e-9],
    ['2.2uH', [], 'inductor', 2.2e-6],
    ['10nH', ['L3'], 'inductor', 10e-9],
    ['4.7K OHM', [], 'resistor', 4700],
    ['100 nF', [], 'capacitor', 100e-9],
    ['1M', ['R1'], 'resistor', 1e6],
    ['332', ['R3'], 'resistor', 332],
    ['R10', ['R3'], 'resistor', 0.1],
    ['4,7uF', ['C1'], 'capacitor', 4.7e-6],
  ] as const)('%j on %j is a %s of %d', (text, designators, kind, value) => {
    const spec = readSpec({ texts: [text], designators });
    expect(spec.kind).toBe(kind);
    expect(near(spec.value, value), `read ${spec.value}`).toBe(true);
  });

  it('never reads a shorthand capacitor as a milliohm resistor', () => {
    for (const text of ['4u7', '2.2u', '10u', '0.1u']) expect(readSpec({ texts: [text], designators: ['C1'] }).kind).toBe('capacitor');
    for (const text of ['4u7', '2.2u', '10u', '0.1u']) expect(readSpec({ texts: [text] }).kind).toBe('capacitor');
  });

  it('reads part numbers as no value: diodes and transistors are not RKM capacitors', () => {
    for (const text of ['1N4148', '1N914', '2N7002', 'LM358', 'STM32F103C8T6']) {
      expect(readValueToken(text), text).toBeUndefined();
      expect(readSpec({ texts: [text] }).value, text).toBeUndefined();
    }
  });
});

describe('ratings from any column, in any order', () => {
  it.each([
    ['4.7uF/16V', { voltage: 16 }],
    ['10k/1%/0.1W', { tolerance: 1, power: 0.1 }],
    ['1n 50V C0G', { voltage: 50, dielectric: 'C0G' }],
    ['RES SMD 4.7K OHM 5% 1/10W 0805', { tolerance: 5, power: 0.1, package: { chip: '0805', others: [] } }],
    ['CAP CER 0.1UF 50V X7R 0603', { voltage: 50, dielectric: 'X7R', package: { chip: '0603', others: [] } }],
    ['100nF NP0 6V3', { voltage: 6.3, dielectric: 'C0G' }],
    ['2.2uH 1.6A 20%', { current: 1.6, tolerance: 20 }],
    ['10uH 500mA', { current: 0.5 }],
    ['0R 100mW', { power: 0.1 }],
    ['±0.5% 10k', { tolerance: 0.5 }],
    // A Mouser cart's description spells the watt out.
    ['Thick Film Resistors - SMD 1/8 Watt 4.7Kohms 5%', { value: 4700, tolerance: 5, power: 0.125 }],
    ['Metal Film Resistors 0.25 Watts 1%', { tolerance: 1, power: 0.25 }],
  ] as const)('%j', (text, expected) => {
    expect(readSpec({ texts: [text] })).toMatchObject(expected);
  });

  it('keeps tolerance and power when the Value column comes before the description', () => {
    const spec = readSpec({ texts: ['10k', 'Resistor thick film 1% 1/10W'], designators: ['R1'], footprint: 'R_0603_1608Metric' });
    expect(spec).toMatchObject({ kind: 'resistor', value: 10e3, tolerance: 1, power: 0.1, package: { chip: '0603' } });
  });

  it('reads an inductor current, not its DC resistance as the value', () => {
    const spec = readSpec({ texts: ['FIXED IND 2.2UH 1.6A 100 MOHM SMD'], designators: ['L2'] });
    expect(spec).toMatchObject({ kind: 'inductor', current: 1.6 });
    expect(near(spec.value, 2.2e-6)).toBe(true);
  });

  it('flags two different values on one line instead of choosing one', () => {
    expect(readSpec({ texts: ['10k', 'RES 4.7K 0603'], designators: ['R1'] })).toMatchObject({ valuesDisagree: true });
    expect(readSpec({ texts: ['10k', 'RES 10K OHM 0603'], designators: ['R1'] }).valuesDisagree).toBeUndefined();
  });

  it('orders dielectrics C0G > X7R > X5R > Y5V', () => {
    expect(readRatingToken('1/16W')).toEqual({ rating: 'power', value: 0.0625 });
    expect(['NP0', 'NPO', 'COG', 'c0g'].map(readDielectric)).toEqual(['C0G', 'C0G', 'C0G', 'C0G']);
    expect(dielectricServes('C0G', 'X7R')).toBe(true);
    expect(dielectricServes('X7R', 'X5R')).toBe(true);
    expect(dielectricServes('X5R', 'X7R')).toBe(false);
    expect(dielectricServes('Y5V', 'X5R')).toBe(false);
  });
});

describe('the kind of part: designators, footprint, words', () => {
  it.each([
    [{ texts: ['600R@100MHz'], designators: ['FB1'] }, 'ferriteBead'],
    [{ texts: ['BLM18PG221SN1D'], designators: ['L4'], footprint: 'L_0603_1608Metric' }, 'inductor'],
    [{ texts: ['Ferrite bead 600R 0603'], designators: ['L4'] }, 'ferriteBead'],
    [{ texts: ['16MHz'], designators: ['Y1'] }, 'crystal'],
    [{ texts: ['Crystal 8MHz 18pF'], designators: ['X1'] }, 'crystal'],
    [{ texts: ['4k7'], designators: ['RN1'] }, 'resistorArray'],
    [{ texts: ['4k7'], designators: ['R1'], footprint: 'R_Array_Convex_4x0603' }, 'resistorArray'],
    [{ texts: ['100n'], designators: ['C1'], footprint: 'C_0402_1005Metric' }, 'capacitor'],
    [{ texts: ['10u'], footprint: 'L_0603' }, 'inductor'],
    [{ texts: ['BAT54'], designators: ['D1'] }, 'other'],
    [{ texts: ['2N7002'], designators: ['Q1'] }, 'other'],
    [{ texts: ['NE555'], designators: ['U1'] }, 'other'],
    [{ texts: ['USB-C'], designators: ['J1'] }, 'other'],
    [{ texts: ['10k'], designators: ['R1', 'C1'] }, 'conflict'],
    [{ texts: ['10uF'], designators: ['R1'] }, 'resistor'],
    // Board furniture on X designators is no crystal: the witnesses disagree, so the line is reviewed.
    [{ texts: ['Fiducial', 'Fiducial mark'], designators: ['X8'] }, 'conflict'],
    [{ texts: ['Mounting hole 3.2mm'], designators: ['H1'] }, 'other'],
  ] as [SpecInput, string][])('%j is %s', (input, kind) => {
    expect(readSpec(input).kind).toBe(kind);
  });

  it('a 10uF on an R line has no resistor value: nothing to match', () => {
    expect(readSpec({ texts: ['10uF'], designators: ['R1'] }).value).toBeUndefined();
  });

  it('names each witness', () => {
    expect(kindOfDesignators(['FB1', 'FB2'])).toBe('ferriteBead');
    expect(kindOfDesignators(['Y1'])).toBe('crystal');
    expect(kindOfDesignators(['R1', 'C1'])).toBe('mixed');
    expect(kindOfFootprint('Resistor_SMD:R_Array_Convex_4x0603')).toBe('resistorArray');
    expect(kindOfFootprint('Inductor_SMD:L_0603_1608Metric')).toBe('inductor');
    expect(kindOfFootprint('Capacitor_SMD:C_0402_1005Metric')).toBe('capacitor');
    expect(kindOfWords('RES ARRAY 4 RES 10K OHM 0804')).toBe('resistorArray');
    expect(agreedKind(['inductor', 'ferriteBead'])).toBe('ferriteBead');
    expect(agreedKind(['resistor', 'capacitor'])).toBe('conflict');
  });
});

describe('not-fitted markers', () => {
  it.each(['DNP', 'dnf', 'Do not place', 'DO NOT POPULATE', 'Leave empty', 'NC', 'N/C', '10k (DNP)', 'not fitted', 'NoStuff'])(
    '%j is not fitted',
    (text) => expect(saysNotFitted(text)).toBe(true),
  );
  it.each(['10k', 'NC7SZ14', 'Relay NC contact', '', 'Fitted', 'DNPX123'])('%j is fitted', (text) =>
    expect(saysNotFitted(text)).toBe(false),
  );
});

describe('part numbers in a value cell, and distributor order codes', () => {
  it.each(['STM32F103C8T6', 'GRM188R71H104KA93D', 'RC0603FR-0710KL', 'LM358DR', '1N4148'])('%j is a part number', (text) =>
    expect(looksLikePartNumber(text)).toBe(true),
  );
  it.each(['10k', '4.7uF/16V', '100nF', 'R_0603_1608Metric', 'C0805', 'SOT-23', 'C25804', '311-10.0KHRCT-ND', 'Leave empty'])(
    '%j is not',
    (text) => expect(looksLikePartNumber(text)).toBe(false),
  );
  it('knows LCSC, Digi-Key and Mouser codes', () => {
    expect(['C25804', '311-10.0KHRCT-ND', '71-CRCW060310K0FKEA'].every(looksLikeDistributorSku)).toBe(true);
    expect(looksLikeDistributorSku('CRCW060310K0FKEA')).toBe(false);
  });
});

describe('one order line, as quick order and a BOM paste read it', () => {
  it.each([
    ['STM32F103C8T6 2', { partNo: 'STM32F103C8T6', spec: '', quantityText: '2' }],
    ['2 STM32F103C8T6', { partNo: 'STM32F103C8T6', spec: '', quantityText: '2' }],
    ['10k 0603 1% 10', { partNo: '', spec: '10k 0603 1%', quantityText: '10' }],
    ['100nF 0402 X7R 20', { partNo: '', spec: '100nF 0402 X7R 20'.replace(' 20', ''), quantityText: '20' }],
    ['20 100nF 0402 X7R', { partNo: '', spec: '100nF 0402 X7R', quantityText: '20' }],
    ['4.7uF/16V 0805 5 C1 C2', { partNo: '', spec: '4.7uF/16V 0805', quantityText: '5', reference: 'C1,C2' }],
    ['10k\t0603\t1%\t10', { partNo: '', spec: '10k 0603 1%', quantityText: '10' }],
    ['10k 0603 1%\t10', { partNo: '', spec: '10k 0603 1%', quantityText: '10' }],
    ['RC0603FR-0710KL, 100, R1', { partNo: 'RC0603FR-0710KL', spec: '', quantityText: '100', reference: 'R1' }],
    ['NE555P 3 U7', { partNo: 'NE555P', quantityText: '3', reference: 'U7' }],
  ] as const)('%j', (text, expected) => {
    expect(readOrderLine(text)).toMatchObject(expected);
  });
});

describe('a bare Value cell beside a description', () => {
  it('agrees or is flagged: 475 beside 470 OHM is a disagreement, 470 beside 470 OHM is 470 Ω', () => {
    expect(readSpec({ texts: ['475', 'RES TF 1/16W 470 OHM 5% 0402'], designators: ['R25'] }).valuesDisagree).toBe(true);
    expect(readSpec({ texts: ['470', 'RES TF 1/16W 470 OHM 5% 0402'], designators: ['R1'] })).toMatchObject({ value: 470, tolerance: 5 });
    expect(readSpec({ texts: ['0', 'RES 0.0 OHM 1/16W 0402 SMD'], designators: ['R20'] })).toMatchObject({ value: 0 });
  });
});
