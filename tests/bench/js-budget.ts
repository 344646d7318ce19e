// JavaScript shipped per route (issue 10), from the built browser bundle's Vite manifest: the
// entry chunk and the chunks it imports statically (what index.html loads and modulepreloads),
// plus the chunks a route loads lazily with their static imports: its page, its route module
// (loader, action, head) and the English language-pack parts it names (withPackParts). Sizes
// are gzip at level 6, as the server's compression sends them. A chunk counts once per route.
// The last column is what every visit fetches after that, once the page is idle (ON_IDLE).
// Targets: product page ≤ 120 kB, the first load of any route ≤ 150 kB. Prints figures; never
// fails on a number.   npx tsx tests/bench/js-budget.ts [--no-build] [--explain]
// --explain builds the browser bundle once more (not written) to say what the entry is made of.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../support/process';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazily loaded modules each route loads with it: its page module and its route module (the
 * loader, action and head, see routing/lazy-page.ts lazyRoute), and the English language-pack
 * modules holding the parts its routes.tsx names for it (withPackParts; i18n/load.ts: one module
 * per area, packs/en/by-area/, or the part's own; the kit's page texts are in the first load).
 */
const ROUTES: { route: string; url: string; modules: RegExp[]; packParts: string[] }[] = [
  { route: 'home', url: '/', modules: [/pages\/home\/HomePage\.tsx$/, /pages\/home\/home-route\.ts$/], packParts: ['home'] },
  {
    route: 'category listing',
    url: '/category/{a}/{b}',
    modules: [/pages\/catalog\/CategoryPage\.tsx$/, /pages\/catalog\/listing-routes\.ts$/],
    packParts: ['by-area/catalog'],
  },
  {
    route: 'product',
    url: '/product/{partNo}',
    modules: [/pages\/catalog\/ProductPage\.tsx$/, /pages\/catalog\/product-routes\.ts$/],
    packParts: ['by-area/catalog'],
  },
  {
    route: 'keyword search',
    url: '/keywords/{partNo}',
    modules: [/pages\/catalog\/KeywordsPage\.tsx$/, /pages\/catalog\/listing-routes\.ts$/],
    packParts: ['by-area/catalog'],
  },
  {
    route: 'manufacturers',
    url: '/manufacturer',
    modules: [/pages\/catalog\/ManufacturersPage\.tsx$/, /pages\/catalog\/listing-routes\.ts$/],
    packParts: ['by-area/catalog'],
  },
  {
    route: 'cart',
    url: '/shopcart',
    modules: [/pages\/buying\/CartPage\.tsx$/, /pages\/buying\/cart-route\.ts$/],
    packParts: ['by-area/buying', 'by-area/catalog'],
  },
  {
    route: 'sign in',
    url: '/account/login',
    modules: [/pages\/account\/LoginPage\.tsx$/, /pages\/account\/account-routes\.ts$/],
    packParts: ['by-area/account'],
  },
  {
    route: 'BOM tool',
    url: '/bom',
    modules: [/pages\/sourcing\/BomPages\.tsx$/, /pages\/sourcing\/sourcing-routes\.ts$/],
    packParts: ['by-area/sourcing', 'by-area/buying'],
  },
  {
    route: 'tools index',
    url: '/tools',
    modules: [/pages\/tools\/ToolsIndexPage\.tsx$/, /pages\/tools\/tools-routes\.ts$/],
    packParts: ['tools'],
  },
  // Before hydrating, a calculator page also loads the calculators' loader and its own calculator: the largest counts.
  {
    route: 'calculator',
    url: '/tools/…',
    modules: [
      /pages\/tools\/CalculatorPage\.tsx$/,
      /pages\/tools\/tools-routes\.ts$/,
      /calculators\/src\/load-calculator\.ts$/,
      /calculators\/src\/calculators\/resistor-colour-code-from-value\.ts$/,
    ],
    packParts: ['tools'],
  },
  {
    route: 'help article',
    url: '/help/{detail}',
    modules: [/pages\/content\/HelpPages\.tsx$/, /pages\/content\/content-routes\.ts$/],
    packParts: ['content'],
  },
];
/**
 * Shell parts every page loads once it has loaded and is idle (shell/later-parts.tsx): not in the
 * first load, but fetched on every visit all the same, so shown beside it. (The footer loads
 * only when scrolled near, the region menu's Radix code only when opened.)
 */
const ON_IDLE = [/shell\/idle-parts\.ts$/];
const TARGETS: Record<string, number> = { product: 120 };
const FIRST_LOAD_TARGET = 150;

if (!process.argv.includes('--no-build')) {
  const { run } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib.mjs')).href)) as {
    run: (c: string, a: string[]) => Promise<void>;
  };
  await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')]);
}
const clientDir = path.join(repoRoot, 'packages/storefront-app/dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipOf = new Map<string, number>();
const gzip = (file: string) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 6 }).length);
  return gzipOf.get(file)!;
};

