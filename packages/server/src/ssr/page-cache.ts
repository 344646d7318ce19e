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
  /** The document cut at its nonce slots: joined with a nonce, it is the page. */
  parts: string[];
  /** Weak validator: a hash of the document without its nonce. */
  etag: string;
  /** Bytes of the document held in memory (for the cache's bound). */
  bytes: number;
  /** The parts deflated once, made on first use (see gzipPage). */
  deflated?: { raw: Buffer[]; deflated: Buffer[] };
}

export function wholePage(status: number, html: string, nonce: string): WholePage {
  const parts = html.split(nonce);
  const hash = crypto.createHash('sha1');
  for (const part of parts) hash.update(part);
  return { status, parts, etag: `W/"${hash.digest('base64url')}"`, bytes: html.length * 2 };
}

/** The document for one response, with this response's own nonce. */
export function withFreshNonce(page: WholePage, nonce: string): string {
  return page.parts.join(nonce);
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
  page.deflated ??= (() => {
    const raw = page.parts.map((part) => Buffer.from(part));
    return { raw, deflated: raw.map((part) => zlib.deflateRawSync(part, flush)) };
  })();
  const { raw, deflated } = page.deflated;
  const nonceRaw = Buffer.from(nonce);
  const nonceDeflated = zlib.deflateRawSync(nonceRaw, flush);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (let i = 0; i < raw.length; i++) {
    if (i > 0) {
      chunks.push(nonceDeflated);
      crc = zlib.crc32(nonceRaw, crc);
      length += nonceRaw.length;
    }
    chunks.push(deflated[i]!);
    crc = zlib.crc32(raw[i]!, crc);
    length += raw[i]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/**
 * A page body for one response: gzip when the client takes it (from the pre-deflated parts, see
 * gzipPage), else brotli at its fastest quality, else plain.
 */
export function encodePage(page: WholePage, nonce: string, accepted: string | false): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (accepted === 'gzip') return { body: gzipPage(page, nonce), encoding: 'gzip' };
  const raw = Buffer.from(withFreshNonce(page, nonce));
  if (accepted === 'br') {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
    return { body: zlib.brotliCompressSync(raw, { params }), encoding: 'br' };
  }
  return { body: raw };
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
 * Rendered anonymous pages in this process, for `ttlMs` fresh, then up to `staleMs` more while one
 * background render replaces them; bounded in bytes, least recently used out first. Concurrent
 * misses on one page wait for a single render.
 */
export class PageCache {
  private readonly entries = new Map<string, Stored>();
  private readonly inflight = new Map<string, Promise<WholePage | undefined>>();
  private bytes = 0;

  constructor(private readonly options: { ttlMs: number; staleMs: number; maxBytes: number }) {}

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
    if (age > stored.freshMs && !this.inflight.has(key)) void this.fill(key, refresh).catch(() => {});
    return stored.page;
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

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, page: WholePage): void {
    this.remove(key);
    // The deflated parts, once made, take roughly a seventh more.
    const bytes = Math.round(page.bytes * 1.15);
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
