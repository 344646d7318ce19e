import type { DemoMail, DemoMailPart } from '@ferrite/contract/demo-mailbox';
import { DEMO_MAILBOX_LIMIT } from '@ferrite/contract/demo-mailbox';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';

/**
 * Whether the store shows its outbox as the demo mailbox: only in a demonstration (FERRITE_DEMO=1)
 * whose mail stays in the outbox. With SMTP_URL mail really goes out, and the mailbox does not exist.
 */
export function demoMailboxEnabled(config: Pick<ServerConfig, 'demo' | 'smtpUrl'>): boolean {
  return config.demo && !config.smtpUrl;
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
// A sentence's full stop or a closing bracket after a link is not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * One line of a mail's text in parts. Links to this site become site paths (the demo is often
 * reached by another host name than PUBLIC_ORIGIN's, and a path works on any); any other link
 * stays plain text, so the mailbox never sends a visitor elsewhere.
 */
export function lineParts(line: string, publicOrigin: string): DemoMailPart[] {
  const own = new URL(publicOrigin).origin;
  const parts: DemoMailPart[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || url.origin !== own) continue;
    if (start > at) parts.push({ Text: line.slice(at, start) });
    parts.push({ Text: raw, Href: `${url.pathname}${url.search}${url.hash}` });
    at = start + raw.length;
  }
  if (at < line.length || parts.length === 0) parts.push({ Text: line.slice(at) });
  return parts;
}

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date | string;
}

/** The newest mails to one address (compared as sign-in compares addresses: trimmed, any case). */
export async function demoMailboxOf(db: Queryable, email: string, publicOrigin: string): Promise<DemoMail[]> {
  const { rows } = await db.query<MailRow>(
    'SELECT id, to_address, subject, text_body, created_at FROM outbox WHERE lower(to_address) = $1 ORDER BY id DESC LIMIT $2',
    [email.trim().toLowerCase(), DEMO_MAILBOX_LIMIT],
  );
  return rows.map((row) => ({
    Id: Number(row.id),
    To: row.to_address,
    Subject: row.subject,
    CreatedAt: new Date(row.created_at).toISOString(),
    Lines: row.text_body.split(/\r?\n/).map((line) => lineParts(line, publicOrigin)),
  }));
}
