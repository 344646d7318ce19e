// Shared by the build and pack scripts of @ferrite/tokens and @ferrite/ui.
//
// In the monorepo a package's `exports` point at its TypeScript source, so Vite, Vitest and tsx
// use it with no build step and no custom resolve condition. The published form of those fields
// lives in `publishConfig` (pnpm and yarn apply it natively; npm only reads registry settings from
// it), and `prepack` applies it for `npm pack` / `npm publish`, `postpack` puts the source form back.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Manifest fields `publishConfig` may replace (pnpm's list, which npm lacks). */
const publishedFields = ['exports', 'main', 'module', 'types', 'typings', 'bin', 'browser'];

/** The manifest as published: publishConfig fields applied, workspace-only keys removed. */
export function publishedManifest(manifest) {
  const { publishConfig = {}, scripts = {}, devDependencies: _dev, ...rest } = manifest;
  const published = { ...rest };
  const remainingConfig = {};
  for (const [key, value] of Object.entries(publishConfig)) {
    if (publishedFields.includes(key)) published[key] = value;
    else remainingConfig[key] = value;
  }
  if (Object.keys(remainingConfig).length > 0) published.publishConfig = remainingConfig;
  // Workspace scripts (build, test, pack hooks) need files that are not published.
  void scripts;
  return published;
}

const backupName = 'package.workspace.json';

/** prepack: swap in the published manifest (keeping the workspace one aside). */
export function applyPublishedManifest(packageDir) {
  const manifestPath = join(packageDir, 'package.json');
  const backupPath = join(packageDir, backupName);
  if (existsSync(backupPath)) renameSync(backupPath, manifestPath); // an interrupted pack
  const source = readFileSync(manifestPath, 'utf8');
  writeFileSync(backupPath, source);
  writeFileSync(manifestPath, `${JSON.stringify(publishedManifest(JSON.parse(source)), null, 2)}\n`);
}

/** postpack: restore the workspace manifest. */
export function restoreWorkspaceManifest(packageDir) {
  const backupPath = join(packageDir, backupName);
  if (existsSync(backupPath)) renameSync(backupPath, join(packageDir, 'package.json'));
}

/**
 * Copies a built package's published files into `stageDir` with the published manifest, for
 * `npm pack` without touching the workspace (used by tests running next to dev servers).
 */
export function stagePackage(packageDir, stageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  rmSync(stageDir, { recursive: true, force: true });
  mkdirSync(stageDir, { recursive: true });
  for (const entry of [...(manifest.files ?? []), 'README.md', 'CHANGELOG.md']) {
    const from = join(packageDir, entry);
    if (existsSync(from)) cpSync(from, join(stageDir, entry), { recursive: true });
  }
  const published = publishedManifest(manifest);
  writeFileSync(join(stageDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  return stageDir;
}

/** Runs tsc to emit declarations, then makes relative specifiers in them explicit (./Box → ./Box/index.js). */
export function emitDeclarations(packageDir, tsconfig = 'tsconfig.build.json') {
  const tsc = resolve(packageDir, '../../node_modules/.bin/tsc');
  execFileSync(tsc, ['-p', join(packageDir, tsconfig)], { stdio: 'inherit' });
  const dist = join(packageDir, 'dist');
  for (const file of walk(dist).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/(from\s+|import\(|import\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (match, lead, quote, spec) => {
      const base = resolve(dirname(file), spec);
      if (spec.endsWith('.js') || (existsSync(base) && statSync(base).isFile())) return match;
      if (existsSync(`${base}.d.ts`)) return `${lead}${quote}${spec}.js${quote}`;
      if (existsSync(join(base, 'index.d.ts'))) return `${lead}${quote}${spec}/index.js${quote}`;
      return match;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

/** Every file under `dir`. */
export function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Path of `file` relative to `dir`, with forward slashes. */
export const relativePath = (dir, file) => relative(dir, file).split('\\').join('/');
