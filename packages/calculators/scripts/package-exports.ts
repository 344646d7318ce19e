// The package's subpath exports: one per calculator, named by its slug (`@ferrite/calculators/ohms-law`),
// beside the main, catalogue and load entry points. Found by importing every module under
// src/calculators and src/conversions and noting which descriptor each exports, so a new calculator
// gets its path from `npm run exports -w @ferrite/calculators` and a test fails while package.json lags.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CalculatorDescriptor } from '../src/descriptor';
import { calculators } from '../src/registry';

const sourceDir = path.resolve(import.meta.dirname, '../src');
const MODULE_FOLDERS = ['calculators', 'conversions'];

/** One calculator's module: its slug and its path under src/ without the extension ('calculators/ohms-law'). */
export interface CalculatorModule {
  readonly slug: string;
  readonly module: string;
}

const isDescriptor = (value: unknown): value is CalculatorDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CalculatorDescriptor).slug === 'string' &&
  typeof (value as CalculatorDescriptor).run === 'function';

/** Every calculator's module, in registry order; throws if a registered calculator has none. */
export async function calculatorModules(): Promise<CalculatorModule[]> {
  const found = new Map<string, string>();
  for (const folder of MODULE_FOLDERS) {
    for (const file of fs.readdirSync(path.join(sourceDir, folder)).sort()) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const exported: Record<string, unknown> = await import(pathToFileURL(path.join(sourceDir, folder, file)).href);
      for (const value of Object.values(exported)) if (isDescriptor(value)) found.set(value.slug, `${folder}/${file.slice(0, -3)}`);
    }
  }
  return calculators.map(({ slug }) => {
    const module = found.get(slug);
    if (!module) throw new Error(`No module under src/ exports the calculator ${slug}`);
    return { slug, module };
  });
}

const FIXED_ENTRIES = [
  ['.', 'index'],
  ['./catalogue', 'catalogue'],
  ['./load', 'load-calculator'],
] as const;

/** `exports` for the workspace (TypeScript sources) and for the published package (dist/, with types). */
export function packageExports(modules: readonly CalculatorModule[]): {
  workspace: Record<string, string>;
  published: Record<string, { types: string; import: string }>;
} {
  const entries = [
    ...FIXED_ENTRIES.map(([key, module]) => [key, module] as const),
    ...modules.map(({ slug, module }) => [`./${slug}`, module] as const),
  ];
  return {
    workspace: Object.fromEntries(entries.map(([key, module]) => [key, `./src/${module}.ts`])),
    published: Object.fromEntries(entries.map(([key, module]) => [key, { types: `./dist/${module}.d.ts`, import: `./dist/${module}.js` }])),
  };
}

/** package.json's text with both `exports` maps replaced. */
export function manifestWithExports(manifestText: string, modules: readonly CalculatorModule[]): string {
  const manifest = JSON.parse(manifestText) as { exports: unknown; publishConfig: { exports: unknown } };
  const { workspace, published } = packageExports(modules);
  manifest.exports = workspace;
  manifest.publishConfig.exports = published;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
