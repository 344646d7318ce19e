import type { OutgoingMail } from './outbox';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface MailPart {
  to: string;
  brand: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

/** One plain-text and one HTML body from the same words; every variable is escaped in HTML. */
function compose(part: MailPart): OutgoingMail {
  const textLines = [part.greeting, '', ...part.paragraphs.flatMap((p) => [p, ''])];
  if (part.action) textLines.push(`${part.action.label}: ${part.action.url}`, '');
  if (part.closing) textLines.push(part.closing, '');
  textLines.push(`— ${part.brand}`);
  const html = [
    `<p>${escapeHtml(part.greeting)}</p>`,
    ...part.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    part.action ? `<p><a href="${escapeHtml(part.action.url)}">${escapeHtml(part.action.label)}</a></p>` : '',
    part.closing ? `<p>${escapeHtml(part.closing)}</p>` : '',
    `<p>— ${escapeHtml(part.brand)}</p>`,
  ].join('\n');
  return { to: part.to, subject: `${part.subject} | ${part.brand}`, text: textLines.join('\n'), html };
}

export interface MailSite {
  brand: string;
  publicOrigin: string;
}

const link = (site: MailSite, path: string) => new URL(path, site.publicOrigin).href;
const NOT_YOU = 'If you did not ask for this, you can ignore this message; nothing changes.';

export function verificationMail(site: MailSite, to: string, userName: string, token: string, hours: number): OutgoingMail {
  return compose({
    to,
    brand: site.brand,
    subject: 'Confirm your email address',
    greeting: `Hello ${userName},`,
    paragraphs: [
      `Thanks for registering. Confirm your email address to start using your account. The link works once, for ${hours} hours.`,
    ],
    action: { label: 'Confirm my email address', url: link(site, `/account/verify?token=${token}`) },
    closing: NOT_YOU,
  });
}

export function alreadyRegisteredMail(site: MailSite, to: string, userName: string): OutgoingMail {
  return compose({
    to,
    brand: site.brand,
    subject: 'You already have an account',
    greeting: `Hello ${userName},`,
    paragraphs: ['Someone tried to register a new account with this email address, but you already have one.'],
    action: { label: 'Sign in, or reset your password from there', url: link(site, '/account/login') },
    closing: NOT_YOU,
  });
}

export function resetPasswordMail(site: MailSite, to: string, userName: string, token: string, minutes: number): OutgoingMail {
  return compose({
    to,
    brand: site.brand,
    subject: 'Reset your password',
    greeting: `Hello ${userName},`,
    paragraphs: [`Use the link below to choose a new password. It works once, for ${minutes} minutes, and signs you out everywhere.`],
    action: { label: 'Choose a new password', url: link(site, `/account/resetpassword?token=${token}`) },
    closing: NOT_YOU,
  });
}

export function accountReminderMail(site: MailSite, to: string, userName: string): OutgoingMail {
  return compose({
    to,
    brand: site.brand,
    subject: 'Your account details',
    greeting: `Hello ${userName},`,
    paragraphs: [`You have an account with this email address (${to}); your user name is ${userName}.`],
    action: { label: 'Sign in', url: link(site, '/account/login') },
    closing: 'Forgot the password too? Choose “Forgot your password?” on the sign-in page.',
  });
}

export function bindEmailMail(site: MailSite, to: string, userName: string, token: string, hours: number): OutgoingMail {
  return compose({
    to,
    brand: site.brand,
    subject: 'Confirm your new email address',
    greeting: `Hello ${userName},`,
    paragraphs: [`Confirm that your account should use this address from now on. The link works once, for ${hours} hours.`],
    action: { label: 'Use this email address', url: link(site, `/account/verify?token=${token}`) },
    closing: NOT_YOU,
  });
}

export function passwordChangedMail(site: MailSite, to: string, userName: string): OutgoingMail {
  return compose({
    to,
    brand: site.brand,
    subject: 'Your password was changed',
    greeting: `Hello ${userName},`,
    paragraphs: ['The password of your account was just changed, and every other device was signed out.'],
    action: { label: 'Not you? Reset your password now', url: link(site, '/account/resetpassword') },
  });
}
