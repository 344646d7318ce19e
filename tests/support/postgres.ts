import crypto from 'node:crypto';
import pg from 'pg';

/** The server the test command found or started (TEST_DATABASE_URL), else this machine's. */
export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the PostgreSQL server (empty, or a copy of `template`), dropped again by the test that made it. */
export async function createThrowawayDatabase(prefix = 'ferrite_test', template?: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminDatabaseUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
