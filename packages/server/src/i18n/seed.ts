import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { readTranslationFile } from './import-file';
import { upsertTranslations } from './translation-memory';

const MEMORY_DIR = path.join(import.meta.dirname, 'memory');

/**
 * Loads the translation files shipped with the store (i18n/memory/*.json) into the memory.
 * Idempotent: unchanged entries are not rewritten, so it runs at every start.
 */
export async function seedTranslations(db: Database): Promise<{ files: number; entries: number; written: number }> {
  const files = fs.existsSync(MEMORY_DIR)
    ? fs
        .readdirSync(MEMORY_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  let entries = 0;
  let written = 0;
  for (const file of files) {
    const result = readTranslationFile(path.join(MEMORY_DIR, file));
    // A shipped file with a bad entry is a bug in the repository, not a user's mistake: say where.
    if (result.rejected.length > 0) throw new Error(`${file} entry ${result.rejected[0]!.at}: ${result.rejected[0]!.reason}`);
    await db.transaction(async (tx) => {
      for (const set of result.sets) {
        entries += set.entries.length;
        written += await upsertTranslations(tx, set.source, set.target, set.entries, 'seed');
      }
    });
  }
  return { files: files.length, entries, written };
}
