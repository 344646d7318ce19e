/**
 * Random and hostile input against every API operation (read from the operations list, so a new
 * route is fuzzed without touching this file), a few unknown API paths, and the page routes.
 * The run is seeded: the seed is printed, and FUZZ_SEED=<seed> replays the same requests.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemasOf } from '@ferrite/contract/schemas';
import { operations } from '../../packages/server/src/api/operations';
import type { Operation } from '../../packages/server/src/api/operation';
import { signedInClient } from '../accounts/support';
import { startTestStore, type DatabaseFlavour, type TestStore } from '../support/server';
import {
  STACK_TRACE_PATTERNS,
  SQL_PAYLOADS,
  createRandom,
  deepJson,
  edgeValueFor,
  executableReflections,
  fieldsOf,
  hostileString,
  hostileValue,
  markupPayloads,
  fieldAccepts,
  validExample,
  rawRequest,
  type FieldInfo,
  type Random,
  type RawResponse,
} from './hostile';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MARKER = `fz${SEED.toString(36)}`;
const REFLECTIONS = executableReflections(MARKER);

interface Identity {
  name: 'anonymous' | 'cookie+csrf' | 'cookie-without-csrf' | 'bearer';
  headers: Record<string, string>;
}

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What was being tried, for the failure list. */
  label: string;
}

/** encodeURIComponent, with lone surrogates (which it refuses) sent as U+FFFD like a browser would. */
const enc = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

function jsonProbe(method: string, path: string, body: string, label: string, contentType = 'application/json'): Probe {
  return { method, path, headers: { 'content-type': contentType }, body, label };
}

function safeStringify(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    (typeof item === 'number' && !Number.isFinite(item)) || typeof item === 'bigint' ? String(item) : item,
  );
}

function multipart(
  fields: Record<string, string>,
  file?: { name: string; fileName: string; type: string; data: Buffer },
): { body: Buffer; type: string } {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '%22')}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName.replace(/"/g, '%22')}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** Headers a hostile client might send alongside any request. */
function hostileHeaders(random: Random): Record<string, string> {
  const latin1 = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
  const headers: Record<string, string> = {};
  const choices: Array<() => void> = [
    () =>
      (headers.cookie = random.pick([
        `token=${latin1(markupPayloads(MARKER)[0]!)}; cid=' OR 1=1; __proto__=x; %E0%A4%A=1; _lang=<b>`,
        `token=${'A'.repeat(6000)}`,
        'cid=; tid=-1; uid=1e308; sid=%00; _currency=EUR%00',
      ])),
    () =>
      (headers.authorization = random.pick([
        `Bearer ${markupPayloads(MARKER)[0]!}`,
        `Bearer ${'A'.repeat(5000)}`,
        'Basic YWRtaW46YWRtaW4=',
        'Bearer a b c',
        'Bearer',
      ])),
    () =>
      (headers['x-forwarded-for'] = random.pick(['<script>', 'A'.repeat(4000), "1.2.3.4, ' OR 1=1", '999.999.1.1', '::ffff:1.2.3.4', ''])),
    () => (headers['x-forwarded-proto'] = random.pick(['javascript', 'https, http', 'A'.repeat(2000)])),
    () => (headers['x-request-id'] = random.pick([markupPayloads(MARKER)[0]!, 'A'.repeat(5000), '../../x'])),
    () => (headers['accept-language'] = random.pick(['<script>', 'xx-'.repeat(2000), '*;q=NaN'])),
    () => (headers.origin = random.pick(['null', '<script>', 'https://evil.example', 'http://[::1', ''])),
    () => (headers.referer = random.pick(['::::', `https://evil.example/${enc(markupPayloads(MARKER)[0]!)}`, 'A'.repeat(6000)])),
    () => (headers['x-csrf-token'] = random.pick(['', 'A'.repeat(43), markupPayloads(MARKER)[0]!, 'A'.repeat(8000)])),
    () => (headers.accept = random.pick(['text/html', '*/*;q=NaN', '<script>', 'application/xml'])),
    () => (headers['x-http-method-override'] = 'DELETE'),
    () => (headers['content-language'] = latin1(hostileString(random, MARKER)).slice(0, 2000)),
    () => (headers['if-none-match'] = random.pick(['*', 'W/"<script>"', '"'.repeat(500)])),
    () => (headers.host = random.pick(['evil.example', 'localhost:99999', '[::1]:1', '<script>'])),
  ];
  for (let i = random.int(3) + 1; i > 0; i -= 1) random.pick(choices)();
  return headers;
}

function fieldPayload(
  op: Operation,
  fields: Map<string, FieldInfo>,
  random: Random,
  mode: 'all-hostile' | 'one-edge' | 'plausible' | 'markup-in-text',
): Record<string, unknown> {
  if (mode === 'all-hostile') {
    const payload: Record<string, unknown> = {};
    for (const [name, { type }] of fields)
      payload[name] = random.chance(0.5) ? hostileValue(random, MARKER) : edgeValueFor(type, random, MARKER);
    if (fields.size === 0 || random.chance(0.2))
      payload[hostileString(random, MARKER).slice(0, 40) || 'extra'] = hostileValue(random, MARKER);
    return payload;
  }
  // Start from input the schema accepts, so the handler behind it runs.
  const input = schemasOf(op.endpoint).input;
  const payload = input ? validExample(input, random) : {};
  const names = [...fields.keys()];
  if (mode === 'one-edge' && names.length > 0) {
    const victim = random.pick(names);
    payload[victim] = edgeValueFor(fields.get(victim)!.type, random, MARKER);
  }
  if (mode === 'markup-in-text') {
    for (const [name, { type, schema }] of fields) {
      if (type !== 'string' && type !== undefined) continue;
      const hostile = [...markupPayloads(MARKER), ...SQL_PAYLOADS].filter((candidate) => fieldAccepts(schema, candidate));
      if (hostile.length > 0 && random.chance(0.8)) payload[name] = random.pick(hostile);
    }
  }
  if (names.length === 0 || random.chance(0.15))
    payload[hostileString(random, MARKER).slice(0, 40) || 'extra'] = hostileValue(random, MARKER);
  return payload;
}

function queryOf(payload: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(payload)) {
    const values = Array.isArray(value) ? value.slice(0, 50) : [value];
    for (const item of values) parts.push(`${enc(name)}=${enc(typeof item === 'string' ? item : (safeStringify(item) ?? ''))}`);
  }
  return parts.join('&');
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '"just a string"',
  'true',
  'null',
  '-0',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  '{"a":1,"a":2}',
];

