import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// react-router 7's package exports name only its development build (extra checks and warnings,
// larger); both bundles take the production build it ships beside it.
const reactRouterProduction = path.resolve(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production');

// The chunks the browser entry imports statically, known once the bundle is made: they are loaded
// before any lazy chunk, so the preload list a lazy import carries need not name them again.
const entryChunks = new Set<string>();
const findEntryChunks: Plugin = {
  name: 'ferrite:entry-chunks',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    const add = (fileName: string) => {
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk' || entryChunks.has(fileName)) return;
      entryChunks.add(fileName);
      chunk.imports.forEach(add);
    };
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) add(chunk.fileName);
  },
};

// One config for both builds: `vite build` (browser, hashed assets) and `vite build --ssr`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), findEntryChunks],
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
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !entryChunks.has(dep)) : deps) },
  },
  ssr: {
    // Workspace packages are TS source: bundle them; everything else stays a runtime import, except
    // react-router, bundled so that the alias above gives the server its production build too.
    noExternal: [/^@ferrite\//, /^react-router(-dom)?$/],
  },
});
