import { expect } from 'vitest';
import { createSession } from '../../packages/server/src/accounts/auth/sessions';
import type { Envelope } from '../support/api';
import type { TestStore } from '../support/server';
import { bomFixtureCsv } from './fixtures/make-bom-fixture';

/** The 200-line Altium-style BOM (fixtures/bom-200.csv, built by fixtures/make-bom-fixture.ts). */
export const bom200 = (): Uint8Array => new TextEncoder().encode(bomFixtureCsv());

/** A visitor: a cookie jar (the cid cookie makes a guest the owner of what they upload), or a bearer token. */
export interface Visitor {
  cookies: Map<string, string>;
  token?: string;
}

export const guest = (): Visitor => ({ cookies: new Map() });

function headersOf(visitor: Visitor, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (visitor.cookies.size > 0) headers.cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (visitor.token) headers.authorization = `Bearer ${visitor.token}`;
  return headers;
}

function keepCookies(visitor: Visitor, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    visitor.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
}

/** Calls the API as this visitor: JSON in (or FormData), status and envelope out. */
export async function api<T = unknown>(
  store: TestStore,
  visitor: Visitor,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${store.url}/api${pathAndQuery}`, {
    method,
    headers: headersOf(visitor, body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
  });
  keepCookies(visitor, response);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Envelope<T> };
  } catch {
    throw new Error(`${pathAndQuery} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
}

/** A page request as this visitor (no redirects followed). */
export async function page(
  store: TestStore,
  visitor: Visitor,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<{ status: number; location: string | null; html: string; response: Response }> {
  const response = await fetch(`${store.url}${pathAndQuery}`, {
    redirect: 'manual',
    ...init,
    headers: headersOf(visitor, { origin: store.url, ...(init.headers as Record<string, string> | undefined) }),
  });
  keepCookies(visitor, response);
  return { status: response.status, location: response.headers.get('location'), html: await response.text(), response };
}

export function fileForm(name: string, content: Uint8Array | string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** A signed-in user made directly in the database, with a bearer session (no mail round trip needed). */
export async function signedInUser(store: TestStore, name = 'Bea Buyer'): Promise<Visitor & { userId: number; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { rows } = await store.db.query<{ id: number }>(
    `INSERT INTO users (email, email_key, user_name, password_hash, email_verified_at) VALUES ($1, lower($1), $2, 'not-a-hash', now()) RETURNING id`,
    [email, name],
  );
  const userId = rows[0]!.id;
  const { token } = await createSession(store.db, userId, { ip: '127.0.0.1', headers: {} });
  return { cookies: new Map(), token, userId, email };
}

export async function count(store: TestStore, table: string): Promise<number> {
  const { rows } = await store.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return rows[0]!.n;
}

/**
 * A German house BOM the reader cannot guess: a title row, then headers no alias knows
 * ('Teil', 'Anz.', 'Bauteil', 'Gehäuse'), semicolons.
 */
export const UNGUESSABLE_BOM =
  'Projekt: Regler rev C;;;\nTeil;Anz.;Bauteil;Gehäuse\nR1,R2;2;10k;0603\nC1;1;100n;0402\nU1;1;LM358DR;SOIC-8\n';

/** A reel-only ordering code with a cut-tape sibling (same base code, same maker) in the test catalogue. */
export async function reelWithCutTape(store: TestStore, minReelMicros = 0) {
  const { rows } = await store.db.query<{ reel: string; reel_id: number; reel_moq: number; cut: string; cut_id: number }>(
    `SELECT r.mpn AS reel, r.id AS reel_id, r.moq AS reel_moq, c.mpn AS cut, c.id AS cut_id
       FROM parts r JOIN parts c ON c.base_key = r.base_key AND c.manufacturer_id = r.manufacturer_id AND c.id <> r.id
      WHERE r.packaging = 'Tape & Reel' AND r.moq >= 1000 AND r.stock >= r.moq AND c.packaging = 'Cut Tape' AND c.moq = 1 AND c.stock >= 100
        AND r.unit_price_micros::bigint * r.moq >= $1
        AND NOT EXISTS (SELECT 1 FROM parts o WHERE o.mpn_key = r.mpn_key AND o.id <> r.id)
      ORDER BY r.id LIMIT 1`,
    [minReelMicros],
  );
  expect(rows[0], 'the test catalogue has a reel with a cut-tape sibling').toBeDefined();
  return rows[0]!;
}
