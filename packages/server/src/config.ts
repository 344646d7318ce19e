import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyaddr from 'proxy-addr';
import { themeNames, type ThemeName } from '@ferrite/tokens/values';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function intFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}

export class ConfigError extends Error {}

/** An optional connection URL; a value of the wrong scheme is refused at start rather than failing on first use. */
function urlFrom(env: NodeJS.ProcessEnv, name: string, schemes: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let scheme: string;
  try {
    scheme = new URL(raw).protocol.replace(/:$/, '');
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${schemes[0]}://host:port, got something that is not a URL.`);
  }
  if (!schemes.includes(scheme))
    throw new ConfigError(`${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}, got ${scheme}://.`);
  return raw;
}

/** Everything the server reads from its environment, with the defaults in one place. */
export interface ServerConfig {
  brand: string;
  /** The kit theme the store is served in (BRAND_THEME): its class goes on <body>. */
  brandTheme: ThemeName;
  titleSuffix: string;
  copyrightYear: number;
  contactPhone: string;
  contactEmail: string;
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is empty. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica of databaseUrl: catalogue, navigation and search reads go there. */
  databaseReplicaUrl: string | undefined;
  /** Redis shared by every instance: session look-ups, sign-in throttle counts, the navigation cache. */
  redisUrl: string | undefined;
  /** Prepended to every Redis key, so several deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  repoRoot: string;
  /** Built storefront (vite client + ssr output). */
  appDistDir: string;
  /** Public base URL of the API as the browser sees it. */
  apiBaseUrl: string;
  publicOrigin: string;
  logLevel: string;
  bodyLimit: string;
  /** Largest uploaded file (BOM files), in bytes; a larger one is refused with a clear message and nothing stored. */
  uploadLimitBytes: number;
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  shutdownGraceMs: number;
  /** How long an idle keep-alive connection stays open: longer than a load balancer's or client's idle timeout, so the server never closes a socket a client is about to reuse. */
  keepAliveTimeoutMs: number;
  production: boolean;
  /**
   * FERRITE_DEMO=1 (which `npm start` sets): a demonstration. Production may then go without
   * SMTP_URL, and while it does the store shows its outbox as the demo mailbox (/demo/mailbox).
   */
  demo: boolean;
  /**
   * API_VALIDATE_OUTPUT=1: check every API answer against its endpoint's output schema and answer
   * 500 when it does not match. The tests' servers turn it on; production leaves it to the type check.
   */
  validateApiOutput: boolean;
  /** SMTP server for outgoing mail (smtp:// or smtps:// URL); without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** From address of outgoing mail. */
  mailFrom: string;
  /** Lifetime of an email-verification (and email-binding) link, in hours. */
  verifyTokenHours: number;
  /** Lifetime of a password-reset link, in minutes. */
  resetTokenMinutes: number;
  /** How often a process re-reads the catalogue generation (an import elsewhere shows within this), in ms. */
  catalogCheckMs: number;
  /** How long a rendered anonymous page is served from memory before it is rendered again (0: never cached). */
  pageCacheTtlMs: number;
  /** Memory the rendered-page cache may hold, in bytes. */
  pageCacheMaxBytes: number;
  /**
   * Which peers are proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (Express's
   * `trust proxy`): a hop count, or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
   */
  trustProxy: number | string[];
  /** Site address per region-menu language (GET /Home/GetMaps, docs/product.md §7, §9); SITE_MAPS holds it as JSON. */
  siteMaps: Record<string, string>;
  /** Where current exchange rates are fetched from on a schedule (RATES_URL); none: never fetched. */
  ratesUrl: string | undefined;
  /** Hours between rate refreshes (RATES_REFRESH_HOURS, default 24). */
  ratesRefreshHours: number;
}

