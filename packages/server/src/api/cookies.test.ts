// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads pairs, decodes values and skips malformed parts', () => {
    expect(parseCookies('a=1; b=hello%20world; junk; =x; c="quoted"')).toEqual({ a: '1', b: 'hello world', c: 'quoted' });
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
});

describe('serializeCookie', () => {
  it('writes path, lifetime and flags', () => {
    expect(serializeCookie('_lang', 'ru', { maxAgeSeconds: 2592000 })).toBe('_lang=ru; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(serializeCookie('t', 'v', { httpOnly: true, secure: true, sameSite: 'Strict' })).toBe(
      't=v; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
  });
});
