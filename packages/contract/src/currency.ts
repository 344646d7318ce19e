import { z } from 'zod';
import { CURRENCY_MESSAGES } from './currency-data';

export * from './currency-data';

const currencyCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, { error: CURRENCY_MESSAGES.code }));

/** The query of GET /common/CalcExchangeRate: nothing (the list), or an amount with from/to. */
export const exchangeRateQueryInput = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,6})?$/, { error: CURRENCY_MESSAGES.amount })
    .refine((value) => Number(value) <= 1_000_000_000_000, { error: CURRENCY_MESSAGES.amountTooLarge })
    .optional(),
  from: currencyCode.optional(),
  to: currencyCode.optional(),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CURRENCY_MESSAGES.date })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: CURRENCY_MESSAGES.date,
    })
    .optional(),
});
export type ExchangeRateQuery = z.output<typeof exchangeRateQueryInput>;

/** A currency of the region menu (docs/product.md §3: text, value, symbol). */
export const currencyOption = z.object({ text: z.string(), value: z.string(), symbol: z.string() });

/** A currency with the rate that applies now (or on the date asked for). */
export const currencyRate = currencyOption.extend({
  /** Units per US dollar as decimal text ('0.8532'); '1' for the base. */
  rate: z.string(),
  /** Effective date of the rate (YYYY-MM-DD); '' for the base. */
  date: z.string(),
  source: z.string(),
});

/** GET /common/CalcExchangeRate without an amount: every currency offered, with its rate. */
export const exchangeRateList = z.object({ Base: z.string(), Currencies: z.array(currencyRate) });

/** GET /common/CalcExchangeRate with an amount: the amount converted. */
export const exchangeRateResult = z.object({
  Amount: z.string(),
  From: z.string(),
  To: z.string(),
  /** Units of To per unit of From, to RATE_DECIMALS places. */
  Rate: z.string(),
  /** Effective date of the rates used (the later of the two; '' when both are the base). */
  Date: z.string(),
  /** The converted amount rounded half up to cents of To, as an order would charge it. */
  Result: z.string(),
  /** Result as money text in English ('€10.67'). */
  ResultText: z.string(),
});

export const exchangeRate = z.union([exchangeRateList, exchangeRateResult]);
