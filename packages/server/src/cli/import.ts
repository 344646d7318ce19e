import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { importCatalog } from '../catalog/import/import-catalog';
import { ImportFileError, readImportRows } from '../catalog/import/read-rows';
import { parseArgs, runCli, UsageError } from './args';

const USAGE = 'Usage: npm run catalog:import -- <file.csv | file.jsonl> [--dry-run] [--strict]  (column format: docs/catalog-import.md)';

await runCli(async () => {
  const argv = process.argv.slice(2);
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const args = parseArgs(
    argv.filter((arg) => arg.startsWith('--')),
    { 'dry-run': 'flag', strict: 'flag' },
    USAGE,
  );
  if (files.length !== 1) throw new UsageError(`Name exactly one file to import. ${USAGE}`);
  // npm runs workspace scripts inside the package: resolve the file from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const tty = process.stderr.isTTY;
    const started = Date.now();
    const report = await importCatalog(db, readImportRows(file), {
      dryRun: !!args['dry-run'],
      strict: !!args.strict,
      onProgress: (rows) => {
        if (!tty) return;
        const spin = '|/-\\'[Math.floor(rows / 500) % 4];
        process.stderr.write(`\r${spin} ${rows.toLocaleString('en-US')} rows read`);
      },
    });
    if (tty) process.stderr.write('\n');
    for (const rejected of report.rejected.slice(0, 200)) console.log(`row ${rejected.rowNumber}: ${rejected.reason}`);
    if (report.rejected.length > 200) console.log(`… and ${report.rejected.length - 200} more rejected rows`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (report.aborted) {
      console.log(`Nothing imported: ${report.rejected.length} of ${report.rows} rows were rejected and --strict was given.`);
      process.exitCode = 1;
    } else {
      console.log(
        `${report.dryRun ? 'Checked' : 'Imported'} ${report.rows} rows in ${seconds} s: ${report.inserted} new, ${report.updated} updated, ${report.rejected.length} rejected` +
          (report.createdManufacturers.length ? `; new manufacturers: ${report.createdManufacturers.join(', ')}` : '') +
          (report.dryRun ? ' (dry run: nothing written)' : '') +
          '.',
      );
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw new UsageError(error.message);
    throw error;
  } finally {
    await db.close();
  }
});
