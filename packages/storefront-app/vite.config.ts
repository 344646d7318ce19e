import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// react-router 7's package exports name only its development build (extra checks and warnings,
// larger); both bundles take the production build it ships beside it.
const reactRouterProduction = path.resolve(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production');

// One config for both builds: `vite build` (browser, hashed assets) and `vite build --ssr`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
  },
  ssr: {
    // Workspace packages are TS source: bundle them; everything else stays a runtime import, except
    // react-router, bundled so that the alias above gives the server its production build too.
    noExternal: [/^@ferrite\//, /^react-router(-dom)?$/],
  },
});
