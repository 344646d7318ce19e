import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { importRatesFile } from '../currency/import-rates';
import { ratesOn } from '../currency/rates';
import { RatesFileError } from '../currency/rates-file';
import { parseArgs, runCli, UsageError } from './args';

const USAGE =
  'Usage: npm run rates:import -- <rates.csv | rates.json> [--source "ECB reference rates"] [--dry-run]  (columns currency,rate,date[,symbol,name,source]; rate = units per US dollar; docs/decisions/currencies-rates-and-import.md)';

await runCli(async () => {
  const argv = process.argv.slice(2);
  const files: string[] = [];
  const options: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) files.push(arg);
    else {
      options.push(arg);
      // --source takes the next word as its value unless given as --source=…
      if (arg === '--source' && argv[i + 1] !== undefined) options.push(argv[++i]!);
    }
  }
  const args = parseArgs(options, { source: 'string', 'dry-run': 'flag' }, USAGE);
  if (files.length !== 1) throw new UsageError(`Name exactly one rates file. ${USAGE}`);
  // npm runs workspace scripts inside the package: resolve the file from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const dryRun = !!args['dry-run'];
    const report = await importRatesFile(db, file, { dryRun, ...(args.source ? { source: String(args.source) } : {}) });
    for (const rejected of report.rejected) console.log(`row ${rejected.rowNumber}: ${rejected.reason}`);
    if (report.rejected.length > 0) {
      console.log(`Nothing imported: ${report.rejected.length} of ${report.rows} rows were rejected. Fix them and run the import again.`);
      process.exitCode = 1;
      return;
    }
    if (dryRun) {
      console.log(`Checked ${report.rows} rows: all good (dry run: nothing written).`);
      return;
    }
    const current = (await ratesOn(db)).map((r) => `${r.value} ${r.rate}${r.date ? ` (${r.date})` : ''}`).join(', ');
    console.log(
      `Imported ${report.rows} rows: ${report.written} rates new or changed` +
        (report.newCurrencies.length ? `; new currencies: ${report.newCurrencies.join(', ')}` : '') +
        `. Rates per US dollar now: ${current}. Running servers use them within a minute.`,
    );
  } catch (error) {
    if (error instanceof RatesFileError) throw new UsageError(error.message);
    throw error;
  } finally {
    await db.close();
  }
});
