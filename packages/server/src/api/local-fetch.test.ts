import { describe, expect, it } from 'vitest';
import { queryInput } from './local-fetch';

describe('queryInput', () => {
  it('keeps every value of a repeated name, as Express does for the same query over HTTP', () => {
    const params = new URLSearchParams('path=resistors&f=Resistance%3A1.5+k%CE%A9&f=Power%3A0.1+W&f=Power%3A1+W&inStock=1');
    expect(queryInput(params)).toEqual({ path: 'resistors', f: ['Resistance:1.5 kΩ', 'Power:0.1 W', 'Power:1 W'], inStock: '1' });
  });

  it('gives a name used once its plain value', () => {
    expect(queryInput(new URLSearchParams('f=Power%3A1+W'))).toEqual({ f: 'Power:1 W' });
  });
});
