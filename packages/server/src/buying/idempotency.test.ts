// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalJson, idempotencyKeyOf, requestHash } from './idempotency';

describe('request hashes', () => {
  it('ignore key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe('idempotencyKeyOf', () => {
  it('reads the header first, then the form field, unquoting sf-strings', () => {
    expect(idempotencyKeyOf({ 'idempotency-key': '"abc"' }, 'field')).toBe('abc');
    expect(idempotencyKeyOf({}, 'field')).toBe('field');
    expect(idempotencyKeyOf({}, undefined)).toBeUndefined();
  });
  it('refuses keys with spaces or over 255 characters', () => {
    expect(() => idempotencyKeyOf({ 'idempotency-key': 'a b' }, undefined)).toThrow(/Idempotency-Key/);
    expect(() => idempotencyKeyOf({ 'idempotency-key': 'x'.repeat(256) }, undefined)).toThrow(/Idempotency-Key/);
  });
});
