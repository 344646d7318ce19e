import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRoutePreloads } from './route-preloads';

const dirs: string[] = [];
function clientDir(manifest?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-preloads-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  'src/pages/A.tsx': { file: 'assets/A-1.js', imports: ['_shared-1.js', '_react-1.js'] },
  'src/pages/b-route.ts': { file: 'assets/b-route-1.js', imports: ['_shared-1.js'] },
};
const NONCE_PLACEHOLDER = '__N__';
const TEMPLATE =
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">';

describe('loadRoutePreloads', () => {
  it("lists each module's chunk and the chunks it imports, once each, leaving out what the template loads", () => {
    const preloads = loadRoutePreloads(clientDir(MANIFEST), TEMPLATE, NONCE_PLACEHOLDER);
    const tags = preloads(['src/pages/A.tsx', 'src/pages/b-route.ts']);
    const hrefs = [...tags.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['/assets/A-1.js', '/assets/shared-1.js', '/assets/b-route-1.js']);
    expect(tags.split(`nonce="${NONCE_PLACEHOLDER}"`)).toHaveLength(4);
    expect(tags).toContain('<link rel="preload" as="script" fetchpriority="low"');
  });

  it('ignores modules the manifest does not know, and lists nothing without a manifest', () => {
    expect(loadRoutePreloads(clientDir(MANIFEST), TEMPLATE, NONCE_PLACEHOLDER)(['src/unknown.ts'])).toBe('');
    expect(loadRoutePreloads(clientDir(), TEMPLATE, NONCE_PLACEHOLDER)(['src/pages/A.tsx'])).toBe('');
  });
});
