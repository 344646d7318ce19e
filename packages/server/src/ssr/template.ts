import fs from 'node:fs';
import path from 'node:path';
import { loadRoutePreloads } from './route-preloads';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The built index.html cut at its placeholders, with nonce slots on every script and preload. */
export interface PageTemplate {
  beforeLang: string;
  beforeDir: string;
  beforeHead: string;
  beforeBodyClass: string;
  /** Preload tags (with nonce placeholders) for the chunks of the source modules a page loads. */
  routePreloads: (modules: readonly string[]) => string;
  beforeApp: string;
  beforeData: string;
  tail: string;
}

export function loadTemplate(clientDir: string): PageTemplate {
  const file = path.join(clientDir, 'index.html');
  let html: string;
  try {
    html = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The storefront is not built (${file} is missing). Run "npm run build" first.`);
  }
  const routePreloads = loadRoutePreloads(clientDir, html, NONCE_PLACEHOLDER);
  html = html
    .replace(/<script\b/g, `<script nonce="${NONCE_PLACEHOLDER}"`)
    .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${NONCE_PLACEHOLDER}"`);
  const cut = (marker: string): [string, string] => {
    const index = html.indexOf(marker);
    if (index < 0) throw new Error(`index.html lacks the ${marker} placeholder`);
    const before = html.slice(0, index);
    html = html.slice(index + marker.length);
    return [before, html];
  };
  const [beforeLang] = cut('<!--app-lang-->');
  const [beforeDir] = cut('<!--app-dir-->');
  const [beforeHead] = cut('<!--app-head-->');
  const [beforeBodyClass] = cut('<!--app-body-class-->');
  const [beforeApp] = cut('<!--app-html-->');
  const [beforeData, tail] = cut('<!--app-data-->');
  return { beforeLang, beforeDir, beforeHead, beforeBodyClass, routePreloads, beforeApp, beforeData, tail };
}

export function withNonce(fragment: string, nonce: string): string {
  return fragment.includes(NONCE_PLACEHOLDER) ? fragment.split(NONCE_PLACEHOLDER).join(nonce) : fragment;
}
