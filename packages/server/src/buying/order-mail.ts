import { formatCents, orderDetailUrl, type ShipmentPlan } from '@ferrite/contract/buying';
import { BASE_CURRENCY } from '@ferrite/contract/currency';
import type { OutgoingMail } from '../mail/outbox';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface MailSite {
  brand: string;
  publicOrigin: string;
}

export interface OrderMailFacts {
  orderNo: string;
  accessKey: string;
  name: string;
  lines: {
    mpn: string;
    manufacturer: string;
    qty: number;
    amountCents: number;
    reference: string;
    backOrderQty: number;
    leadTimeWeeks: number;
  }[];
  /** The buyer's choice for back-ordered pieces. */
  shipments: ShipmentPlan;
  subtotalCents: number;
  shippingName: string;
  shippingCents: number;
  taxLabel: string;
  taxCents: number;
  totalCents: number;
  /** The currency every amount above is charged in, and its rate per US dollar. */
  currency: string;
  exchangeRate: string;
  exchangeRateDate: string;
  paymentDueAt: Date;
  address: string[];
}

const link = (site: MailSite, path: string) => new URL(path, site.publicOrigin).href;

function compose(
  site: MailSite,
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  table: string[][],
  action: { label: string; url: string },
): OutgoingMail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...table.map((row) => row.join('  ')),
    '',
    `${action.label}: ${action.url}`,
    '',
    `— ${site.brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<table>${table.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p>— ${escapeHtml(site.brand)}</p>`,
  ].join('\n');
  return { to, subject: `${subject} | ${site.brand}`, text, html };
}

const weeks = (n: number) => (n === 1 ? '1 week' : `${n} weeks`);

/** What happens to back-ordered pieces, as the buyer chose: nothing when none were back-ordered. */
function shipmentNote(order: Pick<OrderMailFacts, 'lines' | 'shipments'>): string[] {
  const later = order.lines.filter((l) => l.backOrderQty > 0);
  if (later.length === 0) return [];
  const longest = weeks(Math.max(...later.map((l) => l.leadTimeWeeks)));
  const anyNow = order.lines.some((l) => l.qty > l.backOrderQty);
  if (!anyNow) return [`Some parts are back-ordered: your order ships in about ${longest}, when they arrive.`];
  return order.shipments === 'split'
    ? [`Two shipments, as you chose: what is in stock ships now; the back-ordered parts follow in about ${longest}.`]
    : [`One shipment, as you chose: we ship everything together when the back-ordered parts arrive, in about ${longest}.`];
}

/** The order confirmation, queued in the order's own transaction. */
export function orderConfirmationMail(site: MailSite, to: string, order: OrderMailFacts): OutgoingMail {
  const due = order.paymentDueAt.toLocaleString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const money = (cents: number) => formatCents(cents, order.currency);
  const count = (n: number) => n.toLocaleString('en-US');
  const table = [
    ...order.lines.map((l) => [
      `${count(l.qty)} × ${l.mpn} (${l.manufacturer})${l.reference ? ` [${l.reference}]` : ''}${
        l.backOrderQty > 0
          ? `: ${count(l.qty - l.backOrderQty)} ship now, ${count(l.backOrderQty)} ship in about ${weeks(l.leadTimeWeeks)}`
          : ''
      }`,
      money(l.amountCents),
    ]),
    ['Subtotal', money(order.subtotalCents)],
    [`Shipping: ${order.shippingName}`, money(order.shippingCents)],
    [order.taxLabel, money(order.taxCents)],
    [order.currency === BASE_CURRENCY ? 'Total' : `Total (${order.currency})`, money(order.totalCents)],
  ];
  const rateNote =
    order.currency === BASE_CURRENCY
      ? []
      : [
          `Charged in ${order.currency} at ${order.exchangeRate} ${order.currency} per US dollar (exchange rate of ${order.exchangeRateDate}).`,
        ];
  return compose(
    site,
    to,
    `Order ${order.orderNo} received`,
    `Hello ${order.name},`,
    [
      `Thank you for your order ${order.orderNo}. We have reserved the parts for you.`,
      `Please pay by ${due} UTC; unpaid orders are cancelled after that and the parts released.`,
      ...shipmentNote(order),
      ...rateNote,
      `Delivery to: ${order.address.filter(Boolean).join(', ')}`,
    ],
    table,
    { label: 'View or pay your order', url: link(site, orderDetailUrl(order.orderNo, order.accessKey)) },
  );
}

/** Sent when a payment succeeded. */
export function paymentReceivedMail(
  site: MailSite,
  to: string,
  facts: { orderNo: string; accessKey: string; name: string; totalCents: number; currency: string; card: string },
): OutgoingMail {
  return compose(
    site,
    to,
    `Payment received for order ${facts.orderNo}`,
    `Hello ${facts.name},`,
    [
      `We received your payment of ${formatCents(facts.totalCents, facts.currency)} (${facts.card}). Your parts are being prepared for shipping.`,
    ],
    [],
    { label: 'View your order', url: link(site, orderDetailUrl(facts.orderNo, facts.accessKey)) },
  );
}
