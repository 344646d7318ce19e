// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseQuery } from './search-normalise';

describe('normaliseQuery', () => {
  it.each([
    ['stm32f103-c8t6', 'STM32F103C8T6'],
    ['STM32F103C8T6 cut tape', 'STM32F103C8T6'],
    ['296-1395-1-ND', '29613951'],
    ['LM358DR-CT', 'LM358DR'],
    ['LM358DR', 'LM358DR'],
    ['RC0603FR-0710KL', 'RC0603FR0710KL'],
    ['LM1117MPX-3.3/NOPB', 'LM1117MPX33NOPB'],
    ['bc847b,215', 'BC847B215'],
    ['  grm188r71c104ka01d  ', 'GRM188R71C104KA01D'],
  ])('%s → %s', (raw, key) => {
    expect(normaliseQuery(raw).key).toBe(key);
  });

  it('keeps a keyword that is only a packaging word', () => {
    expect(normaliseQuery('reel').key).toBe('REEL');
  });
});
