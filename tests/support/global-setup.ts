import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminDatabaseUrl } from './postgres';
import { POSTGRES_MARKER, postgresTemplatePrefix, TEMPLATES_ENV } from './templates';

/**
 * The integration project's set-up: a folder for this run's seeded templates (tests/support/templates.ts),
 * handed to the test files through the environment; removed, with any PostgreSQL templates, at the end.
 */
export default function setup(): () => Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-templates-'));
  process.env[TEMPLATES_ENV] = root;
  return async () => {
    if (fs.existsSync(path.join(root, POSTGRES_MARKER))) {
      const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
          postgresTemplatePrefix(root),
        ]);
        for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
}
