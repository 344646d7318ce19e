import type { z } from 'zod';
import type * as site from './site';

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

export type DemoMailPart = z.output<typeof site.demoMailPart>;
export type DemoMail = z.output<typeof site.demoMail>;
export type DemoMailbox = z.output<typeof site.demoMailbox>;