/** The hostile requests for one operation: `count` of them, their kinds spread by the seeded random. */
function probesFor(op: Operation, random: Random, count: number): Probe[] {
  const base = `/api${op.endpoint.path}`;
  const fields = fieldsOf(schemasOf(op.endpoint).input);
  const probes: Probe[] = [];
  for (let i = 0; i < count; i += 1) {
    // The first ten probes cover every kind once; the rest favour payloads that pass validation.
    const kind = i < 10 ? i : random.chance(0.4) ? 10 : random.int(10);
    if (kind === 10) {
      const payload = fieldPayload(op, fields, random, random.chance(0.5) ? 'markup-in-text' : 'one-edge');
      if (op.endpoint.method === 'POST')
        probes.push(jsonProbe('POST', base, safeStringify(payload), 'json: valid-looking, with markup, SQL or an edge value'));
      else
        probes.push({
          method: op.endpoint.method,
          path: `${base}?${queryOf(payload)}`,
          headers: {},
          label: 'query: valid-looking, with markup, SQL or an edge value',
        });
      if (random.chance(0.35)) Object.assign(probes[probes.length - 1]!.headers, hostileHeaders(random));
      continue;
    }
    if (op.endpoint.method === 'POST') {
      switch (kind) {
        case 0:
          probes.push(jsonProbe('POST', base, safeStringify(fieldPayload(op, fields, random, 'all-hostile')), 'json: every field hostile'));
          break;
        case 1:
          probes.push(jsonProbe('POST', base, safeStringify(fieldPayload(op, fields, random, 'one-edge')), 'json: one field at its edge'));
          break;
        case 2:
          probes.push(jsonProbe('POST', base, safeStringify(hostileValue(random, MARKER)) ?? 'null', 'json: hostile top-level value'));
          break;
        case 3: {
          const plausible = safeStringify(fieldPayload(op, fields, random, 'plausible')).slice(1, -1);
          probes.push(
            jsonProbe(
              'POST',
              base,
              `{"__proto__":{"isAdmin":true,"polluted":"${MARKER}"},"constructor":{"prototype":{"polluted":"${MARKER}"}}${plausible ? `,${plausible}` : ''}}`,
              'json: prototype keys',
            ),
          );
          break;
        }
        case 4:
          probes.push(
            jsonProbe(
              'POST',
              base,
              random.chance(0.3)
                ? deepJson(random.pick([1000, 20_000]), random.pick(['array', 'object'] as const))
                : random.pick(MALFORMED_JSON),
              'json: malformed or deeply nested',
            ),
          );
          break;
        case 5: {
          const body = safeStringify(fieldPayload(op, fields, random, 'plausible'));
          const type = random.pick([
            'text/plain',
            'application/xml',
            'multipart/form-data',
            'multipart/form-data; boundary=zzz',
            'application/json; charset=utf-16',
            'application/json; charset=bogus',
            'application/x-www-form-urlencoded; charset=koi8-r',
            '<script>',
            'application/octet-stream',
          ]);
          probes.push(jsonProbe('POST', base, body, `wrong content type ${type}`, type));
          break;
        }
        case 6:
          probes.push(
            random.chance(0.5)
              ? jsonProbe('POST', base, '', 'json: empty body')
              : { method: 'POST', path: base, headers: {}, label: 'no body, no content type' },
          );
          break;
        case 7:
          probes.push(
            jsonProbe(
              'POST',
              `${base}?${queryOf(fieldPayload(op, fields, random, 'all-hostile'))}&%E0%A4%A=%ZZ`,
              '{}',
              'hostile query on a POST',
            ),
          );
          break;
        case 8: {
          const form = new URLSearchParams();
          for (const [name, value] of Object.entries(fieldPayload(op, fields, random, random.chance(0.5) ? 'all-hostile' : 'one-edge')))
            form.append(name, typeof value === 'string' ? value : (safeStringify(value) ?? ''));
          form.append('_csrf', random.pick(['', 'A'.repeat(43), markupPayloads(MARKER)[0]!]));
          probes.push(jsonProbe('POST', base, form.toString(), 'urlencoded form with hostile fields', 'application/x-www-form-urlencoded'));
          break;
        }
        default: {
          const textFields: Record<string, string> = {};
          for (const [name, value] of Object.entries(fieldPayload(op, fields, random, 'all-hostile')))
            textFields[name] = (typeof value === 'string' ? value : (safeStringify(value) ?? '')).slice(0, 20_000);
          const data = random.pick([
            Buffer.from(markupPayloads(MARKER).join('\n')),
            Buffer.from(SQL_PAYLOADS.join(',\n')),
            Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x00, 0xdc]),
            Buffer.alloc(0),
            Buffer.from('PK\u0003\u0004garbage'),
          ]);
          const fileName = random.pick([`${markupPayloads(MARKER)[1]!}.csv`, '../../etc/passwd', 'a.xlsx', '\u0000.csv', 'x'.repeat(500)]);
          const { body, type } = multipart(textFields, {
            name: random.pick(['file', 'File', 'upload']),
            fileName,
            type: random.pick(['text/csv', 'text/html', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
            data,
          });
          probes.push({
            method: 'POST',
            path: base,
            headers: { 'content-type': type },
            body,
            label: 'multipart with hostile fields and file',
          });
        }
      }
    } else {
      switch (kind) {
        case 0:
        case 1:
          probes.push({
            method: 'GET',
            path: `${base}?${queryOf(fieldPayload(op, fields, random, kind === 0 ? 'all-hostile' : 'one-edge'))}`,
            headers: {},
            label: kind === 0 ? 'query: every field hostile' : 'query: one field at its edge',
          });
          break;
        case 2: {
          const name = [...fields.keys()][0] ?? 'q';
          probes.push({
            method: 'GET',
            path: `${base}?${name}=%E0%A4%A&%ZZ=1&%C3%28=%FF&${name}%00=1&x=%`,
            headers: {},
            label: 'query: invalid percent-encoding and UTF-8',
          });
          break;
        }
        case 3: {
          const name = [...fields.keys()][0] ?? 'q';
          probes.push({
            method: 'GET',
            path: `${base}?${name}=1&${name}=2&${name}[]=3&${name}[a]=4&${name}.b=5`,
            headers: {},
            label: 'query: repeated and bracketed keys',
          });
          break;
        }
        case 4:
          probes.push({
            method: 'GET',
            path: `${base}?__proto__=x&__proto__[polluted]=${MARKER}&constructor[prototype][polluted]=${MARKER}&hasOwnProperty=1&toString=1`,
            headers: {},
            label: 'query: prototype keys',
          });
          break;
        case 5: {
          const name = [...fields.keys()][0] ?? 'q';
          probes.push({
            method: 'GET',
            path: `${base}?${name}=${'A'.repeat(7000)}&${Array.from({ length: 300 }, (_, j) => `k${j}=${j}`).join('&')}`,
            headers: {},
            label: 'query: very long',
          });
          break;
        }
        case 6:
          probes.push(
            jsonProbe(
              'GET',
              `${base}?${queryOf(fieldPayload(op, fields, random, 'plausible'))}`,
              random.chance(0.5) ? deepJson(5000, 'array') : '{"a":',
              'GET with a body',
            ),
          );
          break;
        case 7:
          probes.push({
            method: 'GET',
            path: `${base}${random.pick(['/<script>', '%00', '/..%2f..%2fetc%2fpasswd', '//', ';x=1', '/%E0%A4%A', '/\xff\xfe', '.json', '%2e%2e'])}`,
            headers: {},
            label: 'hostile path suffix',
          });
          break;
        case 8:
          probes.push({
            method: random.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE']),
            path: base,
            headers: {},
            label: 'other method',
          });
          break;
        default: {
          const numbers = [...fields.entries()].filter(([, info]) => info.type === 'number' || info.type === 'int');
          const [name] = numbers.length > 0 ? random.pick(numbers) : [[...fields.keys()][0] ?? 'q'];
          probes.push({
            method: 'GET',
            path: `${base}?${name}=${random.pick(['NaN', 'Infinity', '-1', '1e308', '-0', '2147483648', '9223372036854775808', '1.5', '0x10', ''])}`,
            headers: {},
            label: 'query: numeric edge',
          });
        }
      }
    }
    // Now and then, hostile headers too.
    const last = probes[probes.length - 1]!;
    if (random.chance(0.35)) Object.assign(last.headers, hostileHeaders(random));
  }
  return probes;
}

