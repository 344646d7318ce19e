import { translateMessage } from '../../i18n/api-messages';
import type { Translator } from '../../i18n';
import type { FormResult } from '../account/forms';

// The content and newsletter APIs answer with the contract's English messages (the server and the
// forms share them); the pages show each in the reader's language, found by its English text in
// the pack (content's own entries first). Unknown messages pass unchanged.

/** A content or newsletter API message in the reader's language. */
export function contentMessage(t: Translator['t'], message: string): string {
  return translateMessage({ t }, message, ['content', 'errors']);
}

/** A form action's result with every message translated. */
export function translateFormResult(t: Translator['t'], result: FormResult): FormResult {
  const fieldErrors = result.fieldErrors
    ? Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, contentMessage(t, message)]))
    : undefined;
  return {
    ...result,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(result.formError ? { formError: contentMessage(t, result.formError) } : {}),
    ...(result.success ? { success: contentMessage(t, result.success) } : {}),
  };
}
