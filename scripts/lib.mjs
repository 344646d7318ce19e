import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

function* filesUnder(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** A hash of everything the storefront bundle is built from, to skip a build when nothing changed. */
export function storefrontInputsHash() {
  const hash = crypto.createHash('sha256');
  const inputs = [
    'package-lock.json',
    'packages/tokens',
    'packages/ui/src',
    'packages/calculators/src',
    'packages/contract/src',
    'packages/storefront-app/src',
    'packages/storefront-app/public',
    'packages/storefront-app/index.html',
    'packages/storefront-app/vite.config.ts',
  ];
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory() ? [...filesUnder(full)].sort() : [full];
    for (const file of files) {
      if (/\.(test|stories)\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export const buildStampFile = path.join(root, 'packages/storefront-app/dist/.build-stamp');
