// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { englishMessage } from '@ferrite/contract/message-codes';
import { linesFromGrid, parseQuantity } from './lines';

describe('parseQuantity', () => {
  it.each([
    ['4', 4],
    ['4.0', 4],
    ['1,000', 1000],
    ['2 pcs', 2],
    ['0', 0],
  ])('%j → %d', (cell, quantity) => expect(parseQuantity(cell)).toEqual({ quantity }));

  it.each([
    ['ten', 'sourcing.bomQuantityNotNumber', 'Quantity “ten” is not a number.'],
    ['-3', 'sourcing.bomQuantityNegative', 'Quantity -3 is negative.'],
    ['1.5', 'sourcing.bomQuantityNotWhole', 'Quantity 1.5 is not a whole number of pieces.'],
    ['99999999', 'sourcing.bomQuantityTooLarge', 'Quantity 99999999 is more than 1,000,000 pieces per board.'],
  ])('%j is refused (%s)', (cell, code, english) => {
    const result = parseQuantity(cell);
    if (!('problem' in result)) throw new Error(`${cell} was read as ${result.quantity}`);
    expect(result.problem.code).toBe(code);
    expect(englishMessage(result.problem)).toBe(english);
  });
});

describe('linesFromGrid', () => {
  const grid = [
    ['Ref', 'MPN', 'Qty', 'Value', 'DNP'],
    ['R1,R2', 'RC0603FR-0710KL', '2', '10k', ''],
    [],
    ['R3', '', '', '4.7k', 'DNP'],
    ['Ref', 'MPN', 'Qty', 'Value', 'DNP'],
    ['C1-C3', '', 'x', '100n', ''],
  ];
  const { lines, skippedHeaderRepeats } = linesFromGrid(grid, 1, ['designators', 'partNo', 'quantity', 'value', 'dnp']);

  it('keeps every line with its spreadsheet row, skipping blank rows and repeated headers', () => {
    expect(lines.map((l) => l.row)).toEqual([2, 4, 6]);
    expect(skippedHeaderRepeats).toBe(1);
  });

  it('counts designators when the quantity is blank, and marks DNP lines', () => {
    expect(lines[1]).toMatchObject({ quantity: 1, designators: ['R3'], dnp: true });
  });

  it('keeps a line with an unreadable quantity, with the problem stated', () => {
    expect(lines[2]).toMatchObject({ quantity: null, designators: ['C1', 'C2', 'C3'] });
    expect(lines[2]!.problem).toBe('Quantity “x” is not a number.');
    expect(lines[2]!.problemRef).toEqual({ code: 'sourcing.bomQuantityNotNumber', params: { text: 'x' } });
  });

  it('gives every note and problem its code beside the unchanged English', () => {
    const { lines: read } = linesFromGrid(
      [
        ['MPN', 'Qty', 'Ref'],
        ['A1', '', 'R1-R3'],
        ['A2', '', ''],
      ],
      1,
      ['partNo', 'quantity', 'designators'],
    );
    expect(read[0]).toMatchObject({
      quantity: 3,
      notes: ['No quantity given: 3 counted from the designators.'],
      noteRefs: [{ code: 'sourcing.bomQuantityCounted', params: { count: 3 } }],
    });
    expect(read[1]).toMatchObject({
      quantity: null,
      problem: 'No quantity, and no designators to count.',
      problemRef: { code: 'sourcing.bomNoQuantity', params: {} },
      notes: [],
      noteRefs: [],
    });
    const { lines: noColumn } = linesFromGrid([['MPN'], ['A1']], 1, ['partNo']);
    expect(noColumn[0]).toMatchObject({
      quantity: 1,
      problem: '',
      notes: ['No quantity column: 1 per board assumed.'],
      noteRefs: [{ code: 'sourcing.bomNoQuantityColumn', params: {} }],
    });
    expect(noColumn[0]).not.toHaveProperty('problemRef');
  });

  it("reads a Populate column the other way round, and 'DNP' in the value", () => {
    const { lines: populated } = linesFromGrid(
      [
        ['MPN', 'Populate', 'Value'],
        ['A1', 'No', ''],
        ['A2', '', ''],
        ['A3', 'Yes', 'DNF'],
      ],
      1,
      ['partNo', 'populate', 'value'],
    );
    expect(populated.map((l) => l.dnp)).toEqual([true, false, true]);
  });

  it('notes a quantity that disagrees with the designators', () => {
    const { lines: odd } = linesFromGrid(
      [
        ['MPN', 'Qty', 'Ref'],
        ['A1', '4', 'R1,R2,R3'],
      ],
      1,
      ['partNo', 'quantity', 'designators'],
    );
    expect(odd[0]!.notes).toEqual(['4 per board, but 3 designators listed.']);
    expect(odd[0]!.noteRefs).toEqual([{ code: 'sourcing.bomDesignatorMismatch', params: { quantity: 4, count: 3 } }]);
    const { lines: one } = linesFromGrid(
      [
        ['MPN', 'Qty', 'Ref'],
        ['A1', '2', 'R1'],
      ],
      1,
      ['partNo', 'quantity', 'designators'],
    );
    expect(one[0]!.notes).toEqual(['2 per board, but 1 designator listed.']);
  });
});

