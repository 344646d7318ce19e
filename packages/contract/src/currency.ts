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
