// Which generator made a stored catalogue: a hash of this package's source, so the seed step can tell
// that a database holds the catalogue of an older generator and must be seeded again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The first 16 hex digits of a SHA-256 over every non-test source file of the generator (path and bytes). */
export function generatorFingerprint(): string {
  const sourceDir = path.dirname(fileURLToPath(import.meta.url));
  const files = fs
    .readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(sourceDir, file)));
  return hash.digest('hex').slice(0, 16);
}
