import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Everything the server reads from its environment, with the defaults in one place. */
export interface ServerConfig {
  brand: string;
  titleSuffix: string;
  copyrightYear: number;
  contactPhone: string;
  contactEmail: string;
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is empty. */
  dataDir: string;
  databaseUrl: string | undefined;
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
  production: boolean;
  /** SMTP server for outgoing mail (smtp:// or smtps:// URL); without it mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** From address of outgoing mail. */
  mailFrom: string;
  /** Lifetime of an email-verification (and email-binding) link, in hours. */
  verifyTokenHours: number;
  /** Lifetime of a password-reset link, in minutes. */
  resetTokenMinutes: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom('PORT', 8070);
  const host = env.HOST ?? '0.0.0.0';
  return {
    brand: env.BRAND_NAME ?? 'Ferrite',
    titleSuffix: 'Electronic Components Distributor',
    copyrightYear: intFrom('COPYRIGHT_YEAR', 2025),
    contactPhone: env.CONTACT_PHONE ?? '+1 (415) 555-0170',
    contactEmail: env.CONTACT_EMAIL ?? 'sales@ferrite.example',
    port,
    host,
    dataDir: path.resolve(repoRoot, env.PGLITE_DATA_DIR ?? 'data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    repoRoot,
    appDistDir: path.resolve(repoRoot, env.APP_DIST_DIR ?? 'packages/storefront-app/dist'),
    apiBaseUrl: env.API_BASE_URL ?? '/api',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimit: env.BODY_LIMIT ?? '1mb',
    uploadLimitBytes: intFrom('UPLOAD_LIMIT_BYTES', 5 * 1024 * 1024),
    shutdownGraceMs: intFrom('SHUTDOWN_GRACE_MS', 10_000),
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `${env.BRAND_NAME ?? 'Ferrite'} <no-reply@ferrite.example>`,
    verifyTokenHours: intFrom('VERIFY_TOKEN_HOURS', 48),
    resetTokenMinutes: intFrom('RESET_TOKEN_MINUTES', 60),
  };
}