const UNKNOWN_API_PATHS = [
  '/api/nope',
  '/api/',
  '/api',
  '/api/%E0%A4%A',
  '/api/<script>alert(1)</script>',
  '/api/../etc/passwd',
  '/api/health/../../x',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/account/login/extra',
  '/api/\xff\xfe',
  `/api/${'a'.repeat(6000)}`,
];

function responseProblems(probe: Probe, response: RawResponse, isApi: boolean): string[] {
  const problems: string[] = [];
  const type = String(response.headers['content-type'] ?? '');
  if (response.status >= 500) problems.push(`HTTP ${response.status}`);
  for (const pattern of STACK_TRACE_PATTERNS)
    if (pattern.test(response.body)) problems.push(`stack trace (${pattern}) in ${JSON.stringify(response.body.slice(0, 200))}`);
  for (const pattern of REFLECTIONS)
    if (pattern.test(response.body)) problems.push(`reflected markup (${pattern}) in a ${type || 'typeless'} body`);
  // HEAD, 204 and 304 (the API's ETags answer If-None-Match) carry no body by definition.
  if (isApi && probe.method !== 'HEAD' && response.status !== 204 && response.status !== 304) {
    if (!type.startsWith('application/json')) problems.push(`content type "${type}" is not JSON`);
    if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
    try {
      const body = JSON.parse(response.body) as Record<string, unknown>;
      if (
        !['success', 'warning', 'error'].includes(body.state as string) ||
        typeof body.message !== 'string' ||
        body.code !== response.status ||
        !('data' in body)
      ) {
        problems.push(`not the envelope: ${response.body.slice(0, 200)}`);
      } else if (body.state === 'error' && (body.message as string).trim() === '') problems.push('an error envelope without a message');
    } catch {
      problems.push(`body is not JSON: ${JSON.stringify(response.body.slice(0, 200))}`);
    }
  }
  return problems;
}

