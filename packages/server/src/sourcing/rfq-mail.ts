import type { RfqValid } from '@ferrite/contract';
import type { OutgoingMail } from '../mail/outbox';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Micro-dollars as a price with 2 to 6 decimals: 250000 → '$0.25', 1234 → '$0.001234'. */
function price(micros: number | null): string {
  if (micros === null) return '—';
  const [whole, fraction = ''] = (micros / 1_000_000).toFixed(6).split('.');
  return `$${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** "We received your request for quote", with its lines and the link to follow it. */
export function rfqConfirmationMail(site: { brand: string }, rfq: RfqValid, rfqNo: string, link: string): OutgoingMail {
  const lines = rfq.lines.map(
    (line, i) =>
      `${i + 1}. ${line.partNo}${line.manufacturer ? ` (${line.manufacturer})` : ''} × ${line.quantity.toLocaleString('en-US')}, target ${price(line.targetPrice)}`,
  );
  const intro = `We received your request for quote ${rfqNo} for ${rfq.lines.length} part${rfq.lines.length === 1 ? '' : 's'}. Our sales team answers within one business day.`;
  const text = [`Hello ${rfq.name},`, '', intro, '', ...lines, '', `Follow your request: ${link}`, '', `— ${site.brand}`].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(rfq.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ol>${rfq.lines.map((_, i) => `<li>${escapeHtml(lines[i]!.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`,
    `<p><a href="${escapeHtml(link)}">Follow your request</a></p>`,
    `<p>— ${escapeHtml(site.brand)}</p>`,
  ].join('\n');
  return { to: rfq.email, subject: `Request for quote ${rfqNo} received | ${site.brand}`, text, html };
}
