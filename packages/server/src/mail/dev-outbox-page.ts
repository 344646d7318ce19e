import type { Request, Response } from 'express';
import type { Database } from '../db/database';
import { latestOutbox } from './outbox';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linkify = (escaped: string) => escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * GET /dev/outbox, mounted only outside production: the newest mail, so a developer can follow
 * verification and reset links without an SMTP server. `?format=json` answers JSON for scripts.
 */
export function devOutboxPage(db: Database) {
  return async (req: Request, res: Response): Promise<void> => {
    const mails = await latestOutbox(db, 100);
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    if (req.query.format === 'json') {
      res.json(
        mails.map((mail) => ({
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          createdAt: mail.created_at,
          sentAt: mail.sent_at,
          error: mail.error,
        })),
      );
      return;
    }
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(mail.to_address)} · <strong>Queued:</strong> ${escapeHtml(new Date(mail.created_at).toISOString())} ·
  <strong>Sent:</strong> ${mail.sent_at ? escapeHtml(new Date(mail.sent_at).toISOString()) : 'not sent'}${mail.error ? ` · <strong>Error:</strong> ${escapeHtml(mail.error)}` : ''}</p>
  <pre>${linkify(escapeHtml(mail.text_body))}</pre>
</article>`,
      )
      .join('\n');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox (development)</title></head>` +
          `<body><main><h1>Outbox (development only)</h1><p>${mails.length} newest mails, newest first.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`,
      );
  };
}
