import type { Queryable } from '../db/database';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  error: string | null;
}

/**
 * Queues a mail. Call it with the transaction of the action that causes the mail, so the mail
 * exists exactly when the action committed; delivery happens after the commit (sender.ts).
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id',
    [mail.to, mail.subject, mail.text, mail.html],
  );
  return rows[0]!.id;
}

export async function latestOutbox(db: Queryable, limit = 100): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [limit]);
  return rows;
}
