// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partNumberKey } from './part-number';

describe('partNumberKey', () => {
  it.each([
    ['stm32f103-c8t6', 'STM32F103C8T6'],
    ['LM1117MPX-3.3/NOPB', 'LM1117MPX33NOPB'],
    ['BC847B,215', 'BC847B215'],
    [' grm188r71c104ka01d ', 'GRM188R71C104KA01D'],
  ])('%s → %s', (input, key) => {
    expect(partNumberKey(input)).toBe(key);
  });
});
