import { useEffect, type RefObject } from 'react';
import { readJson, writeJson } from '../../state/browser-storage';

/**
 * The spec's client state keys `quickorder` and `rfq` (§3): what a buyer typed into quick order or
 * the RFQ form, kept in the browser so a reload or a detour to a product page loses nothing.
 * Cleared once the order or the request went through.
 */
export const DRAFT_KEYS = { quickorder: 'fe.quickorder', rfq: 'fe.rfq' } as const;

export function readQuickOrderDraft(): string {
  const draft = readJson<{ text?: unknown }>(DRAFT_KEYS.quickorder, {});
  return typeof draft.text === 'string' ? draft.text : '';
}

export function writeQuickOrderDraft(text: string): void {
  writeJson(DRAFT_KEYS.quickorder, { text: text.slice(0, 60_000) });
}

export function clearDraft(key: keyof typeof DRAFT_KEYS): void {
  writeJson(DRAFT_KEYS[key], {});
}

type FieldValues = Record<string, string[]>;

/**
 * Keeps an uncontrolled form's text fields in a draft: saved on every input, put back once after
 * hydration when `restore` is true (the server rendered the form empty).
 */
export function useFormDraft(form: RefObject<HTMLFormElement | null>, key: keyof typeof DRAFT_KEYS, restore: boolean): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const fields = () =>
      [...element.elements].filter(
        (el): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
          'name' in el &&
          !!(el as HTMLInputElement).name &&
          (el as HTMLInputElement).type !== 'hidden' &&
          (el as HTMLInputElement).type !== 'submit',
      );
    if (restore) {
      const draft = readJson<FieldValues>(DRAFT_KEYS[key], {});
      const seen: Record<string, number> = {};
      for (const field of fields()) {
        const index = (seen[field.name] = (seen[field.name] ?? -1) + 1);
        const value = draft[field.name]?.[index];
        if (typeof value === 'string' && value !== '' && field.value === '') field.value = value;
      }
    }
    const save = () => {
      const values: FieldValues = {};
      for (const field of fields()) (values[field.name] ??= []).push(field.value.slice(0, 2_000));
      writeJson(DRAFT_KEYS[key], values);
    };
    element.addEventListener('input', save);
    element.addEventListener('change', save);
    return () => {
      element.removeEventListener('input', save);
      element.removeEventListener('change', save);
    };
  }, [form, key, restore]);
}
