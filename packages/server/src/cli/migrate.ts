import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { parseArgs, runCli } from './args';

await runCli(async () => {
  parseArgs(process.argv.slice(2), {}, 'Usage: npm run db:migrate');
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    console.log(applied.length > 0 ? `Applied migrations ${applied.join(', ')} (${db.kind}).` : `Schema is up to date (${db.kind}).`);
  } finally {
    await db.close();
  }
});
