import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedCatalog, seedIfNeeded } from '../catalog/seed';
import { loadReferenceData } from '../db/reference-data';
import { parseArgs, runCli, UsageError } from './args';

const USAGE = 'Usage: npm run db:seed -- [--parts 50000] [--seed 20250101] [--force]';

await runCli(async () => {
  const args = parseArgs(process.argv.slice(2), { parts: 'number', seed: 'number', force: 'flag' }, USAGE);
  const parts = (args.parts as number | undefined) ?? 50_000;
  if (parts < 1 || parts > 10_000_000) throw new UsageError(`--parts must be between 1 and 10,000,000, got ${parts}.`);
  const seed = (args.seed as number | undefined) ?? 20250101;
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const reference = await loadReferenceData(db);
    console.log(
      `Reference data: ${reference.content.articles} articles, ${reference.content.pages} pages, ${reference.content.faqs} FAQs, ` +
        `${reference.content.glossaryTerms} glossary terms, ${reference.translations.entries} translation-memory entries (${reference.content.written + reference.translations.written} rows written).`,
    );
    const tty = process.stderr.isTTY;
    const onProgress = (written: number, total: number) => {
      if (!tty) return;
      const width = 30;
      const done = Math.round((written / total) * width);
      process.stderr.write(
        `\r[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} parts`,
      );
    };
    const report = args.force ? await seedCatalog(db, { parts, seed, onProgress }) : await seedIfNeeded(db, { parts, seed, onProgress });
    if (tty) process.stderr.write('\n');
    const size = await db.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
    console.log(
      report.skipped
        ? `The demo catalogue of ${parts.toLocaleString('en-US')} parts is already seeded (${db.kind}, ${size.rows[0]?.size}).`
        : `Seeded ${report.parts.toLocaleString('en-US')} parts in ${(report.ms / 1000).toFixed(1)} s (indexes ${(report.indexMs / 1000).toFixed(1)} s; ${db.kind}, database ${size.rows[0]?.size}).`,
    );
  } finally {
    await db.close();
  }
});
