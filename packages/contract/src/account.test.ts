// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changePasswordInput, isValidEmail, passwordProblem, registerInput, safeRedirectPath, SAFE_EMAIL_PATTERN } from './account';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from './validation';

/** A deterministic generator, so a failure can be replayed. */
function randomStrings(alphabet: string, count: number, maxLength: number, seed = 7): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  return Array.from({ length: count }, () => Array.from({ length: next() % maxLength }, () => alphabet[next() % alphabet.length]).join(''));
}

describe('email rule (docs/product.md §5)', () => {
  it('accepts exactly what the spec pattern accepts, on thousands of short strings', () => {
    const samples = [
      ...randomStrings('ab1_.-@', 20_000, 14),
      ...randomStrings('a.-@c', 20_000, 12).map((s) => `${s}.io`),
      'name@example.com',
      'first.last-x@sub-domain.co',
      'a..b@x.io',
      '.a@x.io',
      'a@x.i',
      'a@x.io.',
      `a@${'d'.repeat(31)}.io`,
    ];
    for (const sample of samples) expect(SAFE_EMAIL_PATTERN.test(sample), sample).toBe(EMAIL_PATTERN.test(sample));
  });

  // In linear time (the spec spelling backtracks for seconds on these): tests/bench/validation.ts prints how long.
  it('rejects a long malformed address', () => {
    expect(isValidEmail(`${'a'.repeat(200)}!`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(40)}.c`)).toBe(false);
  });
});

describe('password rule (docs/product.md §5)', () => {
  it('agrees with PASSWORD_PATTERN and names the broken part', () => {
    for (const sample of [
      ...randomStrings('aZ9$_ -é', 20_000, 24),
      'Secret12',
      'secret12',
      '12345678',
      'abcdefgh',
      'Abc1',
      `A1${'x'.repeat(62)}`,
      `A1${'x'.repeat(126)}`,
      `A1${'x'.repeat(127)}`,
    ]) {
      expect(passwordProblem(sample) === undefined, sample).toBe(PASSWORD_PATTERN.test(sample));
    }
    expect(passwordProblem('short1')).toMatch(/8 to 128/);
    expect(passwordProblem(`A1${'x'.repeat(62)}`)).toBeUndefined();
    expect(passwordProblem(`A1${'x'.repeat(126)}`)).toBeUndefined();
    expect(passwordProblem(`A1${'x'.repeat(127)}`)).toMatch(/8 to 128/);
    expect(passwordProblem('abcdefgh')).toMatch(/digit/);
    expect(passwordProblem('12345678')).toMatch(/letter/);
    expect(passwordProblem('abc 12345')).toMatch(/only use/);
  });

  it('checks the confirmation and a new password that repeats the old one', () => {
    const base = { Email: 'a@b.io', UserName: 'A', Password: 'Secret123' };
    expect(registerInput.safeParse({ ...base, ConfirmPassword: 'Secret124' }).error?.issues[0]?.path).toEqual(['ConfirmPassword']);
    expect(registerInput.safeParse({ ...base, ConfirmPassword: 'Secret123' }).success).toBe(true);
    expect(changePasswordInput.safeParse({ OldPassword: 'Secret123', NewPassword: 'Secret123' }).error?.issues[0]?.message).toMatch(
      /different/,
    );
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirectPath('/account/favourites?x=1')).toBe('/account/favourites?x=1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '',
      null,
      'account',
    ]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });
});
