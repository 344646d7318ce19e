// One import path per calculator (`@ferrite/calculators/ohms-law`): package.json's `exports` are
// generated from the modules, so the checked-in manifest must be what the generator writes, every
// registered calculator must have a path, and the README's size table must list each.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorModules, manifestWithExports, packageExports } from '../../packages/calculators/scripts/package-exports';
import { calculators } from '../../packages/calculators/src/registry';

const packageDir = path.resolve(import.meta.dirname, '../../packages/calculators');
const manifestText = fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8');

describe('per-calculator import paths', () => {
  it('package.json is current (after adding a calculator, run `npm run exports -w @ferrite/calculators`)', async () => {
    expect(manifestText).toBe(manifestWithExports(manifestText, await calculatorModules()));
  });

  it('gives every registered calculator a path that exports its descriptor, with types on dist for the published package', async () => {
    const manifest = JSON.parse(manifestText) as { exports: Record<string, string>; publishConfig: { exports: Record<string, unknown> } };
    for (const calculator of calculators) {
      const target = manifest.exports[`./${calculator.slug}`];
      expect(target, calculator.slug).toMatch(/^\.\/src\/(calculators|conversions)\/[a-z0-9-]+\.ts$/);
      const module: Record<string, unknown> = await import(path.join(packageDir, target ?? ''));
      expect(Object.values(module), calculator.slug).toContain(calculator);
      const dist = target?.replace('./src/', './dist/').replace(/\.ts$/, '');
      expect(manifest.publishConfig.exports[`./${calculator.slug}`]).toEqual({ types: `${dist}.d.ts`, import: `${dist}.js` });
    }
    expect(Object.keys(manifest.exports)).toEqual(['.', './catalogue', './load', ...calculators.map((c) => `./${c.slug}`)]);
  });

  it('would give a new calculator its path', () => {
    const { workspace, published } = packageExports([{ slug: 'delta-wye', module: 'calculators/delta-wye' }]);
    expect(workspace['./delta-wye']).toBe('./src/calculators/delta-wye.ts');
    expect(published['./delta-wye']).toEqual({ types: './dist/calculators/delta-wye.d.ts', import: './dist/calculators/delta-wye.js' });
  });

  it('the README lists each path in its size table', () => {
    const readme = fs.readFileSync(path.join(packageDir, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('<!-- size-table:start -->'), readme.indexOf('<!-- size-table:end -->'));
    for (const calculator of calculators)
      expect(table).toMatch(new RegExp(`\\| \`@ferrite/calculators/${calculator.slug}\` \\| [\\d.]+ kB \\| [\\d.]+ kB \\|`));
  });
});
