// Seeded, platform-independent randomness for the demo catalogue. Everything here is 32-bit integer
// arithmetic (Math.imul, shifts), so the same seed gives the same numbers on every machine and Node version.

export const DEFAULT_SEED = 20250101;

/** A 32-bit finaliser (lowbias32): good avalanche, cheap. */
export function mix32(word: number): number {
  word ^= word >>> 16;
  word = Math.imul(word, 0x21f0aaad);
  word ^= word >>> 15;
  word = Math.imul(word, 0x735a2d97);
  word ^= word >>> 15;
  return word >>> 0;
}

/** Hash of up to three integers. */
export function hash3(first: number, second: number, third = 0): number {
  return mix32(mix32(mix32(first ^ 0x9e3779b9) ^ second) + Math.imul(third ^ 0x85ebca6b, 0x27d4eb2f));
}

/** FNV-1a over a string (used once per family key / name, never per part). */
export function strHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const INV32 = 1 / 4294967296;

/** sfc32: a small, fast generator with 128 bits of state; reseeded per part instead of re-created. */
export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(seed = 0, partId = 0) {
    this.reseed(seed, partId);
  }

  reseed(seed: number, partId: number): this {
    this.a = mix32(seed ^ 0xa0761d65);
    this.b = mix32(partId ^ 0xe7037ed1);
    this.c = hash3(seed, partId, 0x8ebc6af0);
    this.d = 1;
    for (let index = 0; index < 8; index++) this.u32();
    return this;
  }

  u32(): number {
    const output = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + output) | 0;
    return output >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() * INV32;
  }

  /** Integer in [0, n). */
  int(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

/**
 * A keyed pseudo-random permutation of [0, size): a balanced Feistel network over the next even power
 * of two, cycle-walked back into range. It lets a family hand out its combinations in a scattered but
 * repeatable order, each exactly once, without storing anything.
 */
export class Perm {
  private readonly half: number;
  private readonly mask: number;
  private readonly keys: number[];

  constructor(
    readonly size: number,
    key: number,
  ) {
    let bits = 2;
    while (2 ** bits < size) bits++;
    if (bits % 2 === 1) bits++;
    this.half = bits / 2;
    this.mask = (1 << this.half) - 1;
    this.keys = [hash3(key, 1), hash3(key, 2), hash3(key, 3), hash3(key, 4)];
  }

  private encrypt(block: number): number {
    let left = block >>> this.half;
    let right = block & this.mask;
    for (const key of this.keys) {
      const mixed = left ^ (mix32(right ^ key) & this.mask);
      left = right;
      right = mixed;
    }
    return left * (this.mask + 1) + right;
  }

  at(index: number): number {
    let value = this.encrypt(index);
    while (value >= this.size) value = this.encrypt(value);
    return value;
  }
}
