import type { OutgoingMail } from '../mail/outbox';

/** Mails of the content area: the contact form's note to customer service, the newsletter's links. */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface MailSite {
  brand: string;
  publicOrigin: string;
}

/** Links in mail are built from PUBLIC_ORIGIN, never from the request's Host header. */
const link = (site: MailSite, path: string) => new URL(path, site.publicOrigin).href;

function paragraphsHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
}

export function contactMail(
  site: MailSite,
  to: string,
  message: { name: string; email: string; subject: string; message: string; id: number },
): OutgoingMail {
  const header = [`From: ${message.name} <${message.email}>`, `Reference: CM-${message.id}`];
  return {
    to,
    subject: `Contact form: ${message.subject.replace(/[\r\n]+/g, ' ')} | ${site.brand}`,
    text: [...header, '', message.message, '', `Reply to ${message.email}.`].join('\n'),
    html: [
      paragraphsHtml(header),
      `<blockquote>${paragraphsHtml(message.message.split(/\n{2,}/))}</blockquote>`,
      `<p>Reply to <a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>.</p>`,
    ].join('\n'),
  };
}

export function newsletterConfirmMail(
  site: MailSite,
  to: string,
  confirmToken: string,
  unsubscribeToken: string,
  days: number,
): OutgoingMail {
  const confirmUrl = link(site, `/newsletter/confirm?token=${confirmToken}`);
  const unsubscribeUrl = link(site, `/newsletter/unsubscribe?token=${unsubscribeToken}`);
  const intro = `Someone (we hope you) asked to receive the ${site.brand} newsletter at this address: new parts, price changes and technical articles, about twice a month.`;
  const action = `Confirm the subscription (the link works once, for ${days} days):`;
  const ignore = 'If you did not ask for this, ignore this message and you will not hear from us again.';
  return {
    to,
    subject: `Confirm your newsletter subscription | ${site.brand}`,
    text: [
      'Hello,',
      '',
      intro,
      '',
      action,
      confirmUrl,
      '',
      ignore,
      '',
      `Unsubscribe at any time: ${unsubscribeUrl}`,
      '',
      `— ${site.brand}`,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p><small><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></small></p>`,
      `<p>— ${escapeHtml(site.brand)}</p>`,
    ].join('\n'),
  };
}

export function newsletterWelcomeMail(site: MailSite, to: string, unsubscribeToken: string): OutgoingMail {
  const unsubscribeUrl = link(site, `/newsletter/unsubscribe?token=${unsubscribeToken}`);
  const body = `Your subscription to the ${site.brand} newsletter is confirmed. Every issue carries a link to unsubscribe; here it is already, in case you need it.`;
  return {
    to,
    subject: `You are subscribed | ${site.brand}`,
    text: ['Hello,', '', body, '', `Unsubscribe: ${unsubscribeUrl}`, '', `— ${site.brand}`].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
      `<p>— ${escapeHtml(site.brand)}</p>`,
    ].join('\n'),
  };
}
