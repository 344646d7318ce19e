// Proof that another brand site can reuse the kit: build and pack @ferrite/tokens and @ferrite/ui,
// install both tarballs into a fresh app outside the workspace, and server-render kit components in
// the cobalt theme with a plain Node ESM script (no bundler, no TypeScript).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagePackage } from '../../packages/tokens/scripts/publishing.mjs';
import { repoRoot } from './storybookStatic';

const work = mkdtempSync(join(tmpdir(), 'ferrite-consumer-'));
const tarballs: Record<'tokens' | 'ui', string> = { tokens: '', ui: '' };
const consumerDir = join(work, 'brand-site');

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });

const listTarball = (file: string) => run('tar', ['-tzf', file], work).split('\n').filter(Boolean);

beforeAll(() => {
  for (const name of ['tokens', 'ui'] as const) {
    const packageDir = join(repoRoot, 'packages', name);
    run('node', ['scripts/build.mjs'], packageDir);
    const stage = stagePackage(packageDir, join(work, 'stage', name));
    const output = run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], stage);
    const [packed] = JSON.parse(output) as Array<{ filename: string }>;
    tarballs[name] = join(work, packed?.filename ?? '');
  }

  mkdirSync(consumerDir, { recursive: true });
  writeFileSync(join(consumerDir, 'package.json'), JSON.stringify({ name: 'brand-site', private: true, type: 'module' }, null, 2));
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--no-package-lock',
      tarballs.tokens,
      tarballs.ui,
      'react@19.3.1',
      'react-dom@19.3.1',
    ],
    consumerDir,
  );
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the published packages', () => {
  it('ship ESM JavaScript, type declarations and compiled CSS', () => {
    const ui = listTarball(tarballs.ui);
    expect(ui).toEqual(
      expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts', 'package/dist/style.css', 'package/package.json']),
    );
    expect(ui.some((file) => file.startsWith('package/src/'))).toBe(false);
    const tokens = listTarball(tarballs.tokens);
    expect(tokens).toEqual(
      expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts', 'package/css/tokens.css', 'package/css/fonts.css']),
    );
    expect(tokens.filter((file) => file.startsWith('package/fonts/') && file.endsWith('.woff2')).length).toBeGreaterThan(10);
    expect(tokens).toContain('package/fonts/LICENSE-noto-sans.txt');
  });

  it("ship the kit's fonts: every face of @ferrite/tokens/fonts.css is a woff2 file in the installed package, named first by the stacks", () => {
    const tokensDir = join(consumerDir, 'node_modules/@ferrite/tokens');
    const manifest = JSON.parse(readFileSync(join(tokensDir, 'package.json'), 'utf8'));
    expect(manifest.exports['./fonts.css']).toBe('./css/fonts.css');
    expect(manifest).not.toHaveProperty('devDependencies');
    const fontsCss = readFileSync(join(tokensDir, 'css/fonts.css'), 'utf8');
    const files = [...fontsCss.matchAll(/url\('([^']+)'\)/g)].map((match) => join(tokensDir, 'css', match[1] ?? ''));
    expect(files.length).toBe((fontsCss.match(/@font-face/g) ?? []).length);
    for (const file of files) expect(readFileSync(file).subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    const css = readFileSync(join(consumerDir, 'node_modules/@ferrite/ui/dist/style.css'), 'utf8');
    expect(css).toMatch(/--fe-font-family-body:\s*"Noto Sans Variable"/);
    expect(css).toMatch(/--fe-font-family-mono:\s*"Noto Sans Mono Variable"/);
  });

  it('have version 0.1.0, react as a peer dependency and dist exports', () => {
    const manifest = JSON.parse(readFileSync(join(consumerDir, 'node_modules/@ferrite/ui/package.json'), 'utf8'));
    expect(manifest.version).toBe('0.1.0');
    expect(Object.keys(manifest.peerDependencies)).toEqual(['react', 'react-dom']);
    expect(manifest.dependencies).not.toHaveProperty('react');
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(manifest.exports['./shop']).toEqual({ types: './dist/shop.d.ts', default: './dist/shop.js' });
    expect(manifest.sideEffects).toContain('*.css');
  });

  it('server-render in the cobalt theme in a plain Node app outside the workspace', () => {
    writeFileSync(
      join(consumerDir, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from '@ferrite/ui';
import { themes, vars } from '@ferrite/tokens';

const html = renderToString(
  h('div', { className: themes.cobalt },
    h(ui.Breadcrumbs, { items: [{ label: 'home', href: '/' }, { label: 'passive components' }] }),
    h(ui.Button, { icon: 'cart' }, 'Add to Cart'),
  ),
);
console.log(JSON.stringify({ html, rendered: 'Breadcrumbs, Button', brandVar: vars.color.brand }));
`,
    );
    const result = JSON.parse(run('node', ['render.mjs'], consumerDir)) as { html: string; rendered: string; brandVar: string };
    expect(result.html).toContain('class="fe-theme-cobalt"');
    expect(result.html).toContain('Passive Components');
    expect(result.html).toContain('aria-current="page"');
    expect(result.brandVar).toBe('var(--fe-color-brand)');

    const css = readFileSync(join(consumerDir, 'node_modules/@ferrite/ui/dist/style.css'), 'utf8');
    expect(css).toMatch(/\.fe-theme-cobalt\s*\{[^}]*--fe-color-brand:\s*#1d4ed8/);
    // The base class of every rendered element is defined by the shipped stylesheet (variant
    // classes of empty variants, like `truncate: false`, have no rules by design).
    const baseClasses = [...result.html.matchAll(/class="([^"]+)"/g)].map((m) => (m[1] ?? '').split(' ')[0] ?? '');
    const undefinedClasses = baseClasses.filter((name) => !name.startsWith('fe-theme-') && !css.includes(`.${name}`));
    expect(baseClasses.length).toBeGreaterThan(5);
    expect(undefinedClasses).toEqual([]);

    const plainCss = readFileSync(join(consumerDir, 'node_modules/@ferrite/tokens/css/tokens.css'), 'utf8');
    expect(plainCss).toMatch(/\.fe-theme-cobalt \{[^}]*--fe-color-brand: #1d4ed8;/);
    console.info(
      `consumer: server-rendered ${result.rendered} from the tarballs (${readdirSync(work)
        .filter((f) => f.endsWith('.tgz'))
        .join(', ')})`,
    );
  });

  it("server-render the store's composites from @ferrite/ui/shop in cobalt: the header, and order lines as cards on a phone", () => {
    writeFileSync(
      join(consumerDir, 'render-shop.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { themes } from '@ferrite/tokens';
import { Header, LineItem, LineItems, PartsTable } from '@ferrite/ui/shop';

const headerHtml = renderToString(
  h('div', { className: themes.cobalt }, h(Header, { brand: 'Cobalt Parts', userName: 'Ada', cartCount: 3 })),
);
const html = renderToString(
  h('div', { className: themes.cobalt },
    h(LineItems, { caption: 'Order lines' },
      h(LineItem, { cells: { part: 'RC0603FR-0710KL', quantity: '100', unitPrice: '$0.0042', amount: '$0.42' } }),
    ),
    h(PartsTable, { caption: 'Results', items: [] }),
  ),
);
console.log(JSON.stringify({ headerHtml, html }));
`,
    );
    const { headerHtml, html } = JSON.parse(run('node', ['render-shop.mjs'], consumerDir)) as { headerHtml: string; html: string };
    expect(headerHtml).toContain('class="fe-theme-cobalt"');
    expect(headerHtml).toMatch(/<header[^>]*>/);
    expect(headerHtml).toContain('aria-label="Cobalt Parts home"');
    expect(html).toContain('class="fe-theme-cobalt"');
    expect(html).toContain('role="table"');
    expect(html).toContain('$0.42');
    expect(html).toContain('No parts match.');
    const css = readFileSync(join(consumerDir, 'node_modules/@ferrite/ui/dist/style.css'), 'utf8');
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
    const undefinedClasses = classes.filter((name) => !name.startsWith('fe-theme-') && !css.includes(`.${name}`));
    // Marker classes with no rules of their own (the cards layout hangs its rules off media queries) are in the sheet too.
    expect(undefinedClasses).toEqual([]);
    // The header's base classes are in the sheet (its empty variants, as in the root test, have no rules by design).
    const headerBases = [...headerHtml.matchAll(/class="([^"]+)"/g)].map((m) => (m[1] ?? '').split(' ')[0] ?? '');
    expect(headerBases.length).toBeGreaterThan(10);
    expect(headerBases.filter((name) => !name.startsWith('fe-theme-') && !css.includes(`.${name}`))).toEqual([]);
    // The cards layout reaches the shipped stylesheet as a phone media query.
    expect(css).toMatch(/@media screen and \(max-width: 599\.98px\)/);
  });
});
