// The published tarball works outside the monorepo: packed from dist/, installed offline into
// a fresh folder, imported by plain Node ESM, and type-checked as a "nodenext" consumer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.join(root, 'packages/calculators');
let workDir = '';
let consumerDir = '';
let tarball = '';

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-calculators-tarball-'));
  tarball =
    execFileSync(process.execPath, [path.join(packageDir, 'scripts/pack.mjs'), workDir], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1) ?? '';
  consumerDir = path.join(workDir, 'consumer');
  fs.mkdirSync(consumerDir);
  fs.writeFileSync(path.join(consumerDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', tarball, '--no-audit', '--no-fund', '--offline'], { cwd: consumerDir, stdio: 'ignore' });
});

afterAll(() => {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('@ferrite/calculators tarball', () => {
  it('contains only dist, README and the manifest, with exports on dist', () => {
    expect(path.basename(tarball)).toBe('ferrite-calculators-0.1.0.tgz');
    const installed = path.join(consumerDir, 'node_modules/@ferrite/calculators');
    expect(fs.readdirSync(installed).sort()).toEqual(['README.md', 'dist', 'package.json']);
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(manifest.exports).toMatchObject({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './catalogue': { types: './dist/catalogue.d.ts', import: './dist/catalogue.js' },
      './load': { types: './dist/load-calculator.d.ts', import: './dist/load-calculator.js' },
      './ohms-law': { types: './dist/calculators/ohms-law.d.ts', import: './dist/calculators/ohms-law.js' },
      './wire-size-converter': { types: './dist/conversions/wire-size.d.ts', import: './dist/conversions/wire-size.js' },
    });
    // Every path points at files the tarball holds.
    for (const target of Object.values(manifest.exports as Record<string, { types: string; import: string }>)) {
      expect(fs.existsSync(path.join(installed, target.types)), target.types).toBe(true);
      expect(fs.existsSync(path.join(installed, target.import)), target.import).toBe(true);
    }
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.scripts).toBeUndefined();
  });

  it('runs from a plain Node ESM script outside the workspace', () => {
    fs.writeFileSync(
      path.join(consumerDir, 'script.mjs'),
      [
        "import { ohmsLaw, calculatorBySlug, formatSi, calculators } from '@ferrite/calculators';",
        'const direct = ohmsLaw({ voltage: 12, resistance: 100 });',
        "const viaDescriptor = calculatorBySlug('resistor-colour-code').run({ bands: '4', digit1: 'yellow', digit2: 'violet', multiplier: 'red', tolerance: 'gold' });",
        "console.log(JSON.stringify({ direct, resistance: formatSi(viaDescriptor.values.resistance, 'Ω'), count: calculators.length }));",
      ].join('\n'),
    );
    const output = execFileSync(process.execPath, ['script.mjs'], { cwd: consumerDir, encoding: 'utf8' });
    const printed = JSON.parse(output);
    expect(printed.direct).toEqual({ voltage: 12, current: 0.12, resistance: 100, power: 1.44 });
    expect(printed.resistance).toBe('4.7 kΩ');
    expect(printed.count).toBeGreaterThanOrEqual(38);
  });

  it('lists the calculators and loads one at a time through the catalogue and load entry points', () => {
    fs.writeFileSync(
      path.join(consumerDir, 'lazy.mjs'),
      [
        "import { calculatorCatalogue, catalogueEntry } from '@ferrite/calculators/catalogue';",
        "import { loadCalculator, loadedCalculator } from '@ferrite/calculators/load';",
        "const before = loadedCalculator('voltage-divider');",
        "const divider = await loadCalculator('voltage-divider');",
        "const result = divider.run({ inputVoltage: '12', r1: '10', r1Unit: 'kohm', r2: '10', r2Unit: 'kohm' });",
        'console.log(JSON.stringify({',
        '  count: calculatorCatalogue.length,',
        "  title: catalogueEntry('voltage-divider').title,",
        '  before: before === undefined,',
        "  kept: loadedCalculator('voltage-divider') === divider,",
        '  output: result.values.outputVoltage,',
        "  unknown: (await loadCalculator('no-such-tool')) === undefined,",
        '}));',
      ].join('\n'),
    );
    const printed = JSON.parse(execFileSync(process.execPath, ['lazy.mjs'], { cwd: consumerDir, encoding: 'utf8' }));
    expect(printed).toEqual({ count: 51, title: 'Voltage divider', before: true, kept: true, output: 6, unknown: true });
  });

  it('imports one calculator through its own path, reading typed text in a locale', () => {
    fs.writeFileSync(
      path.join(consumerDir, 'one.mjs'),
      [
        "import { ohmsLaw, ohmsLawCalculator } from '@ferrite/calculators/ohms-law';",
        "import { batteryLifeCalculator } from '@ferrite/calculators/battery-life';",
        'console.log(JSON.stringify({',
        '  direct: ohmsLaw({ voltage: 12, resistance: 100 }).current,',
        "  typed: ohmsLawCalculator.run({ voltage: '1,000', resistance: '4k7' }).values.current,",
        "  english: batteryLifeCalculator.run({ capacity: '1,000', capacityUnit: 'mAh', load: '100', loadUnit: 'mA' }).values.hours,",
        "  german: batteryLifeCalculator.run({ capacity: '1,000', capacityUnit: 'mAh', load: '100', loadUnit: 'mA' }, { locale: 'de-DE' }).errors,",
        '}));',
      ].join('\n'),
    );
    const printed = JSON.parse(execFileSync(process.execPath, ['one.mjs'], { cwd: consumerDir, encoding: 'utf8' }));
    expect(printed.direct).toBe(0.12);
    expect(printed.typed).toBeCloseTo(1000 / 4700, 12);
    expect(printed.english).toBeCloseTo(7, 12); // 1000 mAh at 100 mA, 70 % usable by default
    expect(printed.german).toEqual({ capacity: '“1,000” could be 1 or 1000: type 1000 or 1 without a thousands separator' });
  });

  it.each([
    ['nodenext', 'nodenext'],
    ['node16', 'node16'],
    ['esnext', 'bundler'],
  ])('type-checks a strict consumer of a per-calculator path (module %s, moduleResolution %s)', (module, moduleResolution) => {
    const dir = path.join(consumerDir, `types-${moduleResolution}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'consumer.ts'),
      [
        "import { ohmsLaw, ohmsLawCalculator, type OhmsLawValues } from '@ferrite/calculators/ohms-law';",
        "import { convertLength, type LengthUnit } from '@ferrite/calculators/length-converter';",
        "import type { CalculatorResult, RunOptions } from '@ferrite/calculators';",
        'const values: OhmsLawValues = ohmsLaw({ voltage: 5, resistance: 10 });',
        "const options: RunOptions = { locale: 'de-DE' };",
        "const result: CalculatorResult = ohmsLawCalculator.run({ voltage: '5' }, options);",
        "const unit: LengthUnit = 'mil';",
        "export const summary = { current: values.current, ok: result.ok, mm: convertLength(10, unit, 'mm') };",
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `types-${moduleResolution}`, private: true, type: 'module' }));
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module, moduleResolution, target: 'es2022', strict: true, noEmit: true, types: [], typeRoots: [] },
        files: ['consumer.ts'],
      }),
    );
    const tsc = path.join(root, 'node_modules/.bin/tsc');
    expect(() => execFileSync(tsc, ['-p', dir], { cwd: dir, encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  });

  it('type-checks for a strict "nodenext" TypeScript consumer', () => {
    fs.writeFileSync(
      path.join(consumerDir, 'consumer.ts'),
      [
        "import { convertLength, ohmsLawCalculator, type CalculatorResult, type LengthUnit } from '@ferrite/calculators';",
        "import { catalogueEntry, type CatalogueEntry } from '@ferrite/calculators/catalogue';",
        "import { loadCalculator } from '@ferrite/calculators/load';",
        "const entry: CatalogueEntry | undefined = catalogueEntry('ohms-law');",
        "export const loading: Promise<CalculatorResult | undefined> = loadCalculator('ohms-law').then((calculator) => calculator?.run({}));",
        "const unit: LengthUnit = 'mil';",
        'const millimetres: number = convertLength(10, unit, "mm");',
        "const result: CalculatorResult = ohmsLawCalculator.run({ voltage: '5', current: '0.01' });",
        'export const summary = { millimetres, ok: result.ok, title: entry?.title };',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(consumerDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: [] },
        files: ['consumer.ts'],
      }),
    );
    const tsc = path.join(root, 'node_modules/.bin/tsc');
    expect(() => execFileSync(tsc, ['-p', consumerDir], { cwd: consumerDir, encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  });
});
