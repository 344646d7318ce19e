// The store takes its composites from `@ferrite/ui/shop`: the root's shell exports are deprecated
// aliases (removed in 0.3.0), so no app file may import one of them from `@ferrite/ui`.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appSrc = fileURLToPath(new URL('..', import.meta.url));
const shellList = readFileSync(fileURLToPath(new URL('../../../ui/src/shell.ts', import.meta.url)), 'utf8');

const namesIn = (list: string) =>
  list
    .split(',')
    .map(
      (spec) =>
        spec
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter(Boolean);

/** Every name the kit's shell list exports (values and types). */
const shellNames = new Set([...shellList.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) => namesIn(m[1] ?? '')));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('kit imports of the storefront', () => {
  it('take no shell composite from the root of @ferrite/ui', () => {
    expect(shellNames.size).toBeGreaterThan(50);
    expect(shellNames).toContain('Header');
    const offenders: string[] = [];
    for (const file of sources(appSrc)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@ferrite\/ui'/g)) {
        for (const name of namesIn(m[1] ?? '')) if (shellNames.has(name)) offenders.push(`${relative(appSrc, file)}: ${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
