import { describe, expect, it } from 'vitest';
import { englishMessage, isMessageCode, messageRef } from './message-codes';

describe('englishMessage', () => {
  // The sentences the API answered before codes existed, word for word: clients may match them.
  it.each([
    [messageRef('buying.msgMinimumOrder', { partNo: 'RC0603', qty: 5_000 }), 'The minimum order quantity of RC0603 is 5,000.'],
    [
      messageRef('buying.msgMultipleChoice', { partNo: 'RC0603', multiple: 2_500, below: 5_000, above: 7_500 }),
      'RC0603 is sold in multiples of 2,500: order 5,000 or 7,500.',
    ],
    [messageRef('buying.msgOnlyInStock', { partNo: 'RC0603', stock: 1_200 }), 'Only 1,200 of RC0603 in stock.'],
    [messageRef('buying.msgQuantityTooLarge', { max: 10_000_000 }), 'Quantity can be at most 10,000,000'],
    [messageRef('buying.msgLinesAtOnce', { count: 3_000 }), 'At most 3,000 lines at once.'],
    [messageRef('buying.msgCheckoutOrderedAs', { orderNo: 'FE250101000001' }), 'This checkout was already ordered. Order FE250101000001.'],
    [
      messageRef('sourcing.bomFileTooLarge', { fileName: 'big.csv', megabytes: 5 }),
      '“big.csv” is larger than the 5 MB limit for BOM files. Nothing was stored; split the file or remove unused sheets and columns.',
    ],
  ])('%j reads %s', (ref, english) => {
    expect(englishMessage(ref)).toBe(english);
  });

  it('writes a list of messages joined by semicolons, and nested messages inside others', () => {
    const shortages = [
      messageRef('buying.msgShortageOut', { partNo: 'A1' }),
      messageRef('buying.msgShortageOnly', { partNo: 'B2', count: 1_500 }),
    ];
    expect(englishMessage(messageRef('buying.msgInsufficientStockOf', { shortages }))).toBe(
      'Insufficient stock: A1 is out of stock; only 1,500 of B2 left.',
    );
    const empty = messageRef('sourcing.bomFileEmpty', { fileName: 'bom.csv' });
    expect(englishMessage(messageRef('sourcing.bomNotStored', { reason: [empty] }))).toBe('“bom.csv” is empty. Nothing was stored.');
  });

  // BOM row errors, line problems and notes, and match reasons: each sentence as the server wrote
  // it before they had codes (table-read.ts, lines.ts, matching.ts, bom-view.ts), word for word,
  // including the bare digits of its counts and the English singular.
  const wide = messageRef('sourcing.bomRowTooWide', { count: 1_500, max: 100 });
  const long = messageRef('sourcing.bomCellTooLong', { cell: '3', max: 2_000 });
  const wrong = messageRef('sourcing.bomReasonExactWrongPackage', { partNo: 'RC0603FR-0710KL', has: '0603', wanted: '1206' });
  it.each([
    [wide, 'It has 1500 cells; a BOM row may have up to 100.'],
    [long, 'Cell 3 is longer than 2,000 characters.'],
    [
      messageRef('sourcing.bomQuoteNeverClosed', { row: '1204' }),
      'Row 1204: a quoted cell is opened but never closed, so the rows after it cannot be read.',
    ],
    [messageRef('sourcing.bomQuoteNotClosed'), 'A quoted cell is opened but never closed.'],
    [messageRef('sourcing.bomRowErrorAt', { row: '1204', error: [wide] }), 'row 1204: It has 1500 cells; a BOM row may have up to 100.'],
    [
      messageRef('sourcing.bomRowsUnreadable', { count: 1, rows: [messageRef('sourcing.bomRowErrorAt', { row: '3', error: [long] })] }),
      'One row could not be read (row 3: Cell 3 is longer than 2,000 characters.)',
    ],
    [
      messageRef('sourcing.bomRowsUnreadable', {
        count: 1_203,
        rows: [
          messageRef('sourcing.bomRowErrorAt', { row: '3', error: [long] }),
          messageRef('sourcing.bomRowErrorAt', { row: '1204', error: [wide] }),
        ],
      }),
      '1203 rows could not be read (row 3: Cell 3 is longer than 2,000 characters. row 1204: It has 1500 cells; a BOM row may have up to 100.)',
    ],
    [messageRef('sourcing.bomQuantityNotNumber', { text: 'ten' }), 'Quantity “ten” is not a number.'],
    [messageRef('sourcing.bomQuantityNegative', { text: '-3' }), 'Quantity -3 is negative.'],
    [messageRef('sourcing.bomQuantityNotWhole', { text: '1.5' }), 'Quantity 1.5 is not a whole number of pieces.'],
    [
      messageRef('sourcing.bomQuantityTooLarge', { text: '99999999', max: 1_000_000 }),
      'Quantity 99999999 is more than 1,000,000 pieces per board.',
    ],
    [messageRef('sourcing.bomNoQuantity'), 'No quantity, and no designators to count.'],
    [messageRef('sourcing.bomQuantityCounted', { count: 1_200 }), 'No quantity given: 1200 counted from the designators.'],
    [messageRef('sourcing.bomNoQuantityColumn'), 'No quantity column: 1 per board assumed.'],
    [messageRef('sourcing.bomDesignatorMismatch', { quantity: 4, count: 1 }), '4 per board, but 1 designator listed.'],
    [messageRef('sourcing.bomDesignatorMismatch', { quantity: 1_000, count: 3 }), '1000 per board, but 3 designators listed.'],
    [messageRef('sourcing.bomReasonExact'), 'part number exact'],
    [messageRef('sourcing.bomReasonExactWithMaker'), 'part number and manufacturer exact'],
    [
      messageRef('sourcing.bomReasonExactOtherMaker', { maker: 'YAGEO', named: 'Vishay' }),
      'part number exact, but made by YAGEO, not “Vishay”',
    ],
    [
      messageRef('sourcing.bomReasonMatchedCase', { partNo: 'RC0603FR-0710KL' }),
      'part number matched as RC0603FR-0710KL (case or punctuation differ)',
    ],
    [messageRef('sourcing.bomReasonMatchedAs', { partNo: 'RC0603FR-0710KL' }), 'part number matched as RC0603FR-0710KL'],
    [
      messageRef('sourcing.bomReasonMatchedPackaging', { partNo: 'RC0603FR-0710KL', count: 3 }),
      'part number matched as RC0603FR-0710KL, one of 3 packagings',
    ],
    [
      messageRef('sourcing.bomReasonMatchedOtherMaker', { partNo: 'RC0603FR-0710KL', maker: 'YAGEO', named: 'Vishay' }),
      'part number matched as RC0603FR-0710KL, but made by YAGEO, not “Vishay”',
    ],
    [wrong, 'part number exact, but RC0603FR-0710KL is 0603, not 1206'],
    [
      messageRef('sourcing.bomReasonMatchedWrongPackage', { partNo: 'RC0603FR-0710KL', has: '0603', wanted: '1206' }),
      'part number matched, but RC0603FR-0710KL is 0603, not 1206',
    ],
    [
      messageRef('sourcing.bomReasonRightPackageOffered', { reason: [wrong] }),
      'part number exact, but RC0603FR-0710KL is 0603, not 1206: same value in the right package offered',
    ],
    [messageRef('sourcing.bomReasonByValue', { value: '10kΩ 0603 ±1%' }), 'matched by value: 10kΩ 0603 ±1%'],
    [
      messageRef('sourcing.bomReasonByValueNoPackage', { value: '10kΩ' }),
      '10kΩ found, but no package is given: choose the part for the footprint',
    ],
    [
      messageRef('sourcing.bomReasonNotFoundThen', { reason: [messageRef('sourcing.bomReasonByValue', { value: '100nF 0402' })] }),
      'part number not found; matched by value: 100nF 0402',
    ],
    [
      messageRef('sourcing.bomReasonNoPartMeets', {
        value: '100nF 0402 X7R 50 V',
        shortfall: [messageRef('sourcing.bomShortfallVoltage', { has: '16', wanted: '50' })],
      }),
      'value matched, but no part meets 100nF 0402 X7R 50 V: rated 16 V, below 50 V',
    ],
    [messageRef('sourcing.bomShortfallTolerance', { has: '5', wanted: '1' }), 'tolerance ±5% is looser than ±1%'],
    [messageRef('sourcing.bomShortfallDielectric', { has: 'Y5V', wanted: 'X7R' }), 'dielectric Y5V, not X7R'],
    [messageRef('sourcing.bomShortfallPower', { has: '0.0625', wanted: '0.1' }), 'rated 0.0625 W, below 0.1 W'],
    [
      messageRef('sourcing.bomReasonPackageDiffers', { value: '10kΩ', packages: '0402, 0805', wanted: '0603' }),
      'value matched, package differs: 10kΩ is stocked in 0402, 0805, not 0603',
    ],
    [
      messageRef('sourcing.bomReasonOtherPackages', { value: '10kΩ', wanted: '0603' }),
      'value matched, package differs: 10kΩ is stocked in other packages, not 0603',
    ],
    [messageRef('sourcing.bomReasonNoResistor', { value: '12.3kΩ 0603' }), 'no resistor of 12.3kΩ 0603 in the catalogue'],
    [messageRef('sourcing.bomReasonNoCapacitor', { value: '3.3pF' }), 'no capacitor of 3.3pF in the catalogue'],
    [messageRef('sourcing.bomReasonNoInductor', { value: '4.7µH' }), 'no inductor of 4.7µH in the catalogue'],
    [messageRef('sourcing.bomReasonNotFound'), 'part number not found'],
    [messageRef('sourcing.bomReasonSimilar'), 'part number not found: similar numbers offered'],
    [messageRef('sourcing.bomReasonNoValue'), 'no part number, and the description names no value we can match'],
    [messageRef('sourcing.bomReasonNoPartNo'), 'no part number and no description'],
    [messageRef('sourcing.bomReasonChosen', { reason: [messageRef('sourcing.bomReasonExact')] }), 'chosen by you (part number exact)'],
    [messageRef('sourcing.bomReasonNothingChosen'), 'you chose to order nothing for this line'],
    [messageRef('sourcing.bomReasonGone'), 'the matched part is no longer in the catalogue'],
  ])('BOM: %j reads %s', (ref, english) => {
    expect(englishMessage(ref)).toBe(english);
  });

  it('knows its own codes only', () => {
    expect(isMessageCode('buying.msgOutOfStock')).toBe(true);
    expect(isMessageCode('buying.nothing')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
  });
});
