// Types of publishing.mjs, for the TypeScript tests that stage and pack the packages.
export type Manifest = Record<string, unknown> & { publishConfig?: Record<string, unknown> };
export function publishedManifest(manifest: Manifest): Manifest;
export function applyPublishedManifest(packageDir: string): void;
export function restoreWorkspaceManifest(packageDir: string): void;
export function stagePackage(packageDir: string, stageDir: string): string;
export function emitDeclarations(packageDir: string, tsconfig?: string): void;
export function walk(dir: string): string[];
export function relativePath(dir: string, file: string): string;
