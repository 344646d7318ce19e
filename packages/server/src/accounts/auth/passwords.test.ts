// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores argon2id with m=19456, t=2, p=1 and never the password itself', async () => {
    const stored = await hashPassword('Secret123!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('Secret123!');
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Secret123!');
    expect(await verifyPassword(stored, 'Secret123!')).toBe(true);
    expect(await verifyPassword(stored, 'secret123!')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check', async () => {
    expect(await verifyPassword('not a hash', 'Secret123!')).toBe(false);
  });

  it('asks for a rehash of weaker parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA')).toBe(true);
  });
});