async function runAll<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        await work(item);
      }
    }),
  );
}

/** Pages and their parameters; `:x` segments get hostile values. */
const PAGE_PATHS = [
  '/',
  '/search',
  '/category',
  '/category/:x',
  '/category/:x/:y',
  '/manufacturer',
  '/manufacturer/:x',
  '/product/:x',
  '/product/compare',
  '/product-index/:x',
  '/keywords/:x',
  '/shopcart',
  '/PlaceOrder',
  '/PlaceOrder/orderresult',
  '/order/checkout',
  '/order/payment',
  '/order/PaymentResult',
  '/order/detail',
  '/account',
  '/account/login',
  '/account/register',
  '/account/checkemail',
  '/account/verify',
  '/account/resetpassword',
  '/account/retrieve/:x',
  '/account/addressmanagement',
  '/account/favourites',
  '/account/orderstatushistory',
  '/account/rfqhistory',
  '/account/logoff',
  '/community',
  '/community/:x',
  '/help',
  '/help/:x',
  '/FAQs',
  '/Glossary',
  '/AboutUs',
  '/ContactUs',
  '/feedback',
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/tools',
  '/tools/components/:x/:y',
  '/tools/:x',
  '/quickorder',
  '/quickorder/orderresult',
  '/bom',
  '/bom/:x',
  '/rfq',
  '/rfq/detail',
  '/media/category/:x',
  '/media/manufacturer/:x',
  '/bom/:x/export.csv',
  '/bom/1/export.:x',
  '/sitemap-products-:x.xml',
  '/assets/:x',
  '/:x',
];
const PAGE_ACTIONS = [
  '/account/login',
  '/account/register',
  '/account/resetpassword',
  '/account/retrieve/email',
  '/shopcart',
  '/PlaceOrder',
  '/order/payment',
  '/ContactUs',
  '/feedback',
  '/newsletter',
  '/quickorder',
  '/bom',
  '/rfq',
  '/account/logoff',
];
const PAGE_QUERY_NAMES = [
  'q',
  'keyword',
  'k',
  'page',
  'pageSize',
  'sort',
  'returnUrl',
  'ReturnUrl',
  'redirect',
  'token',
  'id',
  'key',
  'type',
  'builds',
  'attrition',
  'mfr',
  'category',
  'f',
  'ids',
  'lang',
  'currency',
];