/** SITE_MAPS: a JSON object of language name to absolute http(s) origin, e.g. {"English":"https://www.ferrite.example","China":"https://www.ferrite.cn"}. */
function siteMapsFrom(raw: string | undefined, publicOrigin: string): Record<string, string> {
  if (raw === undefined || raw.trim() === '') return { English: publicOrigin };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError('SITE_MAPS must be a JSON object such as {"English":"https://www.ferrite.example"}');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError('SITE_MAPS must be a JSON object of language to site address');
  const maps: Record<string, string> = {};
  for (const [language, address] of Object.entries(value)) {
    let url: URL | undefined;
    try {
      url = typeof address === 'string' ? new URL(address) : undefined;
    } catch {
      url = undefined;
    }
    if (!language.trim() || !url || !/^https?:$/.test(url.protocol))
      throw new ConfigError(`SITE_MAPS: "${language}" must map to an http(s) address, got ${JSON.stringify(address)}`);
    maps[language.trim()] = url.origin;
  }
  return maps;
}

const TRUST_PROXY_HELP =
  'a whole number of proxies in front (such as 1), or a comma-separated list of addresses, CIDR ranges (such as 10.0.0.0/8) and the names loopback, linklocal, uniquelocal';

/**
 * TRUST_PROXY, with Express's `trust proxy` meaning; unset it trusts loopback only (a proxy on the
 * same host). Believing everyone ("true") is refused: any client could then choose the address
 * the per-address throttles see.
 */
export function trustProxyFrom(raw: string | undefined): number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '') return ['loopback'];
  if (/^\d+$/.test(value)) return Number(value);
  if (/^true$/i.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY=true would believe X-Forwarded-For from any client, so anyone could choose the address the sign-in throttle sees; give ${TRUST_PROXY_HELP}.`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    try {
      if (entry === '') throw new Error('empty');
      proxyaddr.compile(entry);
    } catch {
      throw new ConfigError(`TRUST_PROXY: "${entry.slice(0, 60)}" is not understood; give ${TRUST_PROXY_HELP}.`);
    }
  }
  return entries;
}

/** BRAND_THEME: one of the kit's themes (@ferrite/tokens), ferrite when unset; any other name is refused at start. */
export function brandThemeFrom(raw: string | undefined): ThemeName {
  const value = raw?.trim() ?? '';
  if (value === '') return 'ferrite';
  const theme = themeNames.find((name) => name === value);
  if (!theme) {
    throw new ConfigError(
      `BRAND_THEME: "${value.slice(0, 60)}" is not a theme of the kit; choose one of ${themeNames.join(', ')} (or leave it unset for ferrite).`,
    );
  }
  return theme;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom('PORT', 8070);
  const host = env.HOST ?? '0.0.0.0';
  const databaseUrl = env.DATABASE_URL || undefined;
  const databaseReplicaUrl = urlFrom(env, 'DATABASE_REPLICA_URL', ['postgres', 'postgresql']);
  if (databaseReplicaUrl && !databaseUrl) {
    throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL too: a replica only makes sense beside a PostgreSQL primary.');
  }
  return {
    brand: env.BRAND_NAME ?? 'Ferrite',
    brandTheme: brandThemeFrom(env.BRAND_THEME),
    titleSuffix: 'Electronic Components Distributor',
    copyrightYear: intFrom('COPYRIGHT_YEAR', 2025),
    contactPhone: env.CONTACT_PHONE ?? '+1 (415) 555-0170',
    contactEmail: env.CONTACT_EMAIL ?? 'sales@ferrite.example',
    port,
    host,
    dataDir: path.resolve(repoRoot, env.PGLITE_DATA_DIR ?? 'data/pglite'),
    databaseUrl,
    databaseReplicaUrl,
    redisUrl: urlFrom(env, 'REDIS_URL', ['redis', 'rediss']),
    redisPrefix: env.REDIS_PREFIX ?? 'ferrite:',
    repoRoot,
    appDistDir: path.resolve(repoRoot, env.APP_DIST_DIR ?? 'packages/storefront-app/dist'),
    apiBaseUrl: env.API_BASE_URL ?? '/api',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimit: env.BODY_LIMIT ?? '1mb',
    uploadLimitBytes: intFrom('UPLOAD_LIMIT_BYTES', 5 * 1024 * 1024),
    shutdownGraceMs: intFrom('SHUTDOWN_GRACE_MS', 10_000),
    keepAliveTimeoutMs: intFrom('KEEP_ALIVE_TIMEOUT_MS', 65_000),
    production: env.NODE_ENV === 'production',
    demo: env.FERRITE_DEMO === '1',
    validateApiOutput: env.API_VALIDATE_OUTPUT === '1',
    smtpUrl: urlFrom(env, 'SMTP_URL', ['smtp', 'smtps']),
    mailFrom: env.MAIL_FROM ?? `${env.BRAND_NAME ?? 'Ferrite'} <no-reply@ferrite.example>`,
    verifyTokenHours: intFrom('VERIFY_TOKEN_HOURS', 48),
    resetTokenMinutes: intFrom('RESET_TOKEN_MINUTES', 60),
    catalogCheckMs: intFrom('CATALOG_CHECK_MS', 1_000),
    pageCacheTtlMs: intFrom('PAGE_CACHE_TTL_MS', 10_000),
    pageCacheMaxBytes: intFrom('PAGE_CACHE_MB', 64) * 1024 * 1024,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    siteMaps: siteMapsFrom(env.SITE_MAPS, env.PUBLIC_ORIGIN ?? `http://localhost:${port}`),
    ...ratesRefreshFrom(env),
  };
}

