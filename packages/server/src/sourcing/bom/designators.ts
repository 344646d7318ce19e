/**
 * Reference designators ('C3', 'R12', 'U1A') as BOMs list them and as order lines keep them:
 * compressed into ranges per prefix, 'C3-6,9', and expanded back.
 */

/** A designator split into its letter prefix, number and any suffix after the number ('U1A'). */
interface Designator {
  prefix: string;
  number: number;
  suffix: string;
  text: string;
}

const DESIGNATOR = /^([A-Za-z_]*[A-Za-z_])(\d+)([A-Za-z]*)$/;

function split(text: string): Designator | null {
  const match = DESIGNATOR.exec(text);
  if (!match) return null;
  const digits = match[2]!;
  // '01' is not '1': a leading zero makes it a name, not a number in a run.
  if (digits.length > 1 && digits.startsWith('0')) return null;
  if (digits.length > 9) return null;
  return { prefix: match[1]!, number: Number(digits), suffix: match[3]!, text };
}

/**
 * Splits a designator cell ('C1, C2 C3;C4', 'R1-R4', 'R1-4', and our own compressed 'C3-6,9')
 * into single designators, in order, without repeats. A bare number or range right after a
 * designator takes its prefix.
 */
export function parseDesignators(cell: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (value: string) => {
    const key = value.toUpperCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      out.push(value);
    }
  };
  const pushRange = (prefix: string, from: number, to: number) => {
    for (let n = from; n <= to; n++) push(`${prefix}${n}`);
  };
  let lastPrefix = '';
  for (const token of cell.split(/[\s,;]+/)) {
    if (!token) continue;
    const range = /^([A-Za-z_]+)(\d+)[-–]([A-Za-z_]+)?(\d+)$/.exec(token);
    const bare = /^(\d+)(?:[-–](\d+))?$/.exec(token);
    if (range) {
      const [, prefix, fromText, toPrefix, toText] = range as unknown as [string, string, string, string | undefined, string];
      const from = Number(fromText);
      const to = Number(toText);
      const samePrefix = toPrefix === undefined || toPrefix.toUpperCase() === prefix.toUpperCase();
      // A range runs upwards within one prefix and stays small; anything else is kept as written.
      if (samePrefix && to >= from && to - from < 10_000) {
        pushRange(prefix, from, to);
        lastPrefix = prefix;
        continue;
      }
    } else if (bare && lastPrefix) {
      const from = Number(bare[1]);
      const to = bare[2] === undefined ? from : Number(bare[2]);
      if (to >= from && to - from < 10_000) {
        pushRange(lastPrefix, from, to);
        continue;
      }
    }
    push(token);
    lastPrefix = /^([A-Za-z_]+)\d+$/.exec(token)?.[1] ?? '';
  }
  return out;
}

/** Inverse of compressDesignators: 'C3-6,9' → ['C3','C4','C5','C6','C9']. */
export function expandDesignators(compressed: string): string[] {
  const out: string[] = [];
  let prefix = '';
  for (const part of compressed
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const full = /^([A-Za-z_]+)(\d+)(?:-(\d+))?$/.exec(part);
    const bare = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (full) {
      prefix = full[1]!;
      const from = Number(full[2]);
      const to = full[3] === undefined ? from : Number(full[3]);
      for (let n = from; n <= to; n++) out.push(`${prefix}${n}`);
    } else if (bare && prefix) {
      const from = Number(bare[1]);
      const to = bare[2] === undefined ? from : Number(bare[2]);
      for (let n = from; n <= to; n++) out.push(`${prefix}${n}`);
    } else {
      out.push(part);
      prefix = '';
    }
  }
  return out;
}

/**
 * Compresses designators into runs per prefix: ['C3','C4','C5','C6','C9'] → 'C3-6,9';
 * ['R1','R2','C1'] → 'C1,R1-2'. Prefixes are sorted, numbers ascending; designators that are not
 * prefix + number ('U1A', 'J_PWR') are kept as written. Two in a row stay a range
 * ('R1-2'), so expanding the text gives the same set back. Loose names come first, so a bare
 * number among them can never be read as the continuation of a run.
 */
export function compressDesignators(designators: readonly string[]): string {
  const byPrefix = new Map<string, Set<number>>();
  const loose: string[] = [];
  for (const raw of designators) {
    const text = raw.trim();
    if (!text) continue;
    const parsed = split(text);
    if (!parsed || parsed.suffix) {
      if (!loose.includes(text)) loose.push(text);
      continue;
    }
    const prefix = parsed.prefix.toUpperCase();
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, new Set());
    byPrefix.get(prefix)!.add(parsed.number);
  }
  const parts: string[] = [];
  for (const prefix of [...byPrefix.keys()].sort()) {
    const numbers = [...byPrefix.get(prefix)!].sort((a, b) => a - b);
    const runs: string[] = [];
    let start = numbers[0]!;
    let end = start;
    const close = () => runs.push(start === end ? String(start) : `${start}-${end}`);
    for (const n of numbers.slice(1)) {
      if (n === end + 1) end = n;
      else {
        close();
        start = end = n;
      }
    }
    close();
    parts.push(`${prefix}${runs.join(',')}`);
  }
  return [...loose, ...parts].join(',');
}
