// @vitest-environment node
// Typed numbers in the reader's locale (docs/decisions/2026-11-28-calculator-input.md).
import { describe, expect, it } from 'vitest';
import { decimalMarkOf, readNumberText } from './number-text';

const value = (text: string, locale?: string, prefixes = false) => {
  const read = readNumberText(text, { locale, prefixes, rkm: prefixes });
  if (!read?.ok) throw new Error(`${text} in ${String(locale)}: ${JSON.stringify(read)}`);
  return read.value;
};
const error = (text: string, locale?: string, prefixes = false) => {
  const read = readNumberText(text, { locale, prefixes });
  return read && !read.ok ? read.error : undefined;
};

describe('readNumberText', () => {
  it('knows each locale’s decimal mark from Intl', () => {
    expect(['en-US', 'zh-CN', 'ja-JP', 'th-TH', 'ar-u-nu-latn', undefined].map(decimalMarkOf)).toEqual(['.', '.', '.', '.', '.', '.']);
    expect(['de-DE', 'fr-FR', 'ru-RU', 'es-ES', 'it-IT', 'pt-PT', 'tr-TR'].map(decimalMarkOf)).toEqual([',', ',', ',', ',', ',', ',', ',']);
  });

  it.each([
    ['1,000', 'en-US', 1000], // the case: a thousand in English, not 1
    ['1,000', undefined, 1000], // library callers get English rules
    ['1,000,000', 'en-US', 1e6],
    ['1,000.5', 'en-US', 1000.5],
    ['1.000', 'en-US', 1],
    ['1.000,5', 'de-DE', 1000.5],
    ['1,5', 'de-DE', 1.5],
    ['1.000.000', 'de-DE', 1e6],
    ['1 000,5', 'fr-FR', 1000.5],
    ['1\u202f000,5', 'fr-FR', 1000.5], // French groups with a narrow no-break space
    ['1 000', 'ru-RU', 1000],
    ['0.511', 'de-DE', 0.511], // '0.511' cannot be grouping (no group starts with 0)
    ['4,7', 'en-US', 4.7], // a comma before one digit can only be a decimal comma
    ['1.000,5', 'en-US', 1000.5], // only one reading exists
    ['-2.5', 'en-US', -2.5],
    ['−2,5', 'de-DE', -2.5], // the minus sign U+2212
    ['.5', 'en-US', 0.5],
    ['1e3', 'de-DE', 1000],
    ['2,2E-3', 'de-DE', 0.0022],
  ])('%j in %s is %s', (text, locale, expected) => {
    expect(value(text, locale)).toBe(expected);
  });

  it('refuses a text that two conventions read as two numbers where both are in use', () => {
    expect(error('1,000', 'de-DE')).toBe('“1,000” could be 1 or 1000: type 1000 or 1 without a thousands separator');
    expect(error('2.200', 'fr-FR')).toBe('“2.200” could be 2.2 or 2200: type 2200 or 2.2 without a thousands separator');
  });

  it.each(['1,00,0', '1,2,3', '12,34,567', '1.2.3', '1 00', 'abc', '--2', '1..5', '', '  '])('refuses or blanks %j', (text) => {
    const read = readNumberText(text, { locale: 'en-US' });
    if (text.trim() === '') expect(read).toBeUndefined();
    else expect(read).toEqual({ ok: false, error: 'Enter a number' });
  });

  it('reads engineering notation where the input allows a prefix', () => {
    expect(value('4k7', 'en-US', true)).toBe(4700);
    expect(value('4K7', 'en-US', true)).toBe(4700);
    expect(value('10m', 'en-US', true)).toBe(0.01);
    expect(value('2.2u', 'en-US', true)).toBe(2.2e-6);
    expect(value('2,2µ', 'de-DE', true)).toBe(2.2e-6);
    expect(value('100n', 'en-US', true)).toBe(1e-7);
    expect(value('4M7', 'en-US', true)).toBe(4.7e6);
    expect(value('4R7', 'en-US', true)).toBe(4.7);
    expect(readNumberText('4k7', { prefixes: true })).toEqual({ ok: true, value: 4700, prefixExponent: 3 });
  });

  it('refuses a prefix where the input takes none, and a letter that is no prefix', () => {
    expect(error('4k7')).toBe('Enter the number without “k”: this field takes no prefix');
    expect(error('10x', 'en-US', true)).toBe('Enter a number');
    expect(error('4.5k7', 'en-US', true)).toBe('Enter a number such as 4k7');
  });

  it('refuses text longer than a number could need', () => {
    expect(error('1'.repeat(41))).toBe('Enter a shorter number');
  });
});
