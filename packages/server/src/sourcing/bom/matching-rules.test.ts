// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description';
import type { BomSourceLine } from './lines';
import { choiceShortfall, matchLines, partNumbersOf, shortfallOf, specOfLine } from './matching';

const resistor = (parameters: Record<string, string>) => ({
  description: 'RES SMD 10K OHM 1% 1/10W 0603',
  parameters: { Resistance: '10 kΩ', 'Package / Case': '0603 (1608 Metric)', ...parameters },
});
const inductor = (current: string) => ({
  description: 'FIXED IND 2.2UH 0805',
  parameters: { Inductance: '2.2 µH', 'Current Rating (Amps)': current, Tolerance: '±20%', 'Package / Case': '0805 (2012 Metric)' },
});
const capacitor = (dielectric: string, voltage: string) => ({
  description: 'CAP CER 0.1UF 0402',
  parameters: {
    Capacitance: '100 nF',
    'Temperature Coefficient': dielectric,
    'Voltage - Rated': voltage,
    Tolerance: '±10%',
    'Package / Case': '0402 (1005 Metric)',
  },
});
const line = (value: string, designators: string[], extra: Partial<BomSourceLine> = {}): BomSourceLine => ({
  row: 2,
  partNo: '',
  manufacturer: '',
  quantity: 1,
  quantityText: '1',
  designators,
  value,
  description: '',
  package: '',
  dnp: false,
  problem: '',
  notes: [],
  ...extra,
});

describe('every stated rating is met, or the part is short', () => {
  const tenK = parseDescription('10k 0603 1% 0.1W')!;
  it.each([
    [{ Tolerance: '±1%', 'Power (Watts)': '0.1 W' }, null],
    [{ Tolerance: '±0.5%', 'Power (Watts)': '0.125 W' }, null],
    [{ Tolerance: '±5%', 'Power (Watts)': '0.1 W' }, 'sourcing.bomShortfallTolerance'],
    [{ Tolerance: '±1%', 'Power (Watts)': '0.063 W' }, 'sourcing.bomShortfallPower'],
    [{ 'Power (Watts)': '0.1 W' }, 'sourcing.bomShortfallToleranceUnknown'],
    [{ Tolerance: '±1%' }, 'sourcing.bomShortfallPowerUnknown'],
  ])('a 10k 1%% 0.1W line and %j', (parameters, code) => {
    expect(shortfallOf(resistor(parameters), tenK)?.code ?? null).toBe(code);
  });

  it('checks an inductor current: a 1.6 A line never gets a 0.83 A part', () => {
    const wanted = parseDescription('2.2uH 1.6A 0805')!;
    expect(shortfallOf(inductor('0.83 A'), wanted)?.code).toBe('sourcing.bomShortfallCurrent');
    expect(shortfallOf(inductor('1.8 A'), wanted)).toBeNull();
    expect(shortfallOf(inductor('1600 mA'), wanted)).toBeNull();
  });

  it('ranks dielectrics C0G > X7R > X5R > Y5V and takes 1/16 W as met by 0.063 W', () => {
    const x7r = parseDescription('100n 0402 X7R 16V')!;
    expect(shortfallOf(capacitor('X7R', '16 V'), x7r)).toBeNull();
    expect(shortfallOf(capacitor('C0G', '25 V'), x7r)).toBeNull();
    expect(shortfallOf(capacitor('X5R', '16 V'), x7r)?.code).toBe('sourcing.bomShortfallDielectric');
    expect(shortfallOf(capacitor('X7R', '10 V'), x7r)?.code).toBe('sourcing.bomShortfallVoltage');
    expect(shortfallOf(resistor({ Tolerance: '±1%', 'Power (Watts)': '0.063 W' }), parseDescription('10k 0603 1% 1/16W')!)).toBeNull();
  });
});

describe("a buyer's choice judged against the line", () => {
  it('says what breaks the spec: kind, value, package or rating', () => {
    const tenK = line('10k 1%', ['R1'], { package: 'R_0603_1608Metric' });
    expect(choiceShortfall(tenK, resistor({ Tolerance: '±1%' }))).toBeNull();
    expect(choiceShortfall(tenK, resistor({ Tolerance: '±5%' }))?.code).toBe('sourcing.bomShortfallTolerance');
    expect(choiceShortfall(tenK, resistor({ Tolerance: '±1%', Resistance: '4.7 kΩ' }))?.code).toBe('sourcing.bomShortfallValue');
    expect(choiceShortfall(tenK, resistor({ Tolerance: '±1%', 'Package / Case': '0805 (2012 Metric)' }))?.code).toBe(
      'sourcing.bomShortfallPackage',
    );
    expect(choiceShortfall(tenK, capacitor('X7R', '16 V'))?.code).toBe('sourcing.bomShortfallKind');
  });

  it('has nothing to judge a line without a passive value by', () => {
    expect(choiceShortfall(line('STM32F103C8T6', ['U1']), resistor({}))).toBeNull();
  });
});

describe('the part numbers a line names', () => {
  it('tries the part-number column, second sources, then a part number in the Value column; never a distributor code', () => {
    expect(partNumbersOf({ partNo: 'A1', altPartNos: ['B2', 'A1'], value: 'GRM155R71C104KA88D' })).toEqual([
      'A1',
      'B2',
      'GRM155R71C104KA88D',
    ]);
    expect(partNumbersOf({ partNo: '', value: '100n' })).toEqual([]);
    expect(partNumbersOf({ partNo: '', value: 'C25804' })).toEqual([]);
  });
});

describe('the package of a line without a footprint', () => {
  it('is the chip size its passive part number says, when the number is of that kind', () => {
    expect(specOfLine(line('8.25k', ['R1'], { partNo: 'RC0402FR-078K25L' })).package?.chip).toBe('0402');
    expect(specOfLine(line('4.7uF', ['C10'], { partNo: 'GRM155R61A475MEAAD' })).package?.chip).toBe('0402');
  });

  it('is the footprint when there is one, and nothing from a number of another kind', () => {
    expect(specOfLine(line('10k', ['R1'], { partNo: 'RC0402FR-0710KL', package: 'R_0603_1608Metric' })).package?.chip).toBe('0603');
    expect(specOfLine(line('100n', ['C1'], { partNo: 'RC0402FR-0710KL' })).package).toBeUndefined();
  });
});

describe('matchLines lets other requests in', () => {
  it('gives the event loop a turn while a long BOM is matched, even when every statement answers at once', async () => {
    // PGlite answers without a turn of the event loop; each statement here also holds it for 2 ms.
    const db = {
      async query() {
        const until = performance.now() + 2;
        while (performance.now() < until);
        return { rows: [], rowCount: 0 };
      },
    };
    let otherRequestRan = false;
    setImmediate(() => (otherRequestRan = true));
    // Lines named by words only: each is looked up on its own, one statement per line.
    const lines = Array.from({ length: 60 }, (_, i) =>
      line('ATMEGA328P', [`U${i + 1}`], { partNo: `UNKNOWN-${i}`, description: 'Microcontroller 8-bit AVR 32KB Flash TQFP-32' }),
    );
    let ranBeforeTheEnd = false;
    await matchLines(db, lines).then(() => (ranBeforeTheEnd = otherRequestRan));
    expect(ranBeforeTheEnd).toBe(true);
  });
});
