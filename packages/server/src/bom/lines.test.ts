// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
    ['ten', 'not a number'],
    ['-3', 'negative'],
    ['1.5', 'whole number'],
    ['99999999', 'more than'],
  ])('%j is refused (%s)', (cell, message) => {
    const result = parseQuantity(cell);
    expect('problem' in result && result.problem).toContain(message);
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
    expect(lines[2]!.problem).toContain('not a number');
  });

  it("reads a Populate column the other way round, and 'DNP' in the value", () => {
    const { lines: populated } = linesFromGrid(
      [['MPN', 'Populate', 'Value'], ['A1', 'No', ''], ['A2', '', ''], ['A3', 'Yes', 'DNF']],
      1,
      ['partNo', 'populate', 'value'],
    );
    expect(populated.map((l) => l.dnp)).toEqual([true, false, true]);
  });

  it('notes a quantity that disagrees with the designators', () => {
    const { lines: odd } = linesFromGrid([['MPN', 'Qty', 'Ref'], ['A1', '4', 'R1,R2,R3']], 1, ['partNo', 'quantity', 'designators']);
    expect(odd[0]!.notes.join(' ')).toContain('3 designators');
  });
});
