import crypto from 'node:crypto';
import type { TestStore } from '../support/server';

export interface Envelope<T = unknown> {
  state: 'success' | 'warning' | 'error';
  message: string;
  code: number;
  data: T;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** A fake client: its own address (X-Forwarded-For, trusted from loopback) and a cookie jar. */
export class Client {
  readonly cookies = new Map<string, string>();
  bearer: string | undefined;
  extraHeaders: Record<string, string> = {};

  constructor(
    readonly store: TestStore,
    readonly ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  absorb(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<CallResult<T>> {
    const init: RequestInit = {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    };
    const response = await fetch(`${this.store.url}/api${path}`, init);
    this.absorb(response.headers);
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.call<T>('POST', path, body, headers);
  }

  /** A page request (SSR), with this client's cookies; redirects are not followed. */
  async page(
    path: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const response = await fetch(`${this.store.url}${path}`, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.absorb(response.headers);
    return response;
  }
}

let counter = 0;
/** A fresh address per call, so tests never share an account by accident. */
export function uniqueEmail(prefix = 'buyer'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The token of the newest mail to `to` whose link contains `path` (e.g. /account/verify). */
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

/** Registers, confirms the address and signs in; returns the signed-in client. */
export type SignedInClient = Client & { email: string; password: string; token: string };

export async function signedInClient(
  store: TestStore,
  options: { email?: string; password?: string; userName?: string } = {},
): Promise<SignedInClient> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Secret123';
  const client = new Client(store);
  const registered = await client.post('/account/register', {
    Email: email,
    UserName: options.userName ?? 'Test Buyer',
    Password: password,
    ConfirmPassword: password,
  });
  if (registered.body.state !== 'success') throw new Error(`register failed: ${registered.body.message}`);
  const verified = await client.post('/account/verify', { Token: await tokenFromOutbox(store, email, '/account/verify') });
  if (verified.body.state !== 'success') throw new Error(`verify failed: ${verified.body.message}`);
  const login = await client.post<{ CsrfToken: string; AccessToken: string }>('/account/login', { Email: email, Password: password });
  if (login.body.state !== 'success') throw new Error(`login failed: ${login.body.message}`);
  // Like the app: cookie session plus the CSRF header on POSTs.
  client.extraHeaders['x-csrf-token'] = login.body.data.CsrfToken;
  return Object.assign(client, { email, password, token: login.body.data.AccessToken });
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** How many answers had each status, e.g. { 400: 5, 429: 95 }. */
export function statusCounts(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
