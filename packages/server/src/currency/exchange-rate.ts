import { endpoints } from '@ferrite/contract/endpoints';
import { BASE_CURRENCY, convertAmountCents, crossRate, CURRENCY_MESSAGES } from '@ferrite/contract/currency';
import { currentRates, ratesOn } from './rates';
import { requestCurrency } from './request-currency';
import { badRequest } from '../api/errors';
import { defineOperation } from '../api/operation';

export const calcExchangeRate = defineOperation(endpoints.currency.exchangeRate, {
  summary:
    'Without amount: the currencies offered (text, value, symbol) with their rate per US dollar and its date. With amount (up to 6 decimals), from (default USD) and to (default the request currency): the amount converted, rounded half up to cents. date=YYYY-MM-DD uses the rates in effect that day.',
  async handler(input, ctx) {
    const rates = input.date ? await ratesOn(ctx.db, input.date) : await currentRates(ctx);
    if (input.amount === undefined) {
      if (input.from || input.to) throw badRequest(CURRENCY_MESSAGES.amountNeeded);
      return { Base: BASE_CURRENCY, Currencies: rates };
    }
    const fromCode = input.from ?? BASE_CURRENCY;
    const toCode = input.to ?? (await requestCurrency(ctx)).value;
    const find = async (code: string) => {
      const found = rates.find((r) => r.value === code);
      if (found) return found;
      if (input.date && (await currentRates(ctx)).some((r) => r.value === code))
        throw badRequest(CURRENCY_MESSAGES.noRateOn(code, input.date));
      throw badRequest(
        CURRENCY_MESSAGES.unknown(
          code,
          rates.map((r) => r.value),
        ),
      );
    };
    const from = await find(fromCode);
    const to = await find(toCode);
    const cents = convertAmountCents(input.amount, from.rate, to.rate);
    return {
      Amount: input.amount,
      From: from.value,
      To: to.value,
      Rate: crossRate(from.rate, to.rate),
      Date: [from.date, to.date].sort().at(-1) ?? '',
      Result: fixed2(cents),
      ResultText: new Intl.NumberFormat('en-US', { style: 'currency', currency: to.value }).format(cents / 100),
    };
  },
});

/** Cents as decimal text with exactly two places ('10.60'). */
function fixed2(cents: number): string {
  const text = String(cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
