// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csrfTokenFor, hashToken, isWellFormedToken, newSecretToken, safeEqual } from './tokens';

describe('secret tokens', () => {
  it('are 256 bits of base64url and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newSecretToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(isWellFormedToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as a SHA-256 hash that does not contain the token', () => {
    const token = newSecretToken();
    expect(hashToken(token)).toMatch(/^[a-f0-9]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('derive a CSRF token that differs per session', () => {
    const a = newSecretToken();
    const b = newSecretToken();
    expect(csrfTokenFor(a)).toBe(csrfTokenFor(a));
    expect(csrfTokenFor(a)).not.toBe(csrfTokenFor(b));
  });

  it('compare equal strings only', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('rejects malformed tokens before any lookup', () => {
    for (const bad of ['', 'short', 'x'.repeat(44), `${'a'.repeat(42)}!`, 42, null]) expect(isWellFormedToken(bad)).toBe(false);
  });
});
