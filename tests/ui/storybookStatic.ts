// Shared by the visual test: build Storybook once (or reuse a fresh build) and serve it.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const staticDir = join(repoRoot, 'storybook-static');

/** Newest modification time under `dir` (ms), ignoring node_modules. */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds storybook-static unless it is newer than every source it is made from. */
export function ensureStorybookBuild(): void {
  const index = join(staticDir, 'index.json');
  const sources = [
    'packages/ui/src',
    'packages/tokens/src',
    'packages/tokens/css',
    'packages/tokens/fonts',
    '.storybook',
    // The Pages stories render the app's pages.
    'packages/storefront-app/src',
    'packages/contract/src',
    'packages/calculators/src',
  ].map((dir) => newestMtime(join(repoRoot, dir)));
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(...sources)) return;
  execFileSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
}

export type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A tiny static file server on a random local port. */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
