import { MIN_KEYWORD_LENGTH, type SearchSuggestions } from '@ferrite/contract';

/** Spec §9: suggestions wait for 150 ms of quiet typing. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

export const NO_SUGGESTIONS: SearchSuggestions = { Products: [], Categories: [], Manufacturers: [] };

export interface AutocompleteController {
  /** Call on every keystroke; suggestions arrive through onResults. */
  input(value: string): void;
  dispose(): void;
}

/**
 * Debounces typing, asks only for 3+ characters, and drops any answer that arrives after a newer
 * request was made, so a slow reply for "STM3" never overwrites the list for "STM32F1".
 */
export function createAutocomplete(
  fetchSuggestions: (keyword: string) => Promise<SearchSuggestions>,
  onResults: (found: SearchSuggestions, loading: boolean) => void,
  debounceMs = AUTOCOMPLETE_DEBOUNCE_MS,
): AutocompleteController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  return {
    input(value) {
      clearTimeout(timer);
      const keyword = value.trim();
      const request = ++latest;
      if (keyword.length < MIN_KEYWORD_LENGTH) {
        onResults(NO_SUGGESTIONS, false);
        return;
      }
      timer = setTimeout(() => {
        onResults(NO_SUGGESTIONS, true);
        fetchSuggestions(keyword).then(
          (found) => request === latest && onResults(found, false),
          () => request === latest && onResults(NO_SUGGESTIONS, false),
        );
      }, debounceMs);
    },
    dispose() {
      clearTimeout(timer);
      latest++;
    },
  };
}
