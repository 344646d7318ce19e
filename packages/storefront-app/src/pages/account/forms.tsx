import { data, useActionData } from 'react-router-dom';
import { Box, Notice } from '@ferrite/ui';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import type { Endpoint, EndpointInput, EndpointOutput } from '@ferrite/contract/endpoint';
import { ApiCallError, type ApiClient } from '../../api/client';
import type { SessionUser } from '@ferrite/contract';
import { useMessageText } from '../../i18n/api-messages';
import { useStores } from '../../state/context';

/** What an account form's action hands back to its page: messages per field, for the form, or a success note. */
export interface FormResult {
  fieldErrors?: Record<string, string>;
  formError?: string;
  /** Extra facts a page may act on (e.g. NeedsVerification). */
  errorData?: unknown;
  success?: string;
  /** The submitted text fields, passwords left out, to refill a form rendered without JavaScript. */
  values?: Record<string, string>;
}

/**
 * The action's answer with its messages in the reader's language. Actions keep the API's English
 * (the same text whether the schema ran here or on the server); the page translates what it shows.
 */
export function useFormResult(): FormResult | undefined {
  const result = useActionData() as FormResult | undefined;
  const tm = useMessageText(['account']);
  if (!result) return undefined;
  return {
    ...result,
    ...(result.fieldErrors
      ? { fieldErrors: Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, tm(message)])) }
      : {}),
    ...(result.formError !== undefined ? { formError: tm(result.formError) } : {}),
    ...(result.success !== undefined ? { success: tm(result.success) } : {}),
  };
}

/** Name of the hidden field that carries the CSRF token in forms posted without JavaScript. */
export const CSRF_FIELD = '_csrf';

/**
 * The account API's zod input schemas, loaded by the action that validates a post rather than with
 * the page: pages render without zod (issue 10, JavaScript budget).
 */
export const accountInputs = () => import('@ferrite/contract/account');

/** The submitted form as plain strings (last value wins). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

function refill(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && !/password|token|_csrf/i.test(entry[0])),
  );
}

/** Runs the shared schema; the first message of each field, or the parsed value. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: Record<string, string | undefined>,
): { ok: true; value: z.output<S> } | { ok: false; result: FormResult } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, result: { fieldErrors, values: refill(values) } };
}

/** An action's answer with a 400 status, so a page posted without JavaScript is not cached as a success. */
export function invalid(result: FormResult) {
  return data(result, { status: 400 });
}

export type Submitted<T> = { ok: true; data: T; message: string } | { ok: false; result: FormResult; code: number };

/** POSTs through the app's API client without a snackbar: the page shows the message by the form. */
export async function submit<E extends Endpoint>(
  api: ApiClient,
  endpoint: E,
  body: EndpointInput<E>,
  values: Record<string, string> = {},
): Promise<Submitted<EndpointOutput<E>>> {
  try {
    const envelope = await api.silent.envelope(endpoint, body);
    return { ok: true, data: envelope.data, message: envelope.message };
  } catch (error) {
    if (error instanceof ApiCallError)
      return { ok: false, code: error.code, result: { formError: error.message, errorData: error.data, values: refill(values) } };
    throw error;
  }
}

/** The hidden CSRF field for forms that must also work without JavaScript. */
export function CsrfField() {
  const session = useSnapshot(useStores().session);
  const token = (session.user as SessionUser | null)?.CsrfToken;
  return token ? <input type="hidden" name={CSRF_FIELD} value={token} /> : null;
}

/** Messages above a form: an error (announced) or a success note. */
export function FormMessages({ result }: { result: FormResult | undefined }) {
  if (!result) return null;
  if (result.formError) {
    return (
      <Box marginY="medium">
        <Notice tone="error" announce="assertive">
          {result.formError}
        </Notice>
      </Box>
    );
  }
  if (result.success) {
    return (
      <Box marginY="medium">
        <Notice tone="success" announce="polite">
          {result.success}
        </Notice>
      </Box>
    );
  }
  return null;
}
