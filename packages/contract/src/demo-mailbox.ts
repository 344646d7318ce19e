// The demo mailbox (FERRITE_DEMO=1 without SMTP_URL): the outbox's mail to one address, for a
// visitor of a demonstration to confirm their address and reset their password in the browser.

/** The page that shows it, and its API operation (GET, with `Email`) under /api: the same path. */
export const DEMO_MAILBOX_PATH = '/demo/mailbox';

/** The mailbox page of one address (`to`), with one of its mails open (`mail`, its Id). */
export function demoMailboxUrl(to: string, mail?: number): string {
  if (!to) return DEMO_MAILBOX_PATH;
  return `${DEMO_MAILBOX_PATH}?${new URLSearchParams(mail === undefined ? { to } : { to, mail: String(mail) })}`;
}

/** Mails listed for one address, newest first. */
export const DEMO_MAILBOX_LIMIT = 20;

/** A run of a mail's text: plain, or a link. An own-site link is a site path, so it works on whatever host the demo is reached by. */
export interface DemoMailPart {
  Text: string;
  Href?: string;
}

export interface DemoMail {
  Id: number;
  To: string;
  Subject: string;
  /** When the mail was queued, ISO 8601. */
  CreatedAt: string;
  /** The plain-text body, line by line, each line in parts. */
  Lines: DemoMailPart[][];
}

export interface DemoMailbox {
  Email: string;
  Mails: DemoMail[];
}
