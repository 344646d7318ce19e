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
