import http from 'node:http';
import net from 'node:net';

/** mulberry32: small, fast and seedable, so a failing run can be replayed with the same seed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof createRandom>;

/** A per-run marker inside every markup payload: finding it raw in a response means reflection. */
export function markupPayloads(marker: string): string[] {
  return [
    `<script>alert("${marker}")</script>`,
    `<img src=x onerror=alert("${marker}")>`,
    `"><svg onload=alert("${marker}")>`,
    `'--></script><script>alert("${marker}")</script>`,
    `javascript:alert("${marker}")`,
  ];
}

/** Raw forms of the payloads above that a browser would execute if they came back unescaped. */
export function executableReflections(marker: string): RegExp[] {
  const m = marker.replace(/[^\w]/g, '');
  return [
    new RegExp(`<script>alert\\("${m}"\\)`),
    new RegExp(`<img src=x onerror=alert\\("${m}"\\)`),
    new RegExp(`<svg onload=alert\\("${m}"\\)`),
    new RegExp(`(href|src|action|formaction)=["']?\\s*javascript:alert\\((&quot;|")${m}`, 'i'),
  ];
}

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  '1; DROP TABLE parts; --',
  "' UNION SELECT password_hash, email FROM users --",
  "%' AND 1=1 --",
  "\\'; SELECT pg_sleep(3); --",
  '1) OR (1=1',
  '$1',
  "E'\\x00'",
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𝕏🙂'.repeat(200),
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '%ZZ%E0%A4%A',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e308',
  '0x7fffffff',
  '9999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '\r\nSet-Cookie: pwned=1',
  'a\tb\nc\rd',
  'A'.repeat(300),
  'ü'.repeat(5000),
];

export const NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-320,
  123456789012,
];

/** A 100 kB string, built once. */
export const HUGE_STRING = 'x'.repeat(100 * 1024);

export function hostileString(random: Random, marker: string): string {
  const roll = random.int(10);
  if (roll < 3) return random.pick(markupPayloads(marker));
  if (roll < 5) return random.pick(SQL_PAYLOADS);
  if (roll === 5) return HUGE_STRING;
  return random.pick(ODD_STRINGS);
}

/** Nested arrays/objects `depth` levels deep, as JSON text (JSON.stringify of such a value is slow). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Any JSON value, chosen to break assumptions: wrong types, extremes, odd containers. */
export function hostileValue(random: Random, marker: string, depth = 0): unknown {
  const roll = random.int(12);
  switch (roll) {
    case 0:
    case 1:
    case 2:
      return hostileString(random, marker);
    case 3:
    case 4:
      return random.pick(NUMBERS);
    case 5:
      return random.pick([true, false, null]);
    case 6:
      return [];
    case 7:
      return {};
    case 8:
      return depth > 2 ? 'leaf' : Array.from({ length: random.int(4) + 1 }, () => hostileValue(random, marker, depth + 1));
    case 9:
      return depth > 2
        ? { k: 1 }
        : { [hostileString(random, marker).slice(0, 50)]: hostileValue(random, marker, depth + 1), nested: { deeper: [1, { x: null }] } };
    case 10:
      return Array.from({ length: 5000 }, (_, i) => i);
    default:
      return { __proto__: { polluted: marker }, constructor: { prototype: { polluted: marker } } };
  }
}

const STRING_CANDIDATES = [
  'RC0603FR-0710KL',
  'buyer@example.com',
  'Secret123',
  'Test Buyer',
  'abc',
  '1',
  '10',
  'US',
  'en',
  'USD',
  'help-centre',
  'resistors',
  '10k 0603 1%',
  '+1 415 555 0170',
  '94107',
  '1 Main Street',
  '2025-01-01',
  'A'.repeat(43),
  '0123456789abcdef0123456789abcdef',
  '00000000-0000-4000-8000-000000000000',
  'FE20250101',
  'true',
];
const NUMBER_CANDIDATES = [1, 2, 10, 100, 0, 0.5];

