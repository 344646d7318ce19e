import { z } from 'zod';

export const LIFECYCLES = ['Active', 'New Product', 'Not Recommended for New Designs', 'Last Time Buy', 'Obsolete'] as const;

const whole = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` });

/** '1:0.10;100:0.045' (quantity:US dollars) or an array of {qty, unitPrice}: price breaks in millionths of a dollar. */
const priceBreaks = z
  .union([
    z.string().transform((text, ctx) => {
      const breaks: { qty: number; unitPrice: string }[] = [];
      for (const part of text
        .split(/[;|]/)
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^(\d+)\s*:\s*\$?(\d+(?:\.\d{1,6})?)$/.exec(part);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `price break "${part}" must look like 100:0.045` });
          return z.NEVER;
        }
        breaks.push({ qty: Number(match[1]), unitPrice: match[2]! });
      }
      return breaks;
    }),
    z.array(z.object({ qty: z.number().int().positive(), unitPrice: z.union([z.number(), z.string()]).transform(String) })),
  ])
  .transform((breaks, ctx) => {
    const micros = breaks.map((b) => {
      // Dollars to millionths through the decimal string, never through a float product.
      const [whole = '0', fraction = ''] = b.unitPrice.split('.');
      return { qty: b.qty, unitPriceMicros: Number(whole) * 1_000_000 + Number((fraction + '000000').slice(0, 6)) };
    });
    if (micros.length === 0) ctx.addIssue({ code: 'custom', message: 'price_breaks needs at least one break' });
    for (let i = 1; i < micros.length; i++) {
      if (micros[i]!.qty <= micros[i - 1]!.qty) ctx.addIssue({ code: 'custom', message: 'price break quantities must increase' });
      if (micros[i]!.unitPriceMicros > micros[i - 1]!.unitPriceMicros)
        ctx.addIssue({ code: 'custom', message: 'unit prices must not rise with quantity' });
    }
    if (micros.some((b) => b.unitPriceMicros <= 0)) ctx.addIssue({ code: 'custom', message: 'unit prices must be above zero' });
    return micros;
  });

/** 'Resistance=10 kΩ|Tolerance=±1%' or an object. */
const parameters = z
  .union([
    z.string().transform((text, ctx) => {
      const result: Record<string, string> = {};
      for (const pair of text
        .split('|')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const eq = pair.indexOf('=');
        if (eq <= 0) {
          ctx.addIssue({ code: 'custom', message: `parameter "${pair}" must look like Name=Value` });
          return z.NEVER;
        }
        result[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
      }
      return result;
    }),
    z.record(z.string(), z.union([z.string(), z.number()]).transform(String)),
  ])
  .default({});

const yesNo = z.union([z.boolean(), z.string()]).transform((value, ctx) => {
  if (typeof value === 'boolean') return value;
  const v = value.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  ctx.addIssue({ code: 'custom', message: 'rohs must be yes or no' });
  return z.NEVER;
});

/** One catalogue row of an import file (CSV columns or JSON-lines keys of the same names). */
export const importRow = z
  .object({
    mpn: z
      .string({ error: 'mpn is required' })
      .trim()
      .min(1, { error: 'mpn is required' })
      .max(120, { error: 'mpn is longer than 120 characters' }),
    manufacturer: z.string({ error: 'manufacturer is required' }).trim().min(1, { error: 'manufacturer is required' }).max(120),
    category: z.string({ error: 'category is required' }).trim().min(1, { error: 'category is required' }),
    description: z.string({ error: 'description is required' }).trim().min(1, { error: 'description is required' }).max(500),
    stock: whole('stock', 0),
    moq: whole('moq', 1).default(1),
    order_multiple: whole('order_multiple', 1).default(1),
    packaging: z.string().trim().max(40).default('Cut Tape'),
    lifecycle: z.enum(LIFECYCLES, { error: `lifecycle must be one of: ${LIFECYCLES.join(', ')}` }).default('Active'),
    lead_time_weeks: whole('lead_time_weeks', 0).default(0),
    weight_grams: z.coerce
      .number({ error: 'weight_grams must be a number' })
      .min(0, { error: 'weight_grams must not be negative' })
      .max(100_000)
      .default(0),
    rohs: yesNo.default(true),
    datasheet_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'datasheet_url must be an http(s) URL' })]).default(''),
    price_breaks: priceBreaks,
    parameters,
    base_mpn: z.string().trim().max(120).optional(),
  })
  .refine((row) => row.moq % row.order_multiple === 0, { message: 'moq must be a multiple of order_multiple', path: ['moq'] })
  .refine((row) => row.price_breaks[0]?.qty === row.moq || row.price_breaks.length === 0, {
    message: 'the first price break must be at the moq',
    path: ['price_breaks'],
  });

export type ImportRow = z.output<typeof importRow>;

/** CSV gives empty cells as ''; treat them as absent so defaults apply. */
export function dropEmptyCells(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '' && value !== null && value !== undefined));
}
