import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';

/** After this many failed tries a mail stays in the outbox with its last error, for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 5;

export interface MailServices {
  db: Database;
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

interface PendingRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Sends what the outbox holds unsent through SMTP_URL. Each row is claimed by bumping its attempt
 * count from the value read, so two instances never send the same mail twice.
 */
export async function deliverPending(services: MailServices, limit = 20): Promise<{ sent: number; failed: number }> {
  const { smtpUrl, mailFrom } = services.config;
  if (!smtpUrl) return { sent: 0, failed: 0 };
  const transport = transportFor(smtpUrl);
  const { rows } = await services.db.query<PendingRow>(
    'SELECT id, to_address, subject, text_body, html_body, attempts FROM outbox WHERE sent_at IS NULL AND attempts < $1 ORDER BY id LIMIT $2',
    [MAX_DELIVERY_ATTEMPTS, limit],
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const claimed = await services.db.query(
      'UPDATE outbox SET attempts = attempts + 1 WHERE id = $1 AND sent_at IS NULL AND attempts = $2',
      [row.id, row.attempts],
    );
    if (claimed.rowCount === 0) continue;
    try {
      await transport.sendMail({ from: mailFrom, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      await services.db.query('UPDATE outbox SET sent_at = now(), error = NULL WHERE id = $1', [row.id]);
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await services.db.query('UPDATE outbox SET error = $2 WHERE id = $1', [row.id, message.slice(0, 500)]);
      services.log.warn({ outboxId: row.id, error: message }, 'mail delivery failed');
      failed++;
    }
  }
  return { sent, failed };
}

const running = new WeakMap<Database, Promise<void>>();
const again = new WeakSet<Database>();

/**
 * Starts delivery in the background after an action committed mail (no-op without SMTP_URL).
 * Runs one delivery pass per database at a time; a kick during a pass asks for one more pass,
 * which also retries earlier failures.
 */
export function kickMailer(services: MailServices): void {
  if (!services.config.smtpUrl) return;
  if (running.has(services.db)) {
    again.add(services.db);
    return;
  }
  const pass = (async () => {
    try {
      do {
        again.delete(services.db);
        await deliverPending(services);
      } while (again.has(services.db));
    } catch (error) {
      services.log.error({ err: error }, 'mail delivery pass failed');
    } finally {
      running.delete(services.db);
    }
  })();
  running.set(services.db, pass);
}

/** Resolves when the current background pass (if any) is done; for tests and shutdown. */
export async function mailerIdle(db: Database): Promise<void> {
  await running.get(db);
}
