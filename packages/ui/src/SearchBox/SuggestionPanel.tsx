import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './SearchBox.css';

/** The suggestion groups, in the order the panel shows them (docs/product.md §2). */
export const suggestionGroups = ['history', 'hot', 'products', 'categories', 'manufacturers'] as const;
export type SuggestionGroup = (typeof suggestionGroups)[number];

/** A product suggestion from the autocomplete call (docs/product.md §3). */
export type ProductSuggestion = {
  /** Manufacturer part number, e.g. 'STM32F103C8T6'. */
  PartNo: string;
  /** Manufacturer name. */
  MFG: string;
  /** Product page address. */
  ProductUrl: string;
  /** A line of description. @default none */
  Description?: string;
  /** Stock as the reader's words, e.g. '12,000 in stock'. @default none */
  StockText?: string;
  /** Lowest unit price as the reader's words, e.g. 'from $0.0123'. @default none */
  PriceText?: string;
};

/** A category or manufacturer whose name matches what was typed. */
export type LinkSuggestion = {
  /** Its name. */
  Name: string;
  /** Its page address. */
  Url: string;
};

/** What the panel lists: recent keywords, popular keywords and matching products. */
export type SearchSuggestions = {
  /** The visitor's recent keywords, newest first (docs/product.md §9: at most 10). */
  history: readonly string[];
  /** Popular keywords. */
  hot: readonly string[];
  /** Autocomplete matches. */
  products: readonly ProductSuggestion[];
  /** Categories whose name matches. @default none */
  categories?: readonly LinkSuggestion[];
  /** Manufacturers whose name matches. @default none */
  manufacturers?: readonly LinkSuggestion[];
};

/** One choosable row of the panel, flattened across groups for keyboard navigation. */
export type SuggestionOption =
  | { group: 'history' | 'hot'; keyword: string }
  | { group: 'products'; product: ProductSuggestion }
  | { group: 'categories' | 'manufacturers'; link: LinkSuggestion };

export const emptySuggestions: SearchSuggestions = { history: [], hot: [], products: [] };

/** Flattens the groups into the order ArrowUp/ArrowDown walk through them. */
export const flattenSuggestions = (suggestions: SearchSuggestions): SuggestionOption[] => [
  ...suggestions.history.map((keyword) => ({ group: 'history' as const, keyword })),
  ...suggestions.hot.map((keyword) => ({ group: 'hot' as const, keyword })),
  ...suggestions.products.map((product) => ({ group: 'products' as const, product })),
  ...(suggestions.categories ?? []).map((link) => ({ group: 'categories' as const, link })),
  ...(suggestions.manufacturers ?? []).map((link) => ({ group: 'manufacturers' as const, link })),
];

/**
 * What the panel offers for the text in the box: recent and hot keywords while it is empty, the
 * matches once something is typed (old keywords above the matches would push them out of view).
 */
export const suggestionsFor = (suggestions: SearchSuggestions, typed: string): SearchSuggestions =>
  typed.trim() === ''
    ? { history: suggestions.history, hot: suggestions.hot, products: [] }
    : {
        history: [],
        hot: [],
        products: suggestions.products,
        categories: suggestions.categories,
        manufacturers: suggestions.manufacturers,
      };

export const suggestionPanelLabels = {
  /** Accessible name of the listbox. */
  suggestions: 'Search suggestions',
  history: 'Search History',
  hot: 'Hot Searches',
  products: 'Products',
  categories: 'Categories',
  manufacturers: 'Manufacturers',
  clearHistory: 'Clear history',
  loading: 'Loading suggestions…',
};
export type SuggestionPanelLabels = Record<keyof typeof suggestionPanelLabels, string>;

export type SuggestionPanelProps = {
  /** id of the listbox, referenced by the combobox's aria-controls. */
  id: string;
  /** Groups to list. @default empty */
  suggestions?: SearchSuggestions;
  /** Shown (false hides the panel but keeps the listbox in the DOM for aria-controls). @default true */
  open?: boolean;
  /** Index of the highlighted option in the flattened list, -1 for none. @default -1 */
  activeIndex?: number;
  /** Shows a loading row under the groups. @default false */
  loading?: boolean;
  /** Text typed so far, highlighted inside product part numbers. @default '' */
  query?: string;
  /** Called with the index of the option clicked. @default undefined */
  onPick?: (index: number) => void;
  /** Called with the index of the option under the pointer. @default undefined */
  onHover?: (index: number) => void;
  /** Shows a 'clear history' button when there is history. @default undefined */
  onClearHistory?: () => void;
  /** Fixed strings. @default English */
  labels?: Partial<SuggestionPanelLabels>;
};

