// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuickOrderText, QuickOrderTextError } from './quick-order-text';

describe('parseQuickOrderText', () => {
  it('reads comma, tab, semicolon and space separated lines', () => {
    const lines = parseQuickOrderText('RC0603FR-0710KL, 100, R1\nGRM188R71H104KA93D\t1,000\tC1 C2\nLM358DR;5\nNE555P 3 U7');
    expect(lines.map((l) => [l.partNo, l.quantity, l.reference])).toEqual([
      ['RC0603FR-0710KL', 100, 'R1'],
      ['GRM188R71H104KA93D', 1000, 'C1 C2'],
      ['LM358DR', 5, ''],
      ['NE555P', 3, 'U7'],
    ]);
  });

  it('keeps a comma-separated reference list whole', () => {
    expect(parseQuickOrderText('ABC123,3,C1,C2,C3')[0]!.reference).toBe('C1,C2,C3');
  });

  it('accepts the quantity first', () => {
    expect(parseQuickOrderText('25 LM358DR')[0]).toMatchObject({ partNo: 'LM358DR', quantity: 25 });
  });

  it('skips a header line and blank lines, keeping text line numbers', () => {
    const lines = parseQuickOrderText('Part Number\tQty\n\nLM358DR\t5');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).toBe(3);
  });

  it('flags missing and bad quantities on the line', () => {
    const [missing, bad, zero] = parseQuickOrderText('LM358DR\nLM358DR, ten\nLM358DR, 0');
    expect(missing!.problem).toBe('Quantity is required');
    expect(bad!.problem).toMatch(/whole number/);
    expect(zero!.quantity).toBeNull();
  });

  it('refuses empty text and more than 300 lines', () => {
    expect(() => parseQuickOrderText(' \n ')).toThrow(QuickOrderTextError);
    expect(() => parseQuickOrderText(Array.from({ length: 301 }, (_, i) => `P${i},1`).join('\n'))).toThrow(/up to 300 lines/);
  });
});

describe('value lines in quick order', () => {
  it("reads '10k 0603 1% 10' as a value search for 10 pieces, not part 10k times 603", () => {
    const [line] = parseQuickOrderText('10k 0603 1% 10');
    expect(line).toMatchObject({ partNo: '', spec: '10k 0603 1%', quantity: 10, problem: '' });
  });

  it('reads the notations of issue #20 as values, part numbers as part numbers', () => {
    const lines = parseQuickOrderText('100nF 0402 X7R 20\n4.7uF/16V 0805 5\n1n 50V C0G 8\n2k2 12\nSTM32F103C8T6 2\n25 4u7');
    expect(lines.map((l) => [l.partNo, l.spec, l.quantity])).toEqual([
      ['', '100nF 0402 X7R', 20],
      ['', '4.7uF/16V 0805', 5],
      ['', '1n 50V C0G', 8],
      ['', '2k2', 12],
      ['STM32F103C8T6', '', 2],
      ['', '4u7', 25],
    ]);
  });
});
