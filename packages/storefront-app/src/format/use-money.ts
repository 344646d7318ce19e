import { useSnapshot } from 'valtio';
import type { Currency, PriceBreak } from '@ferrite/ui';
import type { PriceBreakDto } from '@ferrite/contract/home';
import { formatCents } from '@ferrite/contract/buying-data';
import { BASE_CURRENCY, lineAmountIn, unitsIn } from '@ferrite/contract/currency-data';
import { localeOf } from '../i18n/languages';
import { useStores } from '../state/context';
import { formatMoney, formatUnitPrice } from './money';
import { numberFormat } from '@ferrite/contract/number-format';

/**
 * Price formatters bound to one currency and rate. Unit prices and dollar amounts (millionths of
 * a dollar) are converted for display; amounts the API already gave in a currency (…Cents, cart
 * ItemAmount) are only formatted, in the currency the API named.
 */
export interface Money {
  currency: string;
  rate: string;
  /** Effective date of the rate (YYYY-MM-DD); '' for US dollars. */
  rateDate: string;
  /** Prices are converted from US dollars: pages show the reference-only note. */
  converted: boolean;
  /** The reader's language code and its Intl locale. */
  lang: string;
  locale: string;
  /** A unit price, with the sub-cent digits passives need. */
  unit(micros: number): string;
  /** A dollar amount in millionths, converted and rounded half up to cents (BOM totals). */
  amount(micros: number): string;
  /** qty × a unit price, exactly as the cart and checkout charge it (contract/currency.ts lineAmountIn). */
  line(qty: number, unitMicros: number): string;
  /** A unit price as a number of currency units (for the kit's PriceBreakTable). */
  units(micros: number): number;
  /** Cents already in `currency` (default this one), as the API answers them. */
  cents(cents: number, currency?: string): string;
  /** An amount already in units of this currency (the kit sidebar's prices), with 2 to 4 decimals. */
  inUnits(amount: number): string;
  /** Props for the kit's PriceBreakTable: the breaks converted, with currency and locale. */
  /**
   * Props for the kit's PriceBreakTable: its unit prices written as everywhere else on the site
   * (`unit`), its extended prices as the cart charges them (`line`, whole cents).
   */
  breakTable(breaks: readonly PriceBreakDto[]): {
    breaks: PriceBreak[];
    currency: Currency;
    locale: string;
    formatUnitPrice: (row: PriceBreak) => string;
    formatExtendedPrice: (row: PriceBreak) => string;
  };
}

export function moneyFor(currency: string, rate: string, rateDate = '', lang = 'en'): Money {
  const factor = Number(rate);
  const locale = localeOf(lang);
  return {
    currency,
    rate,
    rateDate,
    converted: currency !== BASE_CURRENCY,
    lang,
    locale,
    unit: (micros) => formatUnitPrice(micros, currency, factor, locale),
    amount: (micros) =>
      Number.isSafeInteger(micros) && micros >= 0
        ? formatCents(lineAmountIn(1, micros, rate), currency, locale)
        : formatMoney(micros, currency, factor, locale),
    line: (qty, unitMicros) => formatCents(lineAmountIn(qty, unitMicros, rate), currency, locale),
    units: (micros) => unitsIn(micros, rate),
    cents: (cents, other) => formatCents(cents, other ?? currency, locale),
    inUnits: (amount) =>
      numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount),
    // The kit types its currency as the spec's two; Intl formats any ISO code the rates table offers.
    breakTable: (breaks) => {
      const microsAt = new Map(breaks.map((b) => [b.qty, b.unitPriceMicros]));
      return {
        breaks: breaks.map((b) => ({ quantity: b.qty, unitPrice: unitsIn(b.unitPriceMicros, rate) })),
        currency: currency as Currency,
        locale,
        formatUnitPrice: (row) => formatUnitPrice(microsAt.get(row.quantity) ?? 0, currency, factor, locale),
        formatExtendedPrice: (row) => formatCents(lineAmountIn(row.quantity, microsAt.get(row.quantity) ?? 0, rate), currency, locale),
      };
    },
  };
}

/** The visitor's currency (region menu, `_currency` cookie) at the rate the server started the page with. */
export function useMoney(): Money {
  const business = useSnapshot(useStores().business);
  return moneyFor(business.currency, business.exchangeRate || '1', business.exchangeRateDate, business.lang);
}

/** Formatters for amounts the API priced in a given currency and rate (a checkout, an order), in the reader's locale. */
export function useMoneyOf(currency: string, rate: string, rateDate = ''): Money {
  const business = useSnapshot(useStores().business);
  return moneyFor(currency, rate || '1', rateDate, business.lang);
}