/** id of option `index` of the listbox `listboxId`. */
export const optionId = (listboxId: string, index: number): string => `${listboxId}-option-${index}`;

function highlight(text: string, query: string): ReactNode {
  const needle = query.trim();
  const at = needle ? text.toUpperCase().indexOf(needle.toUpperCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.match}>{text.slice(at, at + needle.length)}</mark>
      {text.slice(at + needle.length)}
    </>
  );
}

/** Keeps focus in the search box while the pointer picks an option. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The listbox under the search box: groups Search History, Hot Searches and Products (ARIA
 * grouped listbox). It holds no state: SearchBox drives it.
 */
export function SuggestionPanel({
  id,
  suggestions = emptySuggestions,
  open = true,
  activeIndex = -1,
  loading = false,
  query = '',
  onPick,
  onHover,
  onClearHistory,
  labels,
}: SuggestionPanelProps) {
  const text = { ...suggestionPanelLabels, ...labels };
  const options = flattenSuggestions(suggestions);
  let index = 0;
  const groups = suggestionGroups.map((group) => {
    const rows = options.filter((option) => option.group === group);
    const first = index;
    index += rows.length;
    return { group, rows, first };
  });

  return (
    <div className={styles.panel} hidden={!open}>
      <div role="listbox" id={id} aria-label={text.suggestions} className={styles.listbox}>
        {groups.map(({ group, rows, first }) =>
          rows.length === 0 ? null : (
            <ul key={group} role="group" aria-labelledby={`${id}-${group}`} className={styles.group}>
              <li role="presentation" id={`${id}-${group}`} className={styles.groupLabel}>
                {text[group]}
              </li>
              {rows.map((option, offset) => {
                const at = first + offset;
                const active = at === activeIndex;
                return (
                  <li
                    key={
                      option.group === 'products'
                        ? `p-${option.product.ProductUrl}`
                        : 'link' in option
                          ? `${group}-${option.link.Url}`
                          : `${group}-${option.keyword}`
                    }
                    id={optionId(id, at)}
                    role="option"
                    aria-selected={active}
                    className={
                      option.group === 'products' ? styles.productOption : 'link' in option ? styles.linkOption : styles.keywordOption
                    }
                    data-active={active || undefined}
                    onMouseDown={keepFocus}
                    onMouseMove={active ? undefined : () => onHover?.(at)}
                    onClick={() => onPick?.(at)}
                  >
                    {option.group === 'products' ? (
                      <>
                        <span className={styles.productText}>
                          <span>
                            <span className={styles.partNo} dir="ltr">
                              {highlight(option.product.PartNo, query)}
                            </span>{' '}
                            <span className={styles.mfg}>{option.product.MFG}</span>
                          </span>
                          {option.product.Description ? <span className={styles.description}>{option.product.Description}</span> : null}
                        </span>
                        {option.product.StockText || option.product.PriceText ? (
                          <span className={styles.productFacts}>
                            {option.product.StockText ? <span>{option.product.StockText}</span> : null}
                            {option.product.PriceText ? <span>{option.product.PriceText}</span> : null}
                          </span>
                        ) : null}
                      </>
                    ) : 'link' in option ? (
                      <span dir="auto">{highlight(option.link.Name, query)}</span>
                    ) : (
                      <span dir="auto">{option.keyword}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          ),
        )}
      </div>
      {loading ? (
        <div className={styles.status} role="status">
          <Spinner size="small" label="" />
          {text.loading}
        </div>
      ) : null}
      {onClearHistory && suggestions.history.length > 0 ? (
        <button type="button" className={styles.clearHistory} onClick={onClearHistory}>
          {text.clearHistory}
        </button>
      ) : null}
    </div>
  );
}
