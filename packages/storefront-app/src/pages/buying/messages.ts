import { ApiCallError } from '../../api/client';
import type { OrderPayment, OrderStatus, PaymentStatus, ShippingMethod } from '@ferrite/contract/buying-data';
import type { Params, TranslationKey, Translator } from '../../i18n';
import { buying as englishBuying } from '../../i18n/packs/en/buying';
import { composedMessageText, messageKeyOf, messageRefOf, type ApiText } from '../../i18n/api-messages';

/**
 * The API answers in English (cart, checkout and payment messages, line problems, shipping and tax
 * labels). The buying pack holds each of those texts word for word (`msg…` keys), so a message is
 * shown in the reader's language through its entry (i18n/api-messages: by exact text or template).
 * The parts read back out of a template are localised too: a field or zone name that has an entry
 * of its own, and quantities written the English way ('2,500'). Unknown text is shown as it came.
 */
const english: Record<string, string> = englishBuying;

// Words a message names (field labels, shipping zones) that have entries of their own.
const terms = new Map<string, string>();
for (const [key, text] of Object.entries(english)) if (!text.includes('{') && !terms.has(text)) terms.set(text, key);

const NUMBER_PARTS = new Set(['qty', 'multiple', 'below', 'above', 'stock', 'max', 'kg']);
const ENGLISH_NUMBER = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

// The shared index skips templates with little fixed text ('VAT {country} {rate}'): the buying
// messages are known to be messages, so they are matched here too.
const shortTemplates = Object.entries(english)
  .filter(([key, text]) => key.startsWith('msg') && text.includes('{'))
  .map(([key, text]) => ({
    key: `buying.${key}` as TranslationKey,
    names: [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    pattern: new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)')}$`,
    ),
  }));

function buyingTemplate(message: string): { key: TranslationKey; params: Params } | undefined {
  for (const template of shortTemplates) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

type MessageTranslator = Pick<Translator, 't' | 'plural' | 'lang' | 'locale'>;

function localPart(i18n: MessageTranslator, name: string, value: string): string {
  const term = terms.get(value);
  if (term) return i18n.t(`buying.${term}` as TranslationKey);
  if (NUMBER_PARTS.has(name) && ENGLISH_NUMBER.test(value))
    return new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 4 }).format(Number(value.replace(/,/g, '')));
  return value;
}

/**
 * An API message in the reader's language: a composed one (with a message code) from its code and
 * values; otherwise the English, when a pack knows it (the buying section first).
 */
export function localMessage(i18n: MessageTranslator, text: string | ApiText): string {
  const answer = typeof text === 'string' ? { message: text } : text;
  const ref = messageRefOf(answer);
  if (ref) return composedMessageText(i18n, ref);
  const message = answer.message;
  if (i18n.lang === 'en' || !message) return message;
  const found = messageKeyOf(message, ['buying']) ?? buyingTemplate(message);
  if (!found) return message;
  const params: Params = {};
  for (const [name, value] of Object.entries(found.params ?? {})) params[name] = localPart(i18n, name, String(value));
  return i18n.t(found.key, params);
}

/** A failed call with its message in the reader's language: a loader's error page shows it. */
export function localApiError(i18n: MessageTranslator, error: unknown): unknown {
  return error instanceof ApiCallError ? new ApiCallError(localMessage(i18n, error), error.state, error.code, error.data) : error;
}

/** Field errors (field name → English message) in the reader's language. */
export function localFieldErrors(i18n: MessageTranslator, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localMessage(i18n, message)]));
}

export const SHIPPING_METHOD_KEYS: Record<ShippingMethod, TranslationKey> = {
  economy: 'buying.shippingEconomy',
  standard: 'buying.shippingStandard',
  express: 'buying.shippingExpress',
};

export const ORDER_STATUS_KEYS: Record<OrderStatus, TranslationKey> = {
  awaiting_payment: 'buying.orderStatusAwaitingPayment',
  paid: 'buying.orderStatusPaid',
  shipped: 'buying.orderStatusShipped',
  delivered: 'buying.orderStatusDelivered',
  cancelled: 'buying.orderStatusCancelled',
};

export const PAYMENT_STATUS_KEYS: Record<PaymentStatus, TranslationKey> = {
  unpaid: 'buying.paymentStatusUnpaid',
  requires_action: 'buying.paymentStatusRequiresAction',
  paid: 'buying.paymentStatusPaid',
  declined: 'buying.paymentStatusDeclined',
  refunded: 'buying.paymentStatusRefunded',
};

/** Status history entries: order states, as the history writes them. */
export const HISTORY_STATUS_KEYS: Record<string, TranslationKey | undefined> = {
  awaiting_payment: 'buying.historyAwaitingPayment',
  paid: 'buying.historyPaid',
  shipped: 'buying.historyShipped',
  delivered: 'buying.historyDelivered',
  cancelled: 'buying.historyCancelled',
};

export const PAYMENT_ATTEMPT_KEYS: Record<OrderPayment['Status'], TranslationKey> = {
  processing: 'buying.attemptProcessing',
  requires_action: 'buying.attemptRequiresAction',
  succeeded: 'buying.attemptSucceeded',
  declined: 'buying.attemptDeclined',
  failed: 'buying.attemptFailed',
};

export { countryName } from '../address/AddressFields';
