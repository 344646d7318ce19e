import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
    for (const chunk of chunks) if (chunk.isEntry) collect(entryChunks, chunk.fileName);
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

// One config for both builds: `vite build` (browser, hashed assets) and `vite build --ssr`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), findEntryChunks, preloadStartClient],
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
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !entryChunks.has(dep) && !startClientChunks.has(dep)) : deps),
    },
  },
  ssr: {
    // Workspace packages are TS source: bundle them; everything else stays a runtime import, except
    // react-router, bundled so that the alias above gives the server its production build too.
    noExternal: [/^@ferrite\//, /^react-router(-dom)?$/],
  },
});
