import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { readTranslationFile, TranslationFileError } from '../i18n/import-file';
import { memoryCounts, upsertTranslations } from '../i18n/translation-memory';
import { parseArgs, runCli, UsageError } from './args';

const USAGE = 'Usage: npm run translations:import -- <file.json | file.csv> [--dry-run]  (format: docs/translations.md)';

await runCli(async () => {
  const argv = process.argv.slice(2);
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const args = parseArgs(
    argv.filter((arg) => arg.startsWith('--')),
    { 'dry-run': 'flag' },
    USAGE,
  );
  if (files.length !== 1) throw new UsageError(`Name exactly one file to import. ${USAGE}`);
  // npm runs workspace scripts inside the package: resolve the file from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  let result;
  try {
    result = readTranslationFile(file);
  } catch (error) {
    if (error instanceof TranslationFileError) throw new UsageError(error.message);
    throw error;
  }
  for (const rejected of result.rejected.slice(0, 200)) console.log(`entry ${rejected.at}: ${rejected.reason}`);
  // All or nothing: a file with a bad entry is fixed and imported again, never half-loaded.
  if (result.rejected.length > 0) {
    console.log(`Nothing imported: ${result.rejected.length} of ${result.total} entries were rejected.`);
    process.exitCode = 1;
    return;
  }
  if (args['dry-run']) {
    console.log(`Checked ${result.total} entries: all valid (dry run: nothing written).`);
    return;
  }
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const origin = path.basename(file);
    const written = await db.transaction(async (tx) => {
      let changed = 0;
      for (const set of result.sets) changed += await upsertTranslations(tx, set.source, set.target, set.entries, origin);
      return changed;
    });
    const counts = await memoryCounts(db);
    const languages = result.sets.map((set) => `${set.target} ${counts[set.target] ?? 0}`).join(', ');
    console.log(`Imported ${result.total} entries (${written} new or changed). Entries in the memory now: ${languages}.`);
  } finally {
    await db.close();
  }
});
