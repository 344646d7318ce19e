// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectColumns, detectHeaderRow } from './columns';
import { linesFromGrid } from './lines';
import { gridOfOrderLines, needsLineReading } from './paste-lines';
import { readPastedText } from './table-read';

/** What the BOM page reads from a paste: the lines' part number, value, quantity and designators. */
function readPaste(text: string) {
  let grid = readPastedText(text);
  if (needsLineReading(grid)) grid = gridOfOrderLines(text);
  const headerRow = detectHeaderRow(grid);
  return linesFromGrid(grid, headerRow, detectColumns(grid, headerRow)).lines.map((line) => [
    line.partNo,
    line.value,
    line.quantity,
    line.designators.join(' '),
  ]);
}

describe('headerless and space-separated pastes', () => {
  it.each([
    ['STM32F103C8T6 2', [['STM32F103C8T6', '', 2, '']]],
    ['10k 0603 1% 10', [['', '10k 0603 1%', 10, '']]],
    ['100nF 0402 X7R 20', [['', '100nF 0402 X7R', 20, '']]],
    [
      'PART QTY\nSTM32F103C8T6 2\nLM358DR 5',
      [
        ['STM32F103C8T6', '', 2, ''],
        ['LM358DR', '', 5, ''],
      ],
    ],
    [
      'QTY PART\n2 STM32F103C8T6\n5 LM358DR',
      [
        ['STM32F103C8T6', '', 2, ''],
        ['LM358DR', '', 5, ''],
      ],
    ],
    [
      'value package tolerance qty\n10k 0603 1% 10\n4k7 0402 5% 4',
      [
        ['', '10k 0603 1%', 10, ''],
        ['', '4k7 0402 5%', 4, ''],
      ],
    ],
    ['4u7 0805 16V 3 C1 C2 C3', [['', '4u7 0805 16V', 3, 'C1 C2 C3']]],
    // Quantities as people type them: a times sign, 'pcs', thousands grouped with a comma.
    [
      'STM32F103C8T6 x2\n5x LM358DR',
      [
        ['STM32F103C8T6', '', 2, ''],
        ['LM358DR', '', 5, ''],
      ],
    ],
    ['STM32F103C8T6 2 pcs', [['STM32F103C8T6', '', 2, '']]],
    ['10 x 10k 0603', [['', '10k 0603', 10, '']]],
    ['10k 0603 1% 1,000', [['', '10k 0603 1%', 1000, '']]],
    ['STM32F103C8T6 1,000', [['STM32F103C8T6', '', 1000, '']]],
    ['Qty Part Number\n2 STM32F103C8T6', [['STM32F103C8T6', '', 2, '']]],
    ['part   qty\nSTM32F103C8T6    2', [['STM32F103C8T6', '', 2, '']]],
    ['Value Package Tolerance Qty Ref\n10k 0603 1% 2 R1 R2', [['', '10k 0603 1%', 2, 'R1 R2']]],
  ] as const)('%j', (text, expected) => {
    expect(readPaste(text)).toEqual(expected);
  });

  it('leaves a paste with named or guessable columns to the table reader', () => {
    expect(needsLineReading(readPastedText('MPN\tQty\nSTM32F103C8T6\t2'))).toBe(false);
    expect(needsLineReading(readPastedText('RC0603FR-0710KL\t4\tR1-R4\nERJ-3EKF1002V\t2\tR5,R6'))).toBe(false);
    expect(needsLineReading(readPastedText('10k\t0603\t1%\t10'))).toBe(true);
  });
});

describe('a list of part numbers alone', () => {
  it('is one piece a line, as before', () => {
    expect(readPaste('STM32F103C8T6\nLM358DR')).toEqual([
      ['STM32F103C8T6', '', 1, ''],
      ['LM358DR', '', 1, ''],
    ]);
  });
});