function pageSegment(random: Random): string {
  return random.pick([
    enc(markupPayloads(MARKER)[random.int(5)]!),
    `<script>alert("${MARKER}")</script>`,
    '%E0%A4%A',
    '%C3%28',
    '\xff\xfe',
    '%00',
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e',
    enc(random.pick(SQL_PAYLOADS)),
    'x'.repeat(4000),
    '-1',
    '1e308',
    'NaN',
    '__proto__',
    'constructor',
    'RC0603FR-0710KL',
  ]);
}

function pageProbes(random: Random, count: number): Probe[] {
  const probes: Probe[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = PAGE_PATHS[i % PAGE_PATHS.length]!;
    const path = template.replace(/:x|:y/g, () => pageSegment(random));
    const query = Array.from({ length: random.int(4) + 1 }, () => {
      const name = random.pick(PAGE_QUERY_NAMES);
      const value = random.pick([
        enc(markupPayloads(MARKER)[random.int(5)]!),
        '%E0%A4%A',
        '-1',
        '1e308',
        'NaN',
        enc('//evil.example/x'),
        enc('javascript:alert(1)'),
        enc(random.pick(SQL_PAYLOADS)),
        'x'.repeat(3000),
        '%00',
        '',
      ]);
      return `${name}=${value}`;
    }).join('&');
    const probe: Probe = { method: 'GET', path: random.chance(0.8) ? `${path}?${query}` : path, headers: {}, label: `page ${template}` };
    if (random.chance(0.3)) Object.assign(probe.headers, hostileHeaders(random));
    probes.push(probe);
  }
  for (const action of PAGE_ACTIONS) {
    const form = new URLSearchParams();
    for (const name of [
      'Email',
      'Password',
      'ConfirmPassword',
      'UserName',
      'Keyword',
      'text',
      'Quantity',
      'ProductID',
      'Message',
      'Name',
      'intent',
      'Lines',
      'id',
      '_csrf',
    ]) {
      form.append(name, random.chance(0.5) ? hostileString(random, MARKER).slice(0, 20_000) : random.pick(['1', '-1', '1e308', 'NaN']));
    }
    probes.push({
      method: 'POST',
      path: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      label: `page form ${action}`,
    });
    probes.push({
      method: 'POST',
      path: action,
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
      label: `page form ${action} with a JSON body`,
    });
  }
  return probes;
}

