import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

/**
 * argon2id at OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane. Each hash
 * takes tens of milliseconds of one core, so at most four run at once; a burst of sign-ins
 * queues here instead of exhausting memory and the libuv pool.
 */
export const ARGON2_OPTIONS = {
  // `Algorithm` is a const enum in the package's types; 2 is Argon2id.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MAX_HASHES_IN_FLIGHT = 4;
const hashing = new Semaphore(MAX_HASHES_IN_FLIGHT);

/** How many hashes are running and waiting right now (for the benchmark and health checks). */
export function hashingLoad(): { inFlight: number; queued: number } {
  return { inFlight: hashing.inFlight, queued: hashing.queued };
}

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash is a failed check, never a crash that tells the caller something.
    return false;
  }
}

const CURRENT_PARAMETERS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;
/** A hash made with weaker or different parameters is replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMETERS);
}

let dummyHash: Promise<string> | undefined;
/**
 * Checks a password against a hash of nothing in particular, so a sign-in for an unknown address
 * spends the same time as one with a wrong password and the two cannot be told apart.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-account-9f3b');
  await verifyPassword(await dummyHash, password);
}
