// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, normaliseKeyword, PASSWORD_PATTERN } from './validation';

describe('EMAIL_PATTERN (docs/product.md §5)', () => {
  it.each(['buyer@example.com', 'first.last@sub-domain.co.uk', 'a-b@x.io', 'x_y@abc.travel'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a..b@x.com', '@x.com', 'a@x.com.', `a@${'d'.repeat(31)}.com`, 'a b@x.com'])(
    'rejects %j',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe('PASSWORD_PATTERN (docs/product.md §5)', () => {
  // 64 characters (what NIST SP 800-63B asks a site to accept at least) and 128, the longest.
  it.each(['abcdefg1', 'Passw0rd$@!%*#?&_-', 'a1'.repeat(10), 'a1'.repeat(32), 'a1'.repeat(64)])('accepts %s', (password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
  });
  it.each(['short1a', 'abcdefgh', '12345678', 'a1'.repeat(64) + 'x', 'pass word1', 'pässword1'])('rejects %j', (password) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(false);
  });
});

describe('normaliseKeyword (docs/product.md §5)', () => {
  it('trims and upper-cases', () => {
    expect(normaliseKeyword('  stm32f1 ')).toEqual({ ok: true, keyword: 'STM32F1' });
  });
  it.each(['', '  ab  ', undefined, 42])("answers 'keyword cannot be empty' for %j", (raw) => {
    expect(normaliseKeyword(raw)).toEqual({ ok: false, message: 'keyword cannot be empty' });
  });
  it('refuses a keyword of 10,000 characters', () => {
    expect(normaliseKeyword('x'.repeat(10_000))).toMatchObject({ ok: false });
  });
});
