import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { enqueueMail } from '../../packages/server/src/mail/outbox';
import { deliverPending, kickMailer, mailerIdle, MAX_DELIVERY_ATTEMPTS } from '../../packages/server/src/mail/sender';
import { verificationMail } from '../../packages/server/src/mail/templates';

/** The smallest SMTP server nodemailer will talk to: no TLS, no auth; refuses rcpt "refuse@…". */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(/refuse@/i.test(line) ? '550 no such mailbox\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('502 not here\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('mail delivery through SMTP_URL', () => {
  let db: Database;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  const log = { info() {}, warn() {}, error() {} };
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    smtp = await fakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.close();
  });

  it('sends queued mail with nodemailer and marks it sent; keeps failures with their error', async () => {
    const site = { brand: 'Ferrite', publicOrigin: 'https://shop.example' };
    await enqueueMail(db, verificationMail(site, 'ada@example.com', 'Ada', 'T'.repeat(43), 48));
    await enqueueMail(db, verificationMail(site, 'refuse@example.com', 'Nobody', 'U'.repeat(43), 48));
    const services = { db, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Ferrite <no-reply@ferrite.example>' }, log };
    expect(await deliverPending(services)).toEqual({ sent: 1, failed: 1 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: ada@example.com');
    expect(smtp.messages[0]).toContain('Subject: Confirm your email address | Ferrite');
    expect(smtp.messages[0]).toContain('https://shop.example/account/verify?token=');
    const { rows } = await db.query<{ to_address: string; sent_at: Date | null; attempts: number; error: string | null }>(
      'SELECT to_address, sent_at, attempts, error FROM outbox ORDER BY id',
    );
    expect(rows[0]).toMatchObject({ to_address: 'ada@example.com', attempts: 1, error: null });
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(rows[1]).toMatchObject({ to_address: 'refuse@example.com', sent_at: null, attempts: 1 });
    expect(rows[1]!.error).toMatch(/550|no such mailbox/i);

    // Background passes retry the failure until the attempt limit, and never resend what was sent.
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 1; i++) {
      kickMailer(services);
      await mailerIdle(db);
    }
    const after = await db.query<{ attempts: number; sent_at: Date | null }>('SELECT attempts, sent_at FROM outbox ORDER BY id');
    expect(after.rows.map((row) => row.attempts)).toEqual([1, MAX_DELIVERY_ATTEMPTS]);
    expect(smtp.messages).toHaveLength(1);
  });

  it('leaves mail in the outbox when SMTP_URL is not set', async () => {
    const id = await enqueueMail(db, { to: 'later@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    expect(await deliverPending({ db, config: { smtpUrl: undefined, mailFrom: 'x@example.com' }, log })).toEqual({ sent: 0, failed: 0 });
    const { rows } = await db.query<{ sent_at: Date | null; attempts: number }>('SELECT sent_at, attempts FROM outbox WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ sent_at: null, attempts: 0 });
  });
});
