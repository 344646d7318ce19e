import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  align as alignClass,
  caption as captionClass,
  cell,
  errorText,
  headerCell,
  message,
  sortButton,
  table,
  wrapper,
} from './DataTable.css';

export const columnAligns = ['start', 'center', 'end'] as const;
export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

export type DataTableColumn<Row> = {
  /** Identifies the column (and the row field shown when there is no `render`). */
  key: string;
  /** Header text. */
  header: ReactNode;
  /** Cell content; default: the row's `key` field as text. */
  render?: (row: Row) => ReactNode;
  /** Alignment; use 'end' for numbers and prices. */
  align?: (typeof columnAligns)[number];
  /** Header becomes a sort button (needs `onSortChange`). */
  sortable?: boolean;
};

export type DataTableSort = { key: string; direction: SortDirection };

export type DataTableLabels = {
  /** Text when there are no rows (docs/product.md §8). */
  empty: string;
  /** Text read while loading. */
  loading: string;
};

/** The table's English texts: the default of `labels` (`emptyText` and `loadingText` win over them). */
export const dataTableLabels: DataTableLabels = {
  empty: 'No Data',
  loading: 'Loading',
};

export type DataTableProps<Row> = {
  /** Table caption: its accessible name. */
  caption: string;
  /** Keep the caption for screen readers only. @default false */
  hideCaption?: boolean;
  /** Column definitions. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows. Empty shows `emptyText`. */
  rows: readonly Row[];
  /** Stable key of a row. */
  rowKey: (row: Row) => string;
  /** Current sort. @default undefined */
  sort?: DataTableSort;
  /** Called when a sortable header is pressed, with the new sort. @default undefined */
  onSortChange?: (sort: DataTableSort) => void;
  /** Rows are loading: shows a spinner row and sets aria-busy. @default false */
  loading?: boolean;
  /** An error message instead of rows. @default undefined */
  error?: string;
  /** Text when there are no rows (docs/product.md §8). @default labels.empty ('No Data') */
  emptyText?: string;
  /** Text read while loading. @default labels.loading ('Loading') */
  loadingText?: string;
  /** Both texts at once, e.g. from a language pack. @default dataTableLabels (English) */
  labels?: Partial<DataTableLabels>;
};

const cellText = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
};

/** A data table with optional sortable columns, and loading, empty and error states. */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  error,
  emptyText,
  loadingText,
  labels,
}: DataTableProps<Row>) {
  const captionId = useId();
  const text = { ...dataTableLabels, ...labels };
  const status = loading ? (
    <Spinner tone="brand" label={loadingText ?? text.loading} />
  ) : error ? (
    <span className={errorText} role="alert">
      <Icon name="error" size="small" /> {error}
    </span>
  ) : rows.length === 0 ? (
    (emptyText ?? text.empty)
  ) : null;

  return (
    // The wrapper scrolls sideways on narrow screens, so it is a focusable, named region
    // (keyboard users can scroll it; axe scrollable-region-focusable).
    <div className={wrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={table} aria-busy={loading || undefined}>
        <caption id={captionId} className={hideCaption ? undefined : captionClass}>
          {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              const next: SortDirection = sorted === 'ascending' ? 'descending' : 'ascending';
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={`${headerCell} ${alignClass[column.align ?? 'start']}`}
                  aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <button type="button" className={sortButton} onClick={() => onSortChange({ key: column.key, direction: next })}>
                      {column.header}
                      <Icon
                        name={sorted === 'descending' ? 'chevron-down' : sorted === 'ascending' ? 'chevron-up' : 'compare'}
                        size="xsmall"
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {status !== null ? (
            <tr>
              <td colSpan={columns.length} className={message}>
                {status}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={`${cell} ${alignClass[column.align ?? 'start']}`}>
                    {column.render ? column.render(row) : cellText(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
