import { z } from 'zod';
import { isValidEmail } from './account';
import {
  QUICK_ORDER_MESSAGES,
  QUICK_ORDER_MAX_CHARACTERS,
  BOM_MAX_LINES,
  RFQ_MESSAGES,
  RFQ_MAX_LINES,
  type RfqFieldErrors,
} from './sourcing-data';

export * from './sourcing-data';

export const quickOrderTextInput = z.object({
  text: z.string({ error: QUICK_ORDER_MESSAGES.empty }).max(QUICK_ORDER_MAX_CHARACTERS, {
    error: `The text is longer than ${QUICK_ORDER_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
  }),
  /** Choices for ambiguous lines, 'line:partId' (one select per line posts one value). */
  choice: z.union([z.string(), z.array(z.string())]).optional(),
});
export type QuickOrderTextInput = z.infer<typeof quickOrderTextInput>;

// A malformed id is simply an id no BOM has: the server answers 404, as for any unknown one.
const bomId = z.string({ error: 'Which BOM? The id is missing.' }).max(64, { error: 'This BOM link is not valid.' });
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${min}.` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')}.` });
const builds = wholeNumber('The build count', 1, 100_000);
const attrition = z.coerce
  .number({ error: 'Attrition must be a number of percent.' })
  .min(0, { error: 'Attrition must be between 0 and 100 %.' })
  .max(100, { error: 'Attrition must be between 0 and 100 %.' });

export const bomPlanInput = z.object({ id: bomId, builds: builds.optional(), attrition: attrition.optional() });
export const bomIdInput = z.object({ id: bomId });
export const bomMappingInput = z.object({
  id: bomId,
  headerRow: wholeNumber('The header row', 0, 50),
  /** One value per column, in order: a field name, or '' to ignore the column. */
  column: z.union([z.string(), z.array(z.string())]).optional(),
});
export const bomChooseInput = z.object({
  id: bomId,
  line: wholeNumber('The line', 1, BOM_MAX_LINES),
  partId: wholeNumber('The part', 0, 2_147_483_647),
});
export const bomSaveInput = z.object({
  id: bomId,
  name: z.string().trim().min(1, { error: 'Give the BOM a name.' }).max(100, { error: 'The name may have up to 100 characters.' }),
  builds: builds.optional(),
  attrition: attrition.optional(),
});
export const bomCartInput = z.object({ id: bomId, builds: builds.optional(), attrition: attrition.optional() });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} may have up to ${max} characters.` })
    .optional()
    .transform((value) => value ?? '');

export const rfqLineInput = z.object({
  partNo: z
    .string({ error: RFQ_MESSAGES.partNoRequired })
    .trim()
    .min(1, { error: RFQ_MESSAGES.partNoRequired })
    .max(60, { error: RFQ_MESSAGES.partNoTooLong }),
  manufacturer: optionalText(60, 'The manufacturer'),
  quantity: z
    .union([z.string(), z.number()], { error: RFQ_MESSAGES.quantityRequired })
    .transform((value) => String(value).trim().replace(/,/g, ''))
    .refine((value) => value !== '', { error: RFQ_MESSAGES.quantityRequired })
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10_000_000, { error: RFQ_MESSAGES.quantityInvalid })
    .transform(Number),
  targetPrice: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim().replace(/^\$/, '')))
    .refine((value) => value === '' || /^\d{1,7}(\.\d{1,6})?$/.test(value), { error: RFQ_MESSAGES.targetPriceInvalid })
    .transform((value) => (value === '' ? null : Math.round(Number(value) * 1_000_000))),
});

export const rfqInput = z.object({
  lines: z
    .array(rfqLineInput, { error: RFQ_MESSAGES.noLines })
    .min(1, { error: RFQ_MESSAGES.noLines })
    .max(RFQ_MAX_LINES, { error: RFQ_MESSAGES.tooManyLines }),
  name: z
    .string({ error: RFQ_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: RFQ_MESSAGES.nameRequired })
    .max(100, { error: 'The name may have up to 100 characters.' }),
  company: optionalText(100, 'The company name'),
  email: z
    .string({ error: RFQ_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: RFQ_MESSAGES.emailRequired })
    .refine(isValidEmail, { error: RFQ_MESSAGES.emailInvalid }),
  phone: optionalText(20, 'The phone number').refine((value) => value === '' || /^\+?[\d\s().-]{6,20}$/.test(value), {
    error: RFQ_MESSAGES.phoneInvalid,
  }),
  country: z.string({ error: RFQ_MESSAGES.countryRequired }).trim().min(1, { error: RFQ_MESSAGES.countryRequired }).max(60),
  message: optionalText(2000, 'The message'),
});
export type RfqInput = z.input<typeof rfqInput>;
export type RfqValid = z.output<typeof rfqInput>;

export function rfqFieldErrors(error: z.ZodError): RfqFieldErrors {
  const errors: RfqFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
