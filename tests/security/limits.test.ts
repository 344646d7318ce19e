/**
 * Size limits and malformed transport: bodies over BODY_LIMIT, uploads over UPLOAD_LIMIT_BYTES,
 * over-long form fields, URLs and header blocks, bytes that are not HTTP, and text PostgreSQL
 * cannot store. Each gets its status (413, 431, 400) with the error envelope and a sentence a
 * person can act on, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/server';
import { rawRequest, rawSocket } from './hostile';

interface Envelope {
  state: string;
  message: string;
  code: number;
  data: unknown;
}

const MB = 1024 * 1024;

async function rowCounts(store: TestStore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['boms', 'bom_lines', 'rfqs', 'contact_messages', 'feedback', 'newsletter_subscriptions', 'users']) {
    const exists = await store.db.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
    if (!exists.rows[0]!.ok) continue;
    counts[table] = (await store.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  }
  return counts;
}

function expectEnvelope(status: number, text: string, expected: { status: number; message: RegExp }): Envelope {
  expect(status).toBe(expected.status);
  const body = JSON.parse(text) as Envelope;
  expect(body).toMatchObject({ state: 'error', code: expected.status, data: null });
  expect(body.message).toMatch(expected.message);
  return body;
}

function bomFile(bytes: number): Blob {
  const line = 'RC0603FR-0710KL,10,Resistor 10k 0603\n';
  return new Blob([`Part Number,Quantity,Description\n${line.repeat(Math.ceil(bytes / line.length))}`], { type: 'text/csv' });
}

describe('request limits', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 300 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('answers a JSON or form body over BODY_LIMIT (1 MB) with 413, whether or not it declares its length', async () => {
    const before = await rowCounts(store);
    const big = JSON.stringify({ Name: 'Big', Email: 'big@example.com', Message: 'x'.repeat(1.2 * MB) });
    for (const [type, body] of [
      ['application/json', big],
      ['application/x-www-form-urlencoded', `Message=${'x'.repeat(1.2 * MB)}`],
    ] as const) {
      const declared = await fetch(`${store.url}/api/Content/ContactUs`, { method: 'POST', headers: { 'content-type': type }, body });
      expectEnvelope(declared.status, await declared.text(), {
        status: 413,
        message: /^The request body is larger than the 1 MB limit\.$/,
      });
      // Chunked: no Content-Length to refuse up front, so the count happens while reading.
      const chunked = await fetch(`${store.url}/api/Content/ContactUs`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Blob([body]).stream(),
        duplex: 'half',
      } as RequestInit);
      expectEnvelope(chunked.status, await chunked.text(), { status: 413, message: /1 MB limit/ });
    }
    // A page form posted without JavaScript: the same limit, said in plain text.
    const page = await fetch(`${store.url}/ContactUs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `Message=${'x'.repeat(1.2 * MB)}`,
      redirect: 'manual',
    });
    expect(page.status).toBe(413);
    expect(await page.text()).toBe('The request body is larger than the 1 MB limit.');
    expect(await rowCounts(store)).toEqual(before);
  });

  it('answers a BOM file over UPLOAD_LIMIT_BYTES (5 MB) with 413 naming the file and the limit, and stores nothing', async () => {
    const before = await rowCounts(store);
    const form = new FormData();
    form.append('file', bomFile(5.5 * MB), 'huge-bom.csv');
    const response = await fetch(`${store.url}/api/bom/Upload`, { method: 'POST', body: form });
    expectEnvelope(response.status, await response.text(), {
      status: 413,
      message: /^“huge-bom\.csv” is larger than the 5 MB limit for BOM files\. Nothing was stored/,
    });
    // The same upload from the page's form without JavaScript: the page says it, with 413.
    const page = await fetch(`${store.url}/bom`, { method: 'POST', body: form, redirect: 'manual' });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain('is larger than the 5 MB limit for BOM files. Nothing was stored');
    expect(await rowCounts(store)).toEqual(before);
    // A small file is read and stored: it was the size that was refused.
    const fits = new FormData();
    fits.append('file', bomFile(20_000), 'fits.csv');
    const stored = await fetch(`${store.url}/api/bom/Upload`, { method: 'POST', body: fits });
    expect(stored.status).toBe(200);
  });

  it('refuses a multipart text field over 1 MB instead of cutting it short, and a second file', async () => {
    const before = await rowCounts(store);
    const form = new FormData();
    form.append('text', `Part Number,Quantity\n${'RC0603FR-0710KL,1\n'.repeat(70_000)}`);
    const long = await fetch(`${store.url}/api/bom/Upload`, { method: 'POST', body: form });
    expectEnvelope(long.status, await long.text(), {
      status: 413,
      message: /^The field “text” is longer than the 1 MB limit for text; upload it as a file instead\.$/,
    });

    const many = new FormData();
    for (let i = 0; i < 3; i += 1) many.append(`note${i}`, 'x'.repeat(0.9 * MB));
    const tooMuchText = await fetch(`${store.url}/api/bom/Upload`, { method: 'POST', body: many });
    expectEnvelope(tooMuchText.status, await tooMuchText.text(), { status: 413, message: /form's text is larger than 2 MB/ });

    const two = new FormData();
    two.append('file', bomFile(1000), 'a.csv');
    two.append('file', bomFile(1000), 'b.csv');
    const twoFiles = await fetch(`${store.url}/api/bom/Upload`, { method: 'POST', body: two });
    expectEnvelope(twoFiles.status, await twoFiles.text(), { status: 400, message: /^Send one file at a time\.$/ });
    expect(await rowCounts(store)).toEqual(before);
  });

  it('answers an over-long URL and a header flood with 431 and the envelope, and bytes that are not HTTP with 400', async () => {
    const longUrl = await rawSocket(store.url, `GET /api/product/Search?keyword=${'A'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectEnvelope(longUrl.status, longUrl.body, { status: 431, message: /^The address or the headers of this request are too long\.$/ });
    expect(longUrl.head).toMatch(/content-type: application\/json/i);

    const flood = Array.from({ length: 1500 }, (_, i) => `X-Flood-${i}: ${'v'.repeat(20)}\r\n`).join('');
    const headers = await rawSocket(store.url, `GET /api/health HTTP/1.1\r\nHost: x\r\n${flood}\r\n`);
    expectEnvelope(headers.status, headers.body, { status: 431, message: /too long/ });

    const oneHuge = await rawSocket(store.url, `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`);
    expect(oneHuge.status).toBe(431);

    for (const garbage of [
      '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u00fc\u0003\u0003',
      'HELLO WORLD\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'POST /api/health HTTP/1.1\r\nContent-Length: -5\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\n\r\n',
    ]) {
      const answer = await rawSocket(store.url, garbage);
      expectEnvelope(answer.status, answer.body, { status: 400, message: /^The request could not be read: it is not valid HTTP\.$/ });
    }

    // A long URL under the limit is an ordinary request, refused by validation rather than transport.
    const fine = await rawRequest(store.url, { method: 'GET', path: `/api/product/Search?keyword=${'A'.repeat(8000)}`, headers: {} });
    expectEnvelope(fine.status, fine.body, { status: 400, message: /keyword/ });
    expect((await fetch(`${store.url}/api/health`)).status).toBe(200);
  });

  it('refuses text with a NUL character (which PostgreSQL cannot store) with 400 naming the field', async () => {
    const before = await rowCounts(store);
    const response = await fetch(`${store.url}/api/Content/ContactUs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Name: 'Ann\u0000', Email: 'ann@example.com', Subject: 'Hi', Message: 'Hello there, a question.' }),
    });
    expectEnvelope(response.status, await response.text(), {
      status: 400,
      message: /^The field "Name" contains a NUL character, which is not allowed\.$/,
    });
    const query = await fetch(`${store.url}/api/Article/Detail?name=a%00b`);
    expectEnvelope(query.status, await query.text(), { status: 400, message: /"name" contains a NUL character/ });
    const page = await fetch(`${store.url}/community/a%00b`);
    expect(page.status).toBeLessThan(500);
    expect(await rowCounts(store)).toEqual(before);
  });

  it('answers an address that is not valid percent-encoding with 400, not 500', async () => {
    for (const path of ['/%E0%A4%A', '/product/%C3%28', '/category/%ZZ']) {
      const response = await rawRequest(store.url, { method: 'GET', path, headers: {} });
      expect(response.status, path).toBe(400);
      expect(response.body).toBe('This address or request is not valid.');
    }
  });
});
