import crypto from 'node:crypto';
import { seedContent } from '../../packages/server/src/content/seed';
import { startTestStore, type DatabaseFlavour, type TestStore } from '../support/server';

export interface Envelope<T = unknown> {
  state: 'success' | 'warning' | 'error';
  message: string;
  code: number;
  data: T;
}

/** A test store with the content seeded (until the demo seed does it for every store). */
export async function startContentStore(flavour: DatabaseFlavour): Promise<TestStore> {
  const store = await startTestStore(flavour, { parts: 300 });
  await seedContent(store.db);
  return store;
}

/** A client with its own address (X-Forwarded-For is trusted from loopback), so throttles don't collide. */
export function clientFor(store: TestStore, ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`) {
  const headers = { 'x-forwarded-for': ip };
  return {
    ip,
    async get<T = unknown>(path: string): Promise<{ status: number; body: Envelope<T> }> {
      const response = await fetch(`${store.url}/api${path}`, { headers });
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    },
    async post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: Envelope<T> }> {
      const response = await fetch(`${store.url}/api${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    },
    /** A page, server-rendered; with `form`, posted as a form without JavaScript. Redirects are not followed. */
    async page(path: string, form?: Record<string, string>): Promise<{ status: number; html: string; location: string | null }> {
      const response = await fetch(`${store.url}${path}`, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { ...headers, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
      return { status: response.status, html: await response.text(), location: response.headers.get('location') };
    },
  };
}

export const count = async (store: TestStore, sql: string, params: unknown[] = []) =>
  (await store.db.query<{ n: number }>(sql, params)).rows[0]!.n;

let counter = 0;
export function uniqueEmail(prefix = 'reader'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The token of the newest mail to `to` with a link to `path`. */
export async function tokenFromOutbox(store: TestStore, to: string, path: string): Promise<string> {
  const { rows } = await store.db.query<{ text_body: string }>(
    'SELECT text_body FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC',
    [to],
  );
  for (const row of rows) {
    const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(row.text_body);
    if (match) return match[1]!;
  }
  throw new Error(`No mail to ${to} with a ${path} link`);
}

/** The visible text of a server-rendered page's <main>, tags and the hydration payload left out. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