describe('linesFromGrid: markers, second sources, codes and ratings from any column', () => {
  const { lines } = linesFromGrid(
    [
      ['Designator', 'Value', 'Tolerance', 'Voltage', 'MPN', 'MPN2', 'MPN3', 'LCSC Part #', 'Supplier'],
      ['R1', '10k (DNP)', '1%', '', 'RC0603FR-0710KL', 'ERJ-3EKF1002V', '', 'C98220', 'LCSC'],
      ['C1', 'Leave empty', '', '', '', '', '', '', ''],
      ['C2', '100n', '10%', '16V', '', '', 'GRM155R71C104KA88D', '', 'Murata direct'],
      ['J1', 'NC', '', '', '', '', '', '', ''],
    ],
    1,
    ['designators', 'value', null, null, 'partNo', 'altPartNo', 'altPartNo', 'sku', null],
  );

  it('marks DNP, "Leave empty" and NC values as not fitted', () => {
    expect(lines.map((line) => line.dnp)).toEqual([true, true, false, true]);
  });

  it('keeps second sources in order and the distributor code apart from the part number', () => {
    expect(lines[0]).toMatchObject({ partNo: 'RC0603FR-0710KL', altPartNos: ['ERJ-3EKF1002V'], sku: 'C98220' });
    expect(lines[2]).toMatchObject({ partNo: '', altPartNos: ['GRM155R71C104KA88D'] });
  });

  it('reads ratings from columns no field claims, and nothing else from them', () => {
    expect(lines[0]!.ratings).toBe('1%');
    expect(lines[2]!.ratings).toBe('10% 16V');
    expect(lines[1]!.ratings).toBeUndefined();
  });
});

describe("linesFromGrid: EasyEDA Pro's Tolerance column", () => {
  it('carries the tolerance into the ratings, and the value keeps its ohm sign', () => {
    const { lines } = linesFromGrid(
      [
        ['No.', 'Quantity', 'Comment', 'Designator', 'Footprint', 'Value', 'Tolerance'],
        ['9', '10', '56kΩ', 'R8,R9', 'R0805', '56kΩ', '±0.1%'],
        ['19', '1', 'DS18B20', 'U6', 'TO-92-3_L4.5-W3.5-P1.27-L', '', '±0.4℃'],
      ],
      1,
      [null, 'quantity', 'value', 'designators', 'package', null, null],
    );
    expect(lines[0]).toMatchObject({ value: '56kΩ', designators: ['R8', 'R9'], package: 'R0805', ratings: '±0.1%' });
    // A sensor's accuracy in degrees is not a rating the tool asks of a part.
    expect(lines[1]!.ratings).toBeUndefined();
  });
});

describe('linesFromGrid: a bare marker in the maker, part-number or an unnamed column', () => {
  it('marks the line not fitted', () => {
    const { lines } = linesFromGrid(
      [
        ['ref', 'value', 'Field1', 'Field2'],
        ['C155', 'DNP', 'DNP', ''],
        ['P1', '1V8', 'DNP', ''],
        ['C1', '33pF', 'Murata', 'GRM1555C1H330JA01D'],
      ],
      1,
      ['designators', 'value', null, 'partNo'],
    );
    expect(lines.map((line) => line.dnp)).toEqual([true, true, false]);
  });
});
