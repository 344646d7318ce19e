// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCapacitance, formatInductance, formatResistance, numberWithUnit, parseDescription, percentOf } from './description';
import { chipOfPartNumber, packageCode, packagesConflict } from './package-code';

describe('parseDescription', () => {
  it('reads a resistor: value, package, tolerance', () => {
    expect(parseDescription('10k 0603 1%')).toEqual({
      kind: 'resistor',
      value: 10_000,
      tolerance: 1,
      package: { chip: '0603', others: [] },
    });
  });

  it('reads a capacitor: value, package, dielectric, voltage', () => {
    const parsed = parseDescription('100nF 0402 X7R 16V');
    expect(parsed).toMatchObject({ kind: 'capacitor', dielectric: 'X7R', voltage: 16, package: { chip: '0402' } });
    expect(parsed!.value).toBeCloseTo(1e-7, 15);
  });

  it('reads distributor-style descriptions', () => {
    expect(parseDescription('RES SMD 4.7K OHM 5% 1/10W 0805')).toMatchObject({
      kind: 'resistor',
      value: 4700,
      tolerance: 5,
      power: 0.1,
      package: { chip: '0805' },
    });
    expect(parseDescription('CAP CER 0.1UF 50V X7R 0603')).toMatchObject({ kind: 'capacitor', voltage: 50, package: { chip: '0603' } });
  });

  it('reads inductors itself', () => {
    const parsed = parseDescription('2.2uH 1210 inductor');
    expect(parsed).toMatchObject({ kind: 'inductor', package: { chip: '1210' } });
    expect(parsed!.value).toBeCloseTo(2.2e-6, 12);
  });

  it('does not read other kinds of part as passives', () => {
    expect(parseDescription('Ferrite bead 600R 0603')).toBeNull();
    expect(parseDescription('IC MCU 32BIT 64KB FLASH 48LQFP')).toBeNull();
    expect(parseDescription('')).toBeNull();
  });
});

describe('catalogue value formats', () => {
  it.each([
    [10_000, '10 kΩ'],
    [4_700, '4.7 kΩ'],
    [4_750, '4.75 kΩ'],
    [100, '100 Ω'],
    [1_000_000, '1 MΩ'],
    [0, '0 Ω'],
    [4.7, '4.7 Ω'],
  ])('resistance %d → %s', (ohms, text) => expect(formatResistance(ohms)).toBe(text));

  it.each([
    [1e-7, '100 nF'],
    [4.7e-12, '4.7 pF'],
    [1e-5, '10 µF'],
    [1e-9, '1 nF'],
    [2.2e-11, '22 pF'],
    [1e-6, '1 µF'],
  ])('capacitance %d → %s', (farads, text) => expect(formatCapacitance(farads)).toBe(text));

  it('reads percents, volts and watts back', () => {
    expect(percentOf('±0.1%')).toBe(0.1);
    expect(percentOf('Jumper')).toBeUndefined();
    expect(numberWithUnit('50 V', 'V')).toBe(50);
    expect(numberWithUnit('1/10W', 'W')).toBe(0.1);
    expect(numberWithUnit('0.063 W', 'W')).toBe(0.063);
  });
});