/** The chunk's file and every chunk it imports statically, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

// The app (start-client.tsx) is an entry of the build too (vite.config.ts): the page's entry is index.html's.
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && !key.endsWith('src/start-client.tsx'));
if (!entryKey) throw new Error('the manifest names no entry chunk');
// The entry evaluates React, then imports the app (start-client.tsx) in a task of its own; both,
// with their static imports, are the first load of every page (index.html preloads both).
const startKey = Object.keys(manifest).find((key) => key.endsWith('src/start-client.tsx'));
if (!startKey) throw new Error('the manifest names no chunk for src/start-client.tsx');
const entryFiles = closure(startKey, closure(entryKey));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);

console.log(`JavaScript shipped per route (gzip level 6) from ${path.relative(repoRoot, clientDir)}`);
console.log(
  `entry ${manifest[entryKey]!.file}, the app it starts (${manifest[startKey]!.file}) and their static imports: ${entryFiles.size} file(s), ${kb(sum(entryFiles))} kB`,
);
console.log('\n| route | URL | JS files | JS gzip kB | target kB | then on idle, gzip kB |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
let worst = { route: '', bytes: 0 };
const pageKeys = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
const idleKeys = pageKeys.filter((key) => ON_IDLE.some((pattern) => pattern.test(manifest[key]!.src ?? key)));
if (idleKeys.length !== ON_IDLE.length) throw new Error('a shell part loaded on idle is missing from the manifest: update ON_IDLE');
for (const { route, url, modules, packParts } of ROUTES) {
  const files = new Set(entryFiles);
  // A module or part the build no longer has as a chunk of its own is an error in this list, not a smaller figure.
  const keyOf = (test: (key: string) => boolean, what: string) => {
    const key = pageKeys.find(test);
    if (!key) throw new Error(`${route}: no lazily loaded chunk for ${what}`);
    return key;
  };
  for (const module of modules)
    closure(
      keyOf((key) => module.test(manifest[key]!.src ?? key), String(module)),
      files,
    );
  for (const part of packParts)
    closure(
      keyOf((key) => key.endsWith(`i18n/packs/en/${part}.ts`), part),
      files,
    );
  const bytes = sum(files);
  if (bytes > worst.bytes) worst = { route, bytes };
  const idle = new Set<string>();
  for (const key of idleKeys) closure(key, idle);
  const idleBytes = sum([...idle].filter((file) => !files.has(file)));
  console.log(`| ${route} | ${url} | ${files.size} | ${kb(bytes)} | ${TARGETS[route] ?? FIRST_LOAD_TARGET} | ${kb(idleBytes)} |`);
}
const firstLoad = worst;
// Every lazily loaded module with the entry, so a page missing from the list above still shows up;
// it includes modules loaded only on use (a menu's code on first open), which no first load carries.
let worstModule = { route: '', bytes: 0 };
for (const key of pageKeys) {
  const bytes = sum(closure(key, new Set(entryFiles)));
  if (bytes > worstModule.bytes) worstModule = { route: key, bytes };
}
console.log(`\nLargest first load of the routes above: ${firstLoad.route} ${kb(firstLoad.bytes)} kB (target ≤ ${FIRST_LOAD_TARGET} kB).`);
console.log(
  `Lazily loaded modules: ${pageKeys.length}; the largest with the entry: ${worstModule.route} ${kb(worstModule.bytes)} kB (check it if it is a page).`,
);
const all = fs.readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.js'));
console.log(`All JavaScript in the build: ${all.length} file(s), ${kb(sum(all.map((file) => `assets/${file}`)))} kB gzip.`);

if (process.argv.includes('--explain')) {
  const { build } = await import('vite');
  const appRoot = path.join(repoRoot, 'packages/storefront-app');
  const byPackage = new Map<string, number>();
  const entryFileNames = new Set([...entryFiles].map((file) => path.basename(file).replace(/-[\w-]{8}\.js$/, '')));
  await build({
    configFile: path.join(appRoot, 'vite.config.ts'),
    root: appRoot,
    logLevel: 'error',
    build: { write: false, outDir: path.join(repoRoot, 'node_modules/.cache/ferrite-js-budget'), emptyOutDir: false },
    plugins: [
      {
        name: 'ferrite:entry-composition',
        generateBundle(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !entryFileNames.has(path.basename(chunk.fileName).replace(/-[\w-]{8}\.js$/, ''))) continue;
            for (const [id, module] of Object.entries(chunk.modules)) {
              const relative = id.replace(/^.*node_modules\//, 'npm:').replace(`${repoRoot}/`, '');
              const key = relative.startsWith('npm:')
                ? relative
                    .split('/')
                    .slice(0, relative.startsWith('npm:@') ? 2 : 1)
                    .join('/')
                : relative.split('/').slice(0, 4).join('/');
              byPackage.set(key, (byPackage.get(key) ?? 0) + module.renderedLength);
            }
          }
        },
      },
    ],
  });
  const total = [...byPackage.values()].reduce((sum, n) => sum + n, 0);
  console.log('\nWhat the entry and its static imports are made of (share of code before minification):');
  for (const [key, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${((bytes / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
