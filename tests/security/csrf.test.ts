/**
 * CSRF: every state-changing operation of the operations list (anything but GET), called with the
 * session cookie but without the session's CSRF token, is refused with a 403 envelope and changes
 * nothing. Read from the list, so a new POST route is covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGERY_MESSAGES } from '../../packages/server/src/accounts/auth/csrf';
import { schemasOf } from '@ferrite/contract/schemas';
import { operations } from '../../packages/server/src/api/operations';
import { signedInClient, type SignedInClient } from '../accounts/support';
import { startTestStore, type TestStore } from '../support/server';
import { createRandom, validExample } from './hostile';

const stateChanging = operations.filter((op) => op.endpoint.method !== 'GET');

/** Rows per table: a refused request must leave every one of them as it was. */
async function rowCounts(store: TestStore): Promise<Record<string, number>> {
  const { rows: tables } = await store.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await store.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** A body the operation's schema accepts, so only the missing token stands between it and a change. */
function bodyFor(op: (typeof operations)[number]): Record<string, unknown> {
  const input = schemasOf(op.endpoint).input;
  return input ? validExample(input, createRandom(op.endpoint.path.length)) : {};
}

describe('CSRF protection of every state-changing operation', () => {
  let store: TestStore;
  let user: SignedInClient;
  let token: string;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 300 });
    user = await signedInClient(store);
    token = user.extraHeaders['x-csrf-token']!;
    // A cart line and a favourite, so removing and changing have something to act on.
    await user.post('/account/AddFavourite', { ProductID: 1 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('lists state-changing operations to check', () => {
    expect(stateChanging.length).toBeGreaterThan(40);
    expect(
      stateChanging.every((op) => op.endpoint.method === 'POST'),
      'GET must never change state; anything else is POST',
    ).toBe(true);
  });

  it(`refuses each of them with the session cookie but no CSRF token, or a wrong one: 403 envelope, nothing changed`, async () => {
    delete user.extraHeaders['x-csrf-token'];
    const before = await rowCounts(store);
    const accepted: string[] = [];
    for (const op of stateChanging) {
      for (const csrf of [undefined, 'A'.repeat(43), token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), '']) {
        const headers: Record<string, string> = csrf === undefined ? {} : { 'x-csrf-token': csrf };
        const { status, body } = await user.post(op.endpoint.path, bodyFor(op), headers);
        if (
          status !== 403 ||
          body.state !== 'error' ||
          body.code !== 403 ||
          body.message !== FORGERY_MESSAGES.missingToken ||
          body.data !== null
        ) {
          accepted.push(`${op.endpoint.path} (token ${JSON.stringify(csrf)}): ${status} ${body.message}`);
        }
      }
      // The form field counts as the token only when it is the right one.
      const viaField = await user.post(op.endpoint.path, { ...bodyFor(op), _csrf: 'A'.repeat(43) });
      if (viaField.status !== 403) accepted.push(`${op.endpoint.path} (wrong _csrf field): ${viaField.status}`);
    }
    expect(accepted).toEqual([]);
    expect(await rowCounts(store)).toEqual(before);
    // Log off was refused too: the session still works.
    const me = await user.get<{ Email: string } | null>('/account/onlineid');
    expect(me.body.data?.Email).toBe(user.email);
    user.extraHeaders['x-csrf-token'] = token;
  });

  it('refuses each of them from a foreign Origin or Referer, signed in or not', async () => {
    const before = await rowCounts(store);
    const accepted: string[] = [];
    for (const op of stateChanging) {
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/page' }] as Array<
        Record<string, string>
      >) {
        const anonymous = await fetch(`${store.url}/api${op.endpoint.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': user.ip, ...headers },
          body: JSON.stringify(bodyFor(op)),
        });
        const envelope = (await anonymous.json()) as { message: string; code: number };
        if (anonymous.status !== 403 || envelope.message !== FORGERY_MESSAGES.crossSite)
          accepted.push(`${op.endpoint.path} anonymous ${JSON.stringify(headers)}: ${anonymous.status}`);
        const signedIn = await user.post(op.endpoint.path, bodyFor(op), headers);
        if (signedIn.status !== 403 || signedIn.body.message !== FORGERY_MESSAGES.crossSite)
          accepted.push(`${op.endpoint.path} signed in ${JSON.stringify(headers)}: ${signedIn.status}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await rowCounts(store)).toEqual(before);
  });

  it('lets the same calls through with the right token, and Bearer calls without one', async () => {
    const withToken = await user.post('/account/AddFavourite', { ProductID: 2 });
    expect(withToken.status).toBe(200);
    const bearer = await fetch(`${store.url}/api/account/AddFavourite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.ip },
      body: JSON.stringify({ ProductID: 3 }),
    });
    expect(bearer.status).toBe(200);
  });

  it('needs no token where there is no session to ride on (sign-in, registration): the documented exemption', async () => {
    const anonymous = await fetch(`${store.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1', origin: new URL(store.url).origin },
      body: JSON.stringify({ Email: user.email, Password: user.password }),
    });
    expect(anonymous.status).toBe(200);
  });

  it('refuses page form posts (no JavaScript) with the session cookie but no _csrf field, with a 403 page', async () => {
    const before = await rowCounts(store);
    for (const path of [
      '/account/logoff',
      '/account/changepassword',
      '/account/addressmanagement',
      '/shopcart',
      '/ContactUs',
      '/bom',
      '/rfq',
    ]) {
      const response = await user.page(path, {
        form: { Email: user.email, OldPassword: user.password, NewPassword: 'Changed123', ConfirmPassword: 'Changed123' },
      });
      expect(response.status, path).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(FORGERY_MESSAGES.missingToken);
    }
    expect(await rowCounts(store)).toEqual(before);
  });
});