/**
 * RATES_URL (http or https: the ECB's eurofxref-daily.xml, or a CSV or JSON rates document) and
 * RATES_REFRESH_HOURS (1–744, default 24). Without RATES_URL nothing is fetched: tests and offline
 * runs use the stored rates (docs/decisions/2026-11-28-current-exchange-rates.md).
 */
function ratesRefreshFrom(env: NodeJS.ProcessEnv): { ratesUrl: string | undefined; ratesRefreshHours: number } {
  const ratesUrl = urlFrom(env, 'RATES_URL', ['https', 'http']);
  const raw = env.RATES_REFRESH_HOURS;
  const hours = raw === undefined || raw === '' ? 24 : Number(raw);
  if (!Number.isInteger(hours) || hours < 1 || hours > 744)
    throw new ConfigError(`RATES_REFRESH_HOURS must be a whole number of hours from 1 to 744 (a month), got "${raw}"`);
  return { ratesUrl, ratesRefreshHours: hours };
}

/**
 * What a real production deployment cannot run without, all of it secret or site-specific and so
 * only ever from the environment (the code holds no key, password or default for any of it):
 * - SMTP_URL: the mail server, with its user and password. Without it verification and
 *   password-reset mail never leaves the outbox table (and /dev/outbox is off in production).
 * - PUBLIC_ORIGIN: the address visitors use; links in mail and the CSRF origin check rely on it.
 * There are no signing keys to require: session tokens are random and stored hashed, CSRF tokens
 * are derived from them. FERRITE_DEMO=1 (which `npm start` sets) marks a demonstration run in
 * production mode, which may go without.
 */
export function productionProblems(config: Pick<ServerConfig, 'production'>, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!config.production || env.FERRITE_DEMO === '1') return [];
  const problems: string[] = [];
  if (!env.SMTP_URL)
    problems.push('SMTP_URL (smtp:// or smtps://user:password@host:port): without it no verification or password-reset mail is ever sent.');
  if (!env.PUBLIC_ORIGIN)
    problems.push(
      'PUBLIC_ORIGIN (such as https://www.ferrite.example): links in mail and the cross-site check need the address visitors use.',
    );
  return problems;
}

/** Refuses to start a production deployment that lacks what productionProblems() lists, naming all of it at once. */
export function assertProductionReady(config: Pick<ServerConfig, 'production'>, env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionProblems(config, env);
  if (problems.length === 0) return;
  throw new ConfigError(
    `NODE_ENV=production needs these settings from the environment:\n  - ${problems.join('\n  - ')}\n` +
      'Set them (never in a file in the repository), or set FERRITE_DEMO=1 for a demonstration whose mail stays in the outbox.',
  );
}
