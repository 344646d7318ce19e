import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// Relative, not the package name: the config is loaded by Node, which cannot run the package's index (vanilla-extract).
import { primaryFontFile } from '../tokens/src/fonts';

// react-router 7's package exports name only its development build (extra checks and warnings,
// larger); both bundles take the production build it ships beside it.
const reactRouterProduction = path.resolve(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production');

// The chunks the browser entry imports statically, and those of the app it starts
// (start-client.tsx, imported dynamically to be evaluated in a task of its own), known once the
// bundle is made. Both are in index.html's preload list and loaded before any other lazy import
// can run, so the preload list a lazy import carries need not name them again.
const entryChunks = new Set<string>();
const startClientChunks = new Set<string>();
const isStartClient = (chunk: { facadeModuleId: string | null }) => Boolean(chunk.facadeModuleId?.endsWith('/src/start-client.tsx'));
const findEntryChunks: Plugin = {
  name: 'ferrite:entry-chunks',
  enforce: 'pre',
  // The browser build only: the server bundle has no entry-client.
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle(_options, bundle) {
    const collect = (into: Set<string>, fileName: string) => {
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk' || entryChunks.has(fileName) || into.has(fileName)) return;
      into.add(fileName);
      for (const imported of chunk.imports) collect(into, imported);
    };
    const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
    // The app is an entry of the build too (browserChunks); the page's entry is index.html's.
    for (const chunk of chunks) if (chunk.isEntry && !isStartClient(chunk)) collect(entryChunks, chunk.fileName);
    const start = chunks.find(isStartClient);
    if (!start) throw new Error('the build has no chunk for src/start-client.tsx');
    collect(startClientChunks, start.fileName);
  },
};

/** index.html preloads the app's chunks as it does the entry's, so the browser fetches them at once. */
const preloadStartClient: Plugin = {
  name: 'ferrite:preload-start-client',
  transformIndexHtml: {
    order: 'post',
    // Only chunks still in the bundle: Vite drops the chunks that held only CSS after our list was made.
    handler: (_html, { bundle }) =>
      [...startClientChunks]
        .filter((file) => bundle?.[file]?.type === 'chunk')
        .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
  },
};

/**
 * index.html preloads the kit's main face (Latin body text, on every page): the browser otherwise
 * asks for it only once the stylesheet is parsed and the page laid out, and text first painted in a
 * fallback font would be painted again (and may shift) when it came.
 */
const preloadPrimaryFont: Plugin = {
  name: 'ferrite:preload-primary-font',
  applyToEnvironment: (environment) => environment.name === 'client',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) => {
      if (!bundle) return [];
      const font = Object.values(bundle).find(
        (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(`/${primaryFontFile}`)),
      );
      if (!font) throw new Error(`the build has no asset for ${primaryFontFile} (is @ferrite/tokens/fonts.css imported?)`);
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font.fileName}` },
          injectTo: 'head' as const,
        },
      ];
    },
  },
};

/**
 * In the server bundle, each dynamic import first tells the server which source module it loads
 * (the key of the browser build's manifest): the server then lists the chunks of the page it
 * rendered in the HTML (routing/route-modules.ts), so the browser fetches them while it parses
 * the page instead of discovering them when it starts, and Vite's preload helper finds them
 * there instead of adding a link per chunk in the start-up task (issue 10, total blocking time).
 */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const announceServerImports = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'ferrite:announce-server-imports',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('import(')) return null;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      if (found.length === 0) return null;
      const keys = await Promise.all(found.map(async ([, , specifier]) => (await this.resolve(specifier!, id))?.id));
      let out = '';
      let from = 0;
      found.forEach((match, i) => {
        const resolved = keys[i];
        if (!resolved || resolved.startsWith('\0')) return;
        const key = path.relative(root, resolved.split('?')[0]!).split(path.sep).join('/');
        out += code.slice(from, match.index) + `(globalThis.__ferriteServerImport?.(${JSON.stringify(key)}), ${match[0]})`;
        from = match.index + match[0].length;
      });
      return from === 0 ? null : { code: out + code.slice(from), map: null };
    },
  };
};

/**
 * The first load in five scripts, not 42 (issue 21, Lighthouse: at most 15 script requests;
 * a phone on HTTP/1.1 fetches six at a time, each wave a round trip). Rolldown splits a module
 * graph by the set of entries that reach each module: the app (start-client.tsx, imported
 * dynamically by the browser entry) shares most of its modules with some lazily loaded page, so
 * its static imports came as 38 chunks of 1–2 kB. Made an entry of the build as well, the app's
 * static imports are tagged `$initial` and grouped in one chunk, `app`; what the browser entry
 * imports statically (React and its DOM client, the stylesheets' modules, Vite's preload helper)
 * is the `react` chunk. The entry still evaluates React, yields, then imports the app
 * (entry-client.tsx). The module graph's static imports of the entry are known once built.
 * start-client.tsx itself stays out of `app`, in a chunk of its own: its top-level await loads
 * the page's chunks, which import `app`; with its body inside `app`, they would wait for `app` to
 * finish evaluating while it waited for them, and the page never hydrated.
 */
const entryModules = new Set<string>();
const ENTRY = '/src/entry-client.tsx';
const START = '/src/start-client.tsx';
const collectEntryModules: Plugin = {
  name: 'ferrite:entry-modules',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    const entry = [...this.getModuleIds()].find((id) => id.endsWith(ENTRY));
    if (!entry) throw new Error(`the browser build has no ${ENTRY}`);
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (entryModules.has(id)) continue;
      entryModules.add(id);
      stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
};

/**
 * Lazily loaded code grouped by page family, not by page (issue 21: at most 15 script requests on
 * a phone's first load). Left to itself Rolldown makes a chunk per set of dynamic imports that
 * reach a module, and a listing asked for 26 shared chunks of 0.1–3 kB (a kit component each, or
 * two). Here each module that only lazily loaded code reaches goes to the chunk of the set of
 * page families (the listings, the product pages, each other area of pages, the shell's parts
 * loaded on idle) whose pages reach it: what one family's pages share comes in a few chunks, and
 * a page never loads code that no page of its family uses. The pages' and parts' own modules
 * stay chunks of their own (a dynamic import gets one anyway). The kit's barrels (`@ferrite/ui`,
 * a folder's index.ts) are in the first load; an import through one is followed to the modules
 * that define the names imported, not to everything the barrel lists.
 */
const LISTING =
  /\/src\/pages\/catalog\/(CategoryPage|CategoryIndexPage|KeywordsPage|ManufacturerPage|ManufacturersPage|ProductIndexPage|listing-routes)\./;
const PRODUCT = /\/src\/pages\/catalog\/(ProductPage|ComparePage|product-routes)\./;
const SHELL_IDLE = /\/src\/shell\/idle-parts\./;
const BARREL = /\/packages\/(ui\/src\/(index|shop|shell)|ui\/src\/[^/]+\/index|contract\/src\/index)\.ts$/;
function familyOf(id: string): string | null {
  if (LISTING.test(id)) return 'listing';
  if (PRODUCT.test(id)) return 'product';
  if (SHELL_IDLE.test(id)) return 'shell-idle';
  // An area's English strings (i18n/load.ts) count as a family of their own: what they share with pages is grouped with them.
  const pack = /\/i18n\/packs\/en\/by-area\/([^/.]+)\.ts$/.exec(id)?.[1];
  if (pack) return `pack-${pack}`;
  return /\/storefront-app\/src\/pages\/([^/]+)\//.exec(id)?.[1] ?? null;
}
// Every page loads the shell's idle parts: their code joins no page's chunk, nor a page's theirs.
const EVERY_PAGE = 'shell-idle';
const BARREL_OF: Record<string, string> = {
  '@ferrite/ui': '/ui/src/index.ts',
  '@ferrite/ui/shop': '/ui/src/shop.ts',
  '@ferrite/contract': '/contract/src/index.ts',
};
const IMPORT_NAMES = /\bimport\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g;
const familyChunk = new Map<string, string>();
const MIN_CHUNK = 16_000;
const dynamicEntries = new Set<string>();
const groupByFamily: Plugin = {
  name: 'ferrite:lazy-families',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const info = (id: string) => this.getModuleInfo(id);
    const start = ids.find((id) => id.endsWith(START));
    if (!start) throw new Error(`the browser build has no ${START}`);
    /** The modules that define `name` behind a barrel. */
    const definer = (barrel: string, name: string, seen = new Set<string>()): string[] => {
      if (seen.has(barrel)) return [];
      seen.add(barrel);
      for (const target of info(barrel)?.importedIds ?? []) {
        if (BARREL.test(target)) {
          const found = definer(target, name, seen);
          if (found.length > 0) return found;
        } else if (info(target)?.exports.includes(name)) return [deepest(target, name)];
      }
      return [];
    };
    /** A module that exports `name` and imports a module that exports it too re-exports it. */
    const deepest = (id: string, name: string, seen = new Set<string>()): string => {
      seen.add(id);
      const next = info(id)?.importedIds.find((imported) => !seen.has(imported) && info(imported)?.exports.includes(name));
      return next ? deepest(next, name, seen) : id;
    };
    /** What a module imports statically, through barrels to the modules it uses. */
    const importsOf = (id: string): string[] => {
      const module = info(id);
      if (!module) return [];
      const barrels = module.importedIds.filter((imported) => BARREL.test(imported));
      if (barrels.length === 0) return module.importedIds;
      const out = module.importedIds.filter((imported) => !BARREL.test(imported));
      const followed = new Set<string>();
      for (const [, names, , specifier] of (module.code ?? '').matchAll(IMPORT_NAMES)) {
        const barrel = specifier!.startsWith('.')
          ? barrels.find(
              (candidate) =>
                path.dirname(candidate) === path.resolve(path.dirname(id), specifier!) ||
                candidate === path.resolve(path.dirname(id), specifier!),
            )
          : barrels.find((candidate) => candidate.endsWith(BARREL_OF[specifier!] ?? '\0'));
        if (!barrel) continue;
        followed.add(barrel);
        for (const entry of names!.split(',')) {
          const name = entry.trim().split(/\s+as\s+/)[0]!;
          if (name) out.push(...definer(barrel, name));
        }
      }
      // A barrel imported otherwise (a namespace, a re-export): all of it.
      out.push(...barrels.filter((barrel) => !followed.has(barrel)));
      return out;
    };
    const initial = new Set<string>(entryModules);
    const walk = [start];
    while (walk.length > 0) {
      const id = walk.pop()!;
      if (initial.has(id)) continue;
      initial.add(id);
      walk.push(...importsOf(id));
    }
    const reached = new Map<string, Set<string>>();
    const entriesOf = new Map<string, number>();
    for (const id of ids) {
      const module = info(id);
      if (!module || module.dynamicImporters.length === 0 || initial.has(id)) continue;
      dynamicEntries.add(id);
      const family = familyOf(id);
      if (!family) continue;
      entriesOf.set(family, (entriesOf.get(family) ?? 0) + 1);
      const seen = new Set<string>();
      const todo = [id];
      while (todo.length > 0) {
        const next = todo.pop()!;
        if (seen.has(next) || initial.has(next)) continue;
        seen.add(next);
        if (!reached.has(next)) reached.set(next, new Set());
        reached.get(next)!.add(family);
        todo.push(...importsOf(next));
      }
    }
    // A chunk per set of families would still be many of 0.1–1 kB. The smallest set's modules join
    // the set whose chunk they add the fewest bytes to for pages that do not use them (its size
    // times the families it gains, the other's size times the families they gain), until every
    // chunk has MIN_CHUNK bytes of code (before minifying) or stands alone.
    const groups = new Map<string, { families: Set<string>; modules: string[]; size: number }>();
    const add = (families: Set<string>, modules: string[], size: number) => {
      const key = [...families].sort().join('-');
      const group = groups.get(key) ?? { families, modules: [], size: 0 };
      group.modules.push(...modules);
      group.size += size;
      groups.set(key, group);
    };
    // A module weighs its own code and that of its imports that no more families reach (a part of
    // the language pack it imports statically, say): a merged chunk drags those in for the others.
    const weight = (id: string) => {
      let size = 0;
      const seen = new Set<string>();
      const todo = [id];
      while (todo.length > 0) {
        const next = todo.pop()!;
        if (seen.has(next) || initial.has(next) || (next !== id && (reached.get(next)?.size ?? 0) > (reached.get(id)?.size ?? 0))) continue;
        seen.add(next);
        size += info(next)?.code?.length ?? 0;
        todo.push(...importsOf(next));
      }
      return size;
    };
    // What a family of one module alone reaches (a pack's, the idle parts') stays in that module's chunk.
    for (const [id, families] of reached)
      if (!dynamicEntries.has(id) && !(families.size === 1 && entriesOf.get([...families][0]!) === 1)) add(families, [id], weight(id));
    for (;;) {
      const small = [...groups.entries()].filter(([, group]) => group.size < MIN_CHUNK).sort((a, b) => a[1].size - b[1].size);
      let merged = false;
      for (const [key, group] of small) {
        let best: { key: string; cost: number } | undefined;
        for (const [otherKey, other] of groups) {
          if (otherKey === key || ![...group.families].some((family) => other.families.has(family))) continue;
          if (group.families.has(EVERY_PAGE) !== other.families.has(EVERY_PAGE)) continue;
          const gained = (into: Set<string>, from: Set<string>) => [...from].filter((family) => !into.has(family)).length;
          const cost = group.size * gained(group.families, other.families) + other.size * gained(other.families, group.families);
          if (!best || cost < best.cost) best = { key: otherKey, cost };
        }
        if (!best) continue;
        const other = groups.get(best.key)!;
        groups.delete(key);
        groups.delete(best.key);
        add(new Set([...group.families, ...other.families]), [...group.modules, ...other.modules], group.size + other.size);
        merged = true;
        break;
      }
      if (!merged) break;
    }
    for (const [key, group] of groups) for (const id of group.modules) familyChunk.set(id, `lazy-${key}`);
  },
};
const appRoot = path.dirname(fileURLToPath(import.meta.url));
const browserChunks = {
  input: { index: path.join(appRoot, 'index.html'), 'start-client': path.join(appRoot, 'src/start-client.tsx') },
  output: {
    codeSplitting: {
      groups: [
        {
          name: 'react',
          test: (id: string) =>
            (entryModules.has(id) && !id.endsWith(ENTRY)) ||
            /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ||
            id.includes('vite/preload-helper'),
          priority: 2,
        },
        {
          name: 'app',
          tags: ['$initial' as const],
          test: (id: string) => !entryModules.has(id) && !id.includes('index.html') && !id.endsWith(START),
          priority: 1,
        },
        {
          name: (id: string) => familyChunk.get(id) ?? null,
          // Each family set's chunk imports those of larger sets; none imports a smaller one.
          includeDependenciesRecursively: false,
          priority: 0,
        },
      ],
    },
  },
};

// One config for both builds: `vite build` (browser, hashed assets) and `vite build --ssr`.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    collectEntryModules,
    groupByFamily,
    findEntryChunks,
    preloadStartClient,
    preloadPrimaryFont,
    announceServerImports(),
  ],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
    ],
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // One stylesheet, linked by index.html: the kit components that pages load lazily (issue 10)
    // must not bring their CSS after the server-rendered page has painted (layout shift).
    cssCodeSplit: false,
    // Every browser of the es2022 target but Safari 16 preloads modules natively; there the
    // preload hints are skipped and chunks load when imported. Saves the polyfill in every first load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !entryChunks.has(dep) && !startClientChunks.has(dep)) : deps,
    },
    ...(isSsrBuild ? {} : { rolldownOptions: browserChunks }),
  },
  ssr: {
    // Workspace packages are TS source: bundle them; everything else stays a runtime import, except
    // react-router, bundled so that the alias above gives the server its production build too.
    noExternal: [/^@ferrite\//, /^react-router(-dom)?$/],
  },
}));
