import { BASE_CURRENCY, CURRENCY_MESSAGES, type CurrencyRate } from '@ferrite/contract/currency';
import type { RequestContext } from '../api/context';
import { badRequest } from '../api/errors';
import { BASE_RATE, currentRates } from './rates';

/**
 * The currency a request is priced in: the app's X-Currency header (docs/product.md §7), else the `_currency`
 * cookie, else US dollars. A header naming a currency we do not offer is a bad request; a stale
 * cookie (a currency since withdrawn) quietly falls back to dollars.
 */
export async function requestCurrency(ctx: Pick<RequestContext, 'db' | 'cache' | 'headers' | 'cookies'>): Promise<CurrencyRate> {
  const rates = await currentRates(ctx);
  const header = ctx.headers['x-currency']?.trim();
  if (header) {
    const found = rates.find((r) => r.value === header.toUpperCase());
    if (!found)
      throw badRequest(
        CURRENCY_MESSAGES.unknown(
          header.slice(0, 12),
          rates.map((r) => r.value),
        ),
      );
    return found;
  }
  return pickCurrency(rates, ctx.cookies._currency);
}

/** The offered currency named by a cookie value, else the base. */
export function pickCurrency(rates: CurrencyRate[], wanted: string | undefined): CurrencyRate {
  const code = (wanted ?? '').trim().toUpperCase();
  return rates.find((r) => r.value === code) ?? rates.find((r) => r.value === BASE_CURRENCY) ?? BASE_RATE;
}

/** What the page render starts with (docs/product.md §3 business state): the menu's list and the chosen rate. */
export async function currencyStateOf(ctx: Pick<RequestContext, 'db' | 'cache' | 'cookies' | 'log'>) {
  const rates = await currentRates(ctx).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'exchange rates unavailable; pricing in US dollars');
    return [BASE_RATE];
  });
  const chosen = pickCurrency(rates, ctx.cookies._currency);
  return {
    currency: chosen.value,
    currencySymbol: chosen.symbol,
    currencyList: rates.map(({ text, value, symbol }) => ({ text, value, symbol })),
    exchangeRate: chosen.rate,
    exchangeRateDate: chosen.date,
  };
}
