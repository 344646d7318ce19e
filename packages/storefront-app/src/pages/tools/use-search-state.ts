import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { searchString } from './tool-urls';

/** How long typing must pause before the URL is updated. */
export const URL_UPDATE_DELAY_MS = 250;

/**
 * Page state that lives in the query string: it starts from the loader's data, changes at once on
 * input, and writes itself to the URL a moment later with `replace` (no reload, no history entry).
 * A navigation the page did not make itself (a submit, back, a link) puts the loader's data back.
 */
export function useSearchState<T>(loaded: T, toParams: (value: T) => URLSearchParams, delayMs = URL_UPDATE_DELAY_MS) {
  const [value, setValue] = useState(loaded);
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const written = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (written.current !== null && written.current === location.search) return;
    clearTimeout(timer.current);
    setValue(loaded);
    // Only new loader data matters here; the search is read to tell our own writes apart.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (next: T) => {
      setValue(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const params = toParams(next);
        written.current = searchString(params);
        setSearchParams(params, { replace: true, preventScrollReset: true });
      }, delayMs);
    },
    [toParams, delayMs, setSearchParams],
  );

  return [value, update] as const;
}

/**
 * A visitor can type into a page's form before it hydrates (the list and results work without
 * JavaScript); the first render after hydration would put the loader's values back and lose those
 * keystrokes. Once, at hydration, hands `adopt` what the form holds then.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (fields: URLSearchParams) => void): void {
  useEffect(() => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') fields.append(name, value);
    adopt(fields);
    // Once: afterwards the form is React's.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
