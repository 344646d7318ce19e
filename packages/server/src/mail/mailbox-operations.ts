import { endpoints } from '@ferrite/contract/endpoints';
import { demoMailboxOf } from './demo-mailbox';
import { defineOperation } from '../api/operation';

/**
 * GET /demo/mailbox?Email=…: a demonstration's mail to one address. The operation table holds it
 * only while demoMailboxEnabled() (server.ts); elsewhere the path is unknown, as any other.
 * There is no listing of every address: a visitor reads the mail of the address they type.
 */
export const getDemoMailbox = defineOperation(endpoints.site.demoMailbox, {
  summary:
    'Demonstration only (FERRITE_DEMO=1 without SMTP_URL): the newest mails the store queued for one address (Email), with their text.',
  async handler({ Email }, ctx) {
    return { Email, Mails: await demoMailboxOf(ctx.db, Email, ctx.config.publicOrigin) };
  },
});

/** The operations that exist only in a demonstration whose mail stays in the outbox. */
export const demoMailboxOperations = [getDemoMailbox];
