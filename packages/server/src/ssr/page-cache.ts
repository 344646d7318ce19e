import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Request as ExpressRequest } from 'express';

/**
 * Pages that look the same to every anonymous visitor (given language, currency, cookie notice
 * and host): the catalogue and the reading pages. Anything with a form that posts, a cart, an
 * account or an order stays rendered per request and `no-store`.
 */
const SHAREABLE_PATH =
  /^\/(?:|category(?:\/.*)?|product\/(?!compare(?:\/|$))[^/]+|product-index\/[^/]+|manufacturer(?:\/[^/]+)?|keywords\/.*|search|tools(?:\/.*)?|help(?:\/[^/]+)?|HelpCentre|HowtoUse|FAQs|Glossary|community(?:\/.*)?|AboutUs|CookiePolicy|PrivacyPolicy|TermsConditions|ReturnRefund|ShippingDelivering|ComplaintsPolicy)\/?$/i;

/** HTTP caching of a shareable page: a minute fresh, then five more served while the browser asks again. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * True for a request whose page may be served from (and stored in) the shared page cache: a GET
 * of a shareable path by a visitor who is not signed in and sends no Authorization header.
 */
export function isShareablePage(req: Pick<ExpressRequest, 'method' | 'path' | 'headers'>, signedIn: boolean): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !signedIn && !req.headers.authorization && SHAREABLE_PATH.test(req.path);
}

export interface WholePage {
  status: number;
  /** The document as rendered, with the nonce it was rendered with. */
  body: Buffer;
  nonce: string;
  /** The document cut at its nonce slots (views into `body`): joined with a nonce, it is the page. */
  parts: Buffer[];
  /** Weak validator: a hash of the document without its nonce. */
  etag: string;
  /** Bytes of the document held in memory (for the cache's bound). */
  bytes: number;
  /** The parts deflated once, made on first use (see gzipPage). */
  deflated?: Buffer[];
}

/** A rendered document, encoded once and kept as bytes; its nonce slots found with a byte search. */
export function wholePage(status: number, document: string, nonce: string): WholePage {
  const body = Buffer.from(document);
  const parts: Buffer[] = [];
  const hash = crypto.createHash('sha1');
  if (nonce === '') parts.push(body);
  else {
    const needle = Buffer.from(nonce);
    let from = 0;
    for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
      parts.push(body.subarray(from, at));
      from = at + needle.length;
    }
    parts.push(body.subarray(from));
  }
  for (const part of parts) hash.update(part);
  return { status, body, nonce, parts, etag: `W/"${hash.digest('base64url')}"`, bytes: body.length };
}

/** The document for one response, with this response's own nonce. */
export function documentWith(page: WholePage, nonce: string): Buffer {
  if (nonce === page.nonce) return page.body;
  const slot = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [slot, part])));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The page gzipped with a fresh nonce, without compressing it again: each part between nonce
 * slots was deflated once with a full flush (so no part refers back into another), and a gzip
 * stream may be any sequence of such blocks. Per response only the nonce is deflated and the
 * checksum computed, a small fraction of compressing the 130 kB page.
 */
export function gzipPage(page: WholePage, nonce: string): Buffer {
  const flush = { level: 6, finishFlush: zlib.constants.Z_FULL_FLUSH };
  const deflated = (page.deflated ??= page.parts.map((part) => zlib.deflateRawSync(part, flush)));
  const nonceRaw = Buffer.from(nonce);
  const nonceDeflated = zlib.deflateRawSync(nonceRaw, flush);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (let i = 0; i < page.parts.length; i++) {
    if (i > 0) {
      chunks.push(nonceDeflated);
      crc = zlib.crc32(nonceRaw, crc);
      length += nonceRaw.length;
    }
    chunks.push(deflated[i]!);
    crc = zlib.crc32(page.parts[i]!, crc);
    length += page.parts[i]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Brotli at its fastest quality: a 130 kB page in about 0.2 ms, a little smaller than gzip at level 6 (1.4 ms). */
const brotli = (raw: Buffer) =>
  zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });

/** zlib's level for a page compressed once: close to level 6 in size at a third of its time. */
const FRESH_GZIP_LEVEL = 3;

/** Whether the client takes an encoding (from its Accept-Encoding). */
export type AcceptsEncoding = (encoding: 'br' | 'gzip') => boolean;

