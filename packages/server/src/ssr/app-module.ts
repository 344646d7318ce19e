import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { render as renderFn } from '@ferrite/storefront-app/entry-server';

/** The storefront's server entry, as built by `vite build --ssr`. */
export interface StorefrontServerModule {
  render: typeof renderFn;
}

export async function loadStorefront(appDistDir: string): Promise<StorefrontServerModule> {
  const entry = path.join(appDistDir, 'server', 'entry-server.js');
  try {
    return (await import(pathToFileURL(entry).href)) as StorefrontServerModule;
  } catch (cause) {
    throw new Error(`The storefront's server bundle could not be loaded from ${entry}. Run "npm run build" first.`, { cause });
  }
}
