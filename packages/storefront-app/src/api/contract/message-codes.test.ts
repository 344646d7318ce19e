import { describe, expect, it } from 'vitest';
import { englishMessage, isMessageCode, messageRef } from './message-codes';

describe('englishMessage', () => {
  // The sentences the API answered before codes existed, word for word: clients may match them.
  it.each([
    [messageRef('buying.msgMinimumOrder', { partNo: 'RC0603', qty: 5_000 }), 'The minimum order quantity of RC0603 is 5,000.'],
    [messageRef('buying.msgMultipleChoice', { partNo: 'RC0603', multiple: 2_500, below: 5_000, above: 7_500 }), 'RC0603 is sold in multiples of 2,500: order 5,000 or 7,500.'],
    [messageRef('buying.msgOnlyInStock', { partNo: 'RC0603', stock: 1_200 }), 'Only 1,200 of RC0603 in stock.'],
    [messageRef('buying.msgQuantityTooLarge', { max: 10_000_000 }), 'Quantity can be at most 10,000,000'],
    [messageRef('buying.msgLinesAtOnce', { count: 3_000 }), 'At most 3,000 lines at once.'],
    [messageRef('buying.msgCheckoutOrderedAs', { orderNo: 'FE250101000001' }), 'This checkout was already ordered. Order FE250101000001.'],
    [messageRef('sourcing.bomFileTooLarge', { fileName: 'big.csv', megabytes: 5 }), '“big.csv” is larger than the 5 MB limit for BOM files. Nothing was stored; split the file or remove unused sheets and columns.'],
  ])('%j reads %s', (ref, english) => {
    expect(englishMessage(ref)).toBe(english);
  });

  it('writes a list of messages joined by semicolons, and nested messages inside others', () => {
    const shortages = [messageRef('buying.msgShortageOut', { partNo: 'A1' }), messageRef('buying.msgShortageOnly', { partNo: 'B2', count: 1_500 })];
    expect(englishMessage(messageRef('buying.msgInsufficientStockOf', { shortages }))).toBe('Insufficient stock: A1 is out of stock; only 1,500 of B2 left.');
    const empty = messageRef('sourcing.bomFileEmpty', { fileName: 'bom.csv' });
    expect(englishMessage(messageRef('sourcing.bomNotStored', { reason: [empty] }))).toBe('“bom.csv” is empty. Nothing was stored.');
  });

  it('knows its own codes only', () => {
    expect(isMessageCode('buying.msgOutOfStock')).toBe(true);
    expect(isMessageCode('buying.nothing')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
  });
});