function describeFuzz(flavour: DatabaseFlavour, casesPerOperation: number, pageCount: number) {
  describe(`fuzz on ${flavour} (seed ${SEED})`, () => {
    let store: TestStore;
    let identities: Identity[];
    beforeAll(async () => {
      console.log(`fuzz seed ${SEED} on ${flavour}: replay with FUZZ_SEED=${SEED}`);
      store = await startTestStore(flavour, { parts: 400 });
      const user = await signedInClient(store);
      const cookie = user.cookieHeader();
      identities = [
        { name: 'anonymous', headers: {} },
        { name: 'cookie+csrf', headers: { cookie, 'x-csrf-token': user.extraHeaders['x-csrf-token']! } },
        { name: 'cookie-without-csrf', headers: { cookie } },
        { name: 'bearer', headers: { authorization: `Bearer ${user.token}` } },
      ];
    });
    afterAll(async () => {
      await store?.stop();
    });

    async function fire(probes: Probe[], isApi: (probe: Probe) => boolean, random: Random): Promise<string[]> {
      const failures: string[] = [];
      await runAll(probes, 4, async (probe) => {
        const identity = random.pick(identities);
        // Sign-in is throttled per address; a fresh one per request keeps the throttle out of the way.
        const headers = { 'x-forwarded-for': `10.9.${random.int(256)}.${random.int(254) + 1}`, ...identity.headers, ...probe.headers };
        let response: RawResponse;
        try {
          response = await rawRequest(store.url, { method: probe.method, path: probe.path, headers, body: probe.body });
        } catch (error) {
          failures.push(
            `${probe.method} ${probe.path.slice(0, 100)} [${probe.label}, ${identity.name}]: no answer (${(error as Error).message})`,
          );
          return;
        }
        for (const problem of responseProblems(probe, response, isApi(probe))) {
          failures.push(
            `${probe.method} ${probe.path.slice(0, 100)} [${probe.label}, ${identity.name}, headers ${Object.keys(probe.headers).join(',')}] → ${response.status}: ${problem}`,
          );
        }
      });
      // FUZZ_REPORT=file keeps every failure (the assertion shows the first 40).
      if (process.env.FUZZ_REPORT && failures.length > 0) fs.appendFileSync(process.env.FUZZ_REPORT, `${failures.join('\n')}\n`);
      return failures;
    }

    it(`sends hostile requests to all ${operations.length} API operations and unknown paths: no 5xx, always the envelope, no traces, no reflected markup`, async () => {
      const random = createRandom(SEED);
      // Log off last: it ends the session the other probes use.
      const ordered = [...operations].sort((a, b) => Number(/logoff/i.test(a.endpoint.path)) - Number(/logoff/i.test(b.endpoint.path)));
      const probes = ordered.flatMap((op) => probesFor(op, random, casesPerOperation));
      for (const path of UNKNOWN_API_PATHS)
        for (const method of ['GET', 'POST', 'PUT', 'DELETE'])
          probes.push({
            method,
            path,
            headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
            body: method === 'POST' ? '{}' : undefined,
            label: 'unknown path',
          });
      const failures = await fire(probes, () => true, random);
      expect(failures.slice(0, 40), `seed ${SEED}: ${failures.length} of ${probes.length} requests failed`).toEqual([]);
      const health = await rawRequest(store.url, { method: 'GET', path: '/api/health', headers: {} });
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({ state: 'success', data: { status: 'ok' } });
    });

    it('sends hostile paths, queries and form posts to the pages: no 5xx, no traces, no reflected markup', async () => {
      const random = createRandom(SEED + 1);
      const probes = pageProbes(random, pageCount);
      const failures = await fire(probes, (probe) => probe.path.startsWith('/api'), random);
      expect(failures.slice(0, 40), `seed ${SEED}: ${failures.length} of ${probes.length} requests failed`).toEqual([]);
      const health = await rawRequest(store.url, { method: 'GET', path: '/api/health', headers: {} });
      expect(health.status).toBe(200);
    });
  });
}

describeFuzz('pglite', 24, 240);
describeFuzz('postgres', 8, 80);