type Parser = { safeParse?: (value: unknown) => { success: boolean } };
const accepts = (schema: unknown, value: unknown): boolean => {
  const parse = (schema as Parser | undefined)?.safeParse;
  return parse ? parse.call(schema, value).success : false;
};

/**
 * A value the schema accepts, built from its zod definition (objects field by field, arrays with
 * one item, strings and numbers from candidates the field's own checks pass), so a request can get
 * past validation to the handler with only the part under attack being hostile.
 */
export function exampleFor(schema: unknown, random: Random, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 12) return undefined;
  const pickAccepted = (candidates: unknown[]) => {
    const fitting = candidates.filter((candidate) => accepts(schema, candidate));
    return fitting.length > 0 ? random.pick(fitting) : candidates[0];
  };
  switch (def.type as string) {
    case 'optional':
      return random.chance(0.2) ? undefined : exampleFor(def.innerType, random, depth + 1);
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return exampleFor(def.innerType, random, depth + 1);
    case 'pipe': {
      const inner = defOf(def.in)?.type === 'transform' ? def.out : def.in;
      const value = exampleFor(inner, random, depth + 1);
      if (accepts(schema, value)) return value;
      // A preprocess step (checkbox, number from text) may want the text form.
      return pickAccepted([value, String(value), ...STRING_CANDIDATES, ...NUMBER_CANDIDATES]);
    }
    case 'lazy':
      return exampleFor((def.getter as () => unknown)(), random, depth + 1);
    case 'string':
      return pickAccepted([...STRING_CANDIDATES, ...NUMBER_CANDIDATES.map(String)]);
    case 'number':
    case 'int':
      return pickAccepted([...NUMBER_CANDIDATES, ...NUMBER_CANDIDATES.map(String)]);
    case 'bigint':
      return 1n;
    case 'boolean':
      return pickAccepted([true, false, 'true']);
    case 'enum':
    case 'literal':
      return pickAccepted(enumOptions(schema));
    case 'array': {
      const minimum = Number(
        (def.checks as Array<{ _zod?: { def?: { check?: string; minimum?: number } } }> | undefined)?.find(
          (check) => check._zod?.def?.check === 'min_length',
        )?._zod?.def?.minimum ?? 1,
      );
      return Array.from({ length: Math.max(1, Math.min(minimum, 5)) }, () => exampleFor(def.element, random, depth + 1));
    }
    case 'object': {
      const shape = (schema as SchemaNode).shape ?? {};
      const value: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(shape)) {
        const item = exampleFor(field, random, depth + 1);
        if (item !== undefined) value[name] = item;
      }
      return value;
    }
    case 'union':
    case 'xor': {
      const options = (def.options as unknown[]) ?? [];
      const examples = options.map((option) => exampleFor(option, random, depth + 1));
      const fitting = examples.filter((example) => accepts(schema, example));
      return fitting.length > 0 ? random.pick(fitting) : examples[0];
    }
    case 'record':
      return {};
    case 'unknown':
    case 'any':
      return 'abc';
    default:
      return undefined;
  }
}

/** A valid example of the whole input when a few tries find one, else the closest attempt. */
export function validExample(schema: unknown, random: Random): Record<string, unknown> {
  let attempt: unknown;
  for (let i = 0; i < 6; i += 1) {
    attempt = exampleFor(schema, random);
    if (accepts(schema, attempt)) break;
  }
  return attempt && typeof attempt === 'object' && !Array.isArray(attempt) ? (attempt as Record<string, unknown>) : {};
}

/** Whether the field's own schema would take this value (markup in a name field, say). */
export function fieldAccepts(schema: unknown, value: unknown): boolean {
  return accepts(schema, value);
}

function enumOptions(schema: unknown): unknown[] {
  let node = schema;
  for (let i = 0; i < 10 && node; i += 1) {
    const def = defOf(node);
    if (!def) return [];
    if (def.type === 'enum' && def.entries && typeof def.entries === 'object') return Object.values(def.entries as Record<string, unknown>);
    if (def.type === 'literal' && Array.isArray(def.values)) return def.values as unknown[];
    node = def.innerType ?? def.in;
  }
  return [];
}