describe('the package rule', () => {
  it.each([
    ['0603 (1608 Metric)', '0603'],
    ['Resistor_SMD:R_0603_1608Metric', '0603'],
    ['RESC1608X55N', '0603'],
    ['CAPC1005X55N', '0402'],
    ['C0805', '0805'],
    ['R1206', '1206'],
    ['0201 (0603 Metric)', '0201'],
    ['1206', '1206'],
  ])('%j is the chip size %s', (text, chip) => expect(packageCode(text)?.chip).toBe(chip));

  it.each([
    ['8-SOIC (0.154", 3.90mm Width)', 'SOIC8'],
    ['Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'SOIC8'],
    ['SO-8', 'SOIC8'],
    ['SOT-23-3', 'SOT23'],
    ['TO-236-3, SC-59, SOT-23-3', 'SOT23'],
    ['48-LQFP', 'LQFP48'],
    ['TO-220-3', 'TO220'],
  ])('%j includes %s', (text, code) => expect(packageCode(text)?.others).toContain(code));

  it('never lets an 0603 part stand for 1206 pads', () => {
    expect(packagesConflict(packageCode('0603 (1608 Metric)'), packageCode('R_1206_3216Metric'))).toBe(true);
    expect(packagesConflict(packageCode('0603 (1608 Metric)'), packageCode('R0603'))).toBe(false);
    expect(packagesConflict(packageCode('0603 (1608 Metric)'), packageCode('SOT-23'))).toBe(true);
    expect(packagesConflict(packageCode('8-SOIC'), packageCode('SOIC-8_3.9x4.9mm'))).toBe(false);
    expect(packagesConflict(packageCode('8-SOIC'), packageCode('TSSOP-8'))).toBe(true);
  });

  it("reads EasyEDA's footprints: 'SOP-8_150MIL' is SOIC-8 and 'TO-252-2' is DPAK", () => {
    expect(packagesConflict(packageCode('SOP-8_150MIL'), packageCode('8-SOIC (0.154", 3.90mm Width)'))).toBe(false);
    expect(packagesConflict(packageCode('SOP-8_150MIL'), packageCode('TSSOP-8'))).toBe(true);
    expect(packagesConflict(packageCode('TO-252-2'), packageCode('TO-252-3, DPak (2 Leads + Tab), SC-63'))).toBe(false);
    expect(packagesConflict(packageCode('TO-252-2'), packageCode('TO-220-3'))).toBe(true);
    expect(packagesConflict(packageCode('TO-263-7'), packageCode('TO-263-3'))).toBe(true);
  });

  it('takes SOT-223 and TO-261 for one package, whatever the pin count counts', () => {
    expect(packagesConflict(packageCode('SOT-223-3_TabPin2'), packageCode('TO-261-4, TO-261AA'))).toBe(false);
    expect(packagesConflict(packageCode('SOT-223'), packageCode('SOT-23-3'))).toBe(true);
  });

  it.each([
    ['RC0402FR-078K25L', '0402', 'resistor'],
    ['RC0603JR-071K8L', '0603', 'resistor'],
    ['CRCW04026K80FKED', '0402', 'resistor'],
    ['CSR1206FT1R00', '1206', 'resistor'],
    ['CR0603-FX-8251ELF', '0603', 'resistor'],
    ['RK73H1ETTP1001F', '0402', 'resistor'],
    ['ERJ-3EKF1002V', '0603', 'resistor'],
    ['ERJ2GEJ105X', '0402', 'resistor'],
    ['CC0805KRX7R9BB102', '0805', 'capacitor'],
    ['GRM155R71E472KA01D', '0402', 'capacitor'],
    ['GRM21BR61A226ME44L', '0805', 'capacitor'],
    ['CL32A476KOJNNNE', '1210', 'capacitor'],
    ['C0603C104K5RACTU', '0603', 'capacitor'],
    ['C1608X5R1A106M080AC', '0603', 'capacitor'],
    ['EMK105BJ105MV-F', '0402', 'capacitor'],
    ['08055C471KAT2A', '0805', 'capacitor'],
    ['LQM21FN100M70L', '0805', 'inductor'],
  ])('reads the chip size in the part number %s: %s', (partNo, chip, kind) => {
    expect(chipOfPartNumber(partNo)).toEqual({ chip, kind });
  });

  it.each(['STM32F103C8T6', 'BAT54C,215', '885012005013', 'LM358DR', 'UWT1V101MCL1GS'])('finds no chip size in %s', (partNo) =>
    expect(chipOfPartNumber(partNo)).toBeUndefined(),
  );

  it('does not block a match when either package is unknown', () => {
    expect(packagesConflict(packageCode('0603 (1608 Metric)'), packageCode('my_custom_fp'))).toBe(false);
    expect(packagesConflict(undefined, packageCode('0603'))).toBe(false);
  });
});

describe('resistor values written without a unit', () => {
  it.each([
    ['332', 332],
    ['4k7', 4700],
    ['4R7', 4.7],
    ['2.2M', 2.2e6],
    ['4.32 Resistor 1%', 4.32],
  ])('%j with R designators is %d Ω', (text, ohms) => {
    expect(parseDescription(text, 'resistor')).toMatchObject({ kind: 'resistor', value: ohms });
  });

  it('needs the designators or the word to say it is a resistor', () => {
    expect(parseDescription('332')).toBeNull();
    expect(parseDescription('332 resistor 0603')).toMatchObject({ kind: 'resistor', value: 332 });
  });
});

describe('the same value text as the catalogue generator writes', () => {
  it('for every resistor, capacitor and inductor value of the demo catalogue', async () => {
    const lib = await import('@ferrite/demo-catalog/values');
    for (const r of [...lib.R_1PCT, ...lib.R_THIN, lib.JUMPER]) expect(formatResistance(r.ohms)).toBe(r.disp);
    for (const c of lib.capSeries(lib.E12, 0, 9)) expect(formatCapacitance(c.pf * 1e-12)).toBe(c.disp);
    for (const l of lib.indSeries(lib.E12, 0, 6)) expect(formatInductance(l.nh * 1e-9)).toBe(l.disp);
  });
});
