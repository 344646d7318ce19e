import { useEffect, useId, useState } from 'react';
import type { FocusEvent, FormEvent, KeyboardEvent, Ref } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SearchBox.css';
import type { SearchBoxVariants } from './SearchBox.css';
import { variantOptions } from '../private/variant-options';
import { SuggestionPanel, emptySuggestions, flattenSuggestions, optionId, suggestionPanelLabels, suggestionsFor } from './SuggestionPanel';
import type { ProductSuggestion, SearchSuggestions, SuggestionOption } from './SuggestionPanel';

/** Spec §5/§9: a part search needs at least this many characters after trimming. */
export const searchKeywordMinLength = 3;

export const searchBoxSizes = variantOptions<NonNullable<SearchBoxVariants['size']>>()(['standard', 'large']);

export const searchBoxLabels = {
  ...suggestionPanelLabels,
  /** Accessible name of the text box. */
  input: 'Search parts',
  placeholder: 'Search part number or keyword',
  submit: 'Search',
  /** Spec §5 warning for a keyword shorter than 3 characters. */
  keywordEmpty: 'keyword cannot be empty',
};
export type SearchBoxLabels = Record<keyof typeof searchBoxLabels, string>;

export type SearchBoxProps = {
  /** The text in the box (controlled). */
  value: string;
  /** Called with the new text on every keystroke, on pick and on the blur trim. */
  onChange: (value: string) => void;
  /** Called with the trimmed, upper-cased keyword (≥ 3 characters) on submit or on picking a keyword. */
  onSubmit: (keyword: string) => void;
  /** Called with the docs/product.md §5 message when the trimmed keyword is shorter than 3 characters. @default undefined */
  onInvalid?: (message: string) => void;
  /** Called when a product suggestion is picked. @default navigates to its ProductUrl */
  onSelectProduct?: (product: ProductSuggestion) => void;
  /** Called when a category or manufacturer suggestion is picked, with its address. @default navigates to it */
  onSelectLink?: (url: string) => void;
  /** Called by the panel's 'clear history' button; without it the button is hidden. @default undefined */
  onClearHistory?: () => void;
  /** History and hot searches (offered while the box is empty), product, category and manufacturer matches (while typing). @default no suggestions */
  suggestions?: SearchSuggestions;
  /** The autocomplete call is running. @default false */
  loading?: boolean;
  /** A validation message shown under the box (e.g. the last onInvalid message). @default undefined */
  error?: string;
  /** Where the form submits without JavaScript (GET, field `keyword`). @default '/search' */
  action?: string;
  /** Height of the box: large suits the home page hero. @default 'standard' */
  size?: SearchBoxVariants['size'];
  /** Base id for the input and its listbox. @default a generated id */
  id?: string;
  /** Fixed strings. @default English */
  labels?: Partial<SearchBoxLabels>;
  /** Ref to the text input. @default undefined */
  ref?: Ref<HTMLInputElement>;
};

/** Trims a keyword and checks the docs/product.md §5 rule: the upper-cased keyword, or null when too short. */
export const normaliseSearchKeyword = (raw: string): string | null => {
  const keyword = raw.trim();
  return keyword.length >= searchKeywordMinLength ? keyword.toUpperCase() : null;
};

/**
 * The part search box with its suggestion panel: an ARIA 1.2 combobox over a grouped listbox.
 * It is a real GET form (`keyword`), so it searches without JavaScript too.
 */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  onInvalid,
  onSelectProduct,
  onSelectLink,
  onClearHistory,
  suggestions: allSuggestions = emptySuggestions,
  loading = false,
  error,
  action = '/search',
  size = 'standard',
  id,
  labels,
  ref,
}: SearchBoxProps) {
  const text = { ...searchBoxLabels, ...labels };
  const generatedId = useId();
  const inputId = id ?? `${generatedId}search`;
  const listboxId = `${inputId}-listbox`;
  const errorId = `${inputId}-error`;
  const [wantsOpen, setWantsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const suggestions = suggestionsFor(allSuggestions, value);
  const options = flattenSuggestions(suggestions);
  const open = wantsOpen && (options.length > 0 || loading);
  const active = open && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  // Keeps the highlighted option in view when the arrows walk past the panel's scroll area.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const close = () => {
    setWantsOpen(false);
    setActiveIndex(-1);
  };

  const submitKeyword = (raw: string) => {
    const keyword = normaliseSearchKeyword(raw);
    if (keyword === null) {
      onInvalid?.(text.keywordEmpty);
      return;
    }
    close();
    onSubmit(keyword);
  };

  const pick = (option: SuggestionOption | undefined) => {
    if (!option) return;
    if (option.group === 'products') {
      close();
      if (onSelectProduct) onSelectProduct(option.product);
      else window.location.assign(option.product.ProductUrl);
      return;
    }
    if ('link' in option) {
      close();
      if (onSelectLink) onSelectLink(option.link.Url);
      else window.location.assign(option.link.Url);
      return;
    }
    onChange(option.keyword);
    submitKeyword(option.keyword);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitKeyword(value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setWantsOpen(true);
        if (count > 0) setActiveIndex(open ? (active + 1) % count : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setWantsOpen(true);
        if (count > 0) setActiveIndex(open && active > 0 ? active - 1 : count - 1);
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          pick(options[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        break;
      default:
        break;
    }
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    close();
    const trimmed = value.trim();
    if (trimmed !== value) onChange(trimmed);
  };

  return (
    <form method="get" action={action} role="search" noValidate className={styles.form} onSubmit={handleSubmit} onBlur={handleBlur}>
      <div className={styles.field({ size, invalid: Boolean(error) })}>
        <label htmlFor={inputId}>
          <VisuallyHidden>{text.input}</VisuallyHidden>
        </label>
        <input
          ref={ref}
          id={inputId}
          name="keyword"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={styles.input}
          placeholder={text.placeholder}
          value={value}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setWantsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setWantsOpen(true)}
          onClick={() => setWantsOpen(true)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className={styles.submit({ size })}>
          <Icon name="search" size="standard" />
          <span className={styles.submitText}>{text.submit}</span>
        </button>
        <SuggestionPanel
          id={listboxId}
          open={open}
          suggestions={suggestions}
          activeIndex={active}
          loading={loading}
          query={value}
          labels={text}
          onPick={(index) => pick(options[index])}
          onHover={setActiveIndex}
          {...(onClearHistory ? { onClearHistory } : {})}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