/**
 * A page body for one response. A page rendered for this very response (its nonce) is compressed
 * once, brotli first, else gzip at a fast level. A stored page with a new nonce goes out as gzip
 * spliced from its pre-deflated parts (see gzipPage), else brotli, else plain.
 */
export function encodePage(page: WholePage, nonce: string, accepts: AcceptsEncoding): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (nonce === page.nonce) {
    if (accepts('br')) return { body: brotli(page.body), encoding: 'br' };
    if (accepts('gzip')) return { body: zlib.gzipSync(page.body, { level: FRESH_GZIP_LEVEL }), encoding: 'gzip' };
    return { body: page.body };
  }
  if (accepts('gzip')) return { body: gzipPage(page, nonce), encoding: 'gzip' };
  const raw = documentWith(page, nonce);
  return accepts('br') ? { body: brotli(raw), encoding: 'br' } : { body: raw };
}

/** If-None-Match against our weak validator (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

interface Stored {
  page: WholePage;
  storedAt: number;
  /** The page's own freshness: the TTL give or take a fifth, so pages rendered together are not all rendered again at once. */
  freshMs: number;
  bytes: number;
}

/**
 * Rendered anonymous pages in this process, for `ttlMs` fresh, then up to `staleMs` more while a
 * background render replaces them; bounded in bytes, least recently used out first. Concurrent
 * misses on one page wait for a single render.
 *
 * Background renders run one at a time (`refreshConcurrency`), the others queued while their stale
 * page is served: pages stored together go stale together, and after a quiet spell the first
 * request for each would otherwise start a render at once, a burst of synchronous rendering that
 * every request behind it waits for (a p99 of several hundred ms at 500 requests/s).
 */
export class PageCache {
  private readonly entries = new Map<string, Stored>();
  private readonly inflight = new Map<string, Promise<WholePage | undefined>>();
  private readonly refreshQueue = new Map<string, () => Promise<WholePage | undefined>>();
  private refreshing = 0;
  private bytes = 0;
  private draining = false;

  constructor(private readonly options: { ttlMs: number; staleMs: number; maxBytes: number; refreshConcurrency?: number }) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The stored page, if fresh or stale-but-usable; a stale one starts `refresh` (once). */
  read(key: string, refresh: () => Promise<WholePage | undefined>): WholePage | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    const age = Date.now() - stored.storedAt;
    if (age > stored.freshMs + this.options.staleMs) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, stored);
    if (age > stored.freshMs && !this.draining && !this.inflight.has(key) && !this.refreshQueue.has(key)) {
      this.refreshQueue.set(key, refresh);
      this.startRefreshes();
    }
    return stored.page;
  }

  private startRefreshes(): void {
    while (this.refreshing < (this.options.refreshConcurrency ?? 1) && this.refreshQueue.size > 0) {
      const [key, refresh] = this.refreshQueue.entries().next().value!;
      this.refreshQueue.delete(key);
      this.refreshing++;
      void this.fill(key, refresh)
        .catch(() => {})
        .finally(() => {
          this.refreshing--;
          this.startRefreshes();
        });
    }
  }

  /** Runs `render` once for everyone missing `key` now; stores the page it gives, if any. */
  fill(key: string, render: () => Promise<WholePage | undefined>): Promise<WholePage | undefined> {
    const running = this.inflight.get(key);
    if (running) return running;
    const started = render()
      .then((page) => {
        if (page) this.store(key, page);
        return page;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, started);
    return started;
  }

  /** Starts no more background renders and waits for the running ones (shutdown). */
  async drain(): Promise<void> {
    this.draining = true;
    this.refreshQueue.clear();
    await Promise.allSettled(this.inflight.values());
  }

  clear(): void {
    this.entries.clear();
    this.refreshQueue.clear();
    this.bytes = 0;
  }

  private store(key: string, page: WholePage): void {
    this.remove(key);
    // The deflated parts, once made, take roughly a sixth more.
    const bytes = Math.round(page.bytes * 1.17);
    if (bytes > this.options.maxBytes / 4) return;
    this.entries.set(key, { page, storedAt: Date.now(), freshMs: this.options.ttlMs * (0.8 + Math.random() * 0.4), bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const stored = this.entries.get(key);
    if (!stored) return;
    this.entries.delete(key);
    this.bytes -= stored.bytes;
  }
}
