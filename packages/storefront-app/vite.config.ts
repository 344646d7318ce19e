import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One config for both builds: `vite build` (browser, hashed assets) and `vite build --ssr`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  ssr: {
    // Workspace packages are TS source: bundle them; everything else stays a runtime import.
    noExternal: [/^@ferrite\//],
  },
});
