// Packs the publishable tarball: builds dist/, stages it with a package.json whose `exports`
// point at dist/ (taken from publishConfig.exports), and runs `npm pack` on the stage.
// The workspace package.json keeps `exports` on src/ for Vite, Vitest and tsx, and is never
// rewritten, so packing can run while other tools use the workspace.
// Usage: node scripts/pack.mjs [destination-dir]   → prints the tarball's absolute path.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const packageDir = path.resolve(import.meta.dirname, '..');
const destination = path.resolve(process.argv[2] ?? packageDir);

execFileSync(process.execPath, [path.join(packageDir, 'scripts/build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });

const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const { scripts, devDependencies, publishConfig, ...published } = manifest;
const { exports: publishedExports, ...registrySettings } = publishConfig;
const stagedManifest = { ...published, exports: publishedExports, types: './dist/index.d.ts', publishConfig: registrySettings };

const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-calculators-pack-'));
try {
  fs.writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(stagedManifest, null, 2)}\n`);
  fs.cpSync(path.join(packageDir, 'dist'), path.join(staging, 'dist'), { recursive: true });
  fs.copyFileSync(path.join(packageDir, 'README.md'), path.join(staging, 'README.md'));
  fs.mkdirSync(destination, { recursive: true });
  const report = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: staging,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [{ filename }] = JSON.parse(report);
  console.log(path.join(destination, filename));
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