/** A value aimed at the field's own type: the edges where validation and SQL usually disagree. */
export function edgeValueFor(type: string | undefined, random: Random, marker: string): unknown {
  if (type === 'number' || type === 'int' || type === 'bigint') {
    return random.pick([...NUMBERS, '12abc', '1e308', 'NaN', 'Infinity', '', ' 1 ', '0x10', '1,5']);
  }
  // 70,000 items: more than PostgreSQL's 65,535 bind parameters, should one reach an IN list.
  if (type === 'array')
    return random.pick([Array.from({ length: 70_000 }, (_, i) => i + 1), [hostileValue(random, marker)], 'not-an-array', [[[[[]]]]]]);
  if (type === 'boolean') return random.pick(['true', 'yes', 1, 0, 'on', null, [true]]);
  return hostileString(random, marker);
}

type SchemaNode = { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> }; def?: Record<string, unknown> };

function defOf(schema: unknown): Record<string, unknown> | undefined {
  const node = schema as SchemaNode | undefined;
  return node?._zod?.def ?? node?.def;
}

/** The base type of a zod field, looking through optional/default/nullable/pipe wrappers. */
export function fieldType(schema: unknown): string | undefined {
  let node = schema;
  for (let i = 0; i < 10 && node; i += 1) {
    const def = defOf(node);
    const type = def?.type as string | undefined;
    if (!def || !type) return undefined;
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(type)) node = def.innerType;
    else if (type === 'pipe') node = (defOf(def.in)?.type === 'transform' ? def.out : def.in) as unknown;
    else return type;
  }
  return undefined;
}

export interface FieldInfo {
  type: string | undefined;
  schema: unknown;
}

/** Field names, base types and schemas of an operation's input (objects, unions of objects, pipes). */
export function fieldsOf(schema: unknown): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  const visit = (node: unknown, depth: number) => {
    if (!node || depth > 8) return;
    const shape = (node as SchemaNode).shape;
    if (shape && typeof shape === 'object') {
      for (const [name, field] of Object.entries(shape)) if (!fields.has(name)) fields.set(name, { type: fieldType(field), schema: field });
      return;
    }
    const def = defOf(node);
    if (!def) return;
    for (const key of ['innerType', 'in', 'out', 'schema', 'left', 'right']) visit(def[key], depth + 1);
    if (Array.isArray(def.options)) for (const option of def.options) visit(option, depth + 1);
  };
  visit(schema, 0);
  return fields;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One request exactly as given: the path is not normalised or re-encoded (fetch would), header
 * values may carry latin-1 bytes, and the body goes out as given whatever its content type says.
 */
export function rawRequest(
  baseUrl: string,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        // A length on every body, GET's too: without one Node sends a GET body unframed.
        headers: {
          ...(request.body !== undefined ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}),
          ...request.headers,
        },
        agent,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${request.method} ${request.path.slice(0, 120)} timed out`)));
    req.on('error', reject);
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

/** Writes bytes on a fresh socket and reads until the server closes it (or `ms` passes). */
export function rawSocket(
  baseUrl: string,
  bytes: string | Buffer,
  ms = 10_000,
): Promise<{ status: number; head: string; body: string; raw: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it has already answered; what it sent still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      const head = split >= 0 ? raw.slice(0, split) : raw;
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0);
      resolve({ status, head, body: split >= 0 ? raw.slice(split + 4) : '', raw });
    });
    socket.write(bytes, () => socket.end());
  });
}

/** Markers of a leaked stack trace or source location. */
export const STACK_TRACE_PATTERNS = [
  /\n\s+at [^\n]+[:(]\d+:\d+\)?/,
  /\.(ts|tsx|mjs|cjs):\d+/,
  /node_modules\//,
  /\bat (async )?[\w.<>]+ \(/,
  /(Error|TypeError|RangeError|SyntaxError): [^\n]*\n\s+at /,
];
