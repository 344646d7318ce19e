import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { errorText, sortButton } from './DataTable.css';
import { Table, TableCell, TableRow } from './Table';
import type { TableColumn, TableLayout } from './Table';
import { dataTableLabels } from './labels';

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

export type DataTableColumn<Row> = TableColumn & {
  /** Cell content; default: the row's `key` field as text. */
  render?: (row: Row) => ReactNode;
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
  /** How it fits a narrow screen: scroll sideways, or a card per row below 600 px. @default 'scroll' */
  layout?: TableLayout;
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
  layout = 'scroll',
}: DataTableProps<Row>) {
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

  const byKey = new Map(columns.map((column) => [column.key, column]));
  const sortOf = (key: string) => (sort?.key === key ? sort.direction : undefined);
  return (
    <Table
      caption={caption}
      hideCaption={hideCaption}
      columns={columns}
      layout={layout}
      busy={loading}
      status={status}
      headerSort={(column) => (byKey.get(column.key)?.sortable ? (sortOf(column.key) ?? 'none') : undefined)}
      renderHeader={(column) => {
        if (!byKey.get(column.key)?.sortable || !onSortChange) return column.header;
        const sorted = sortOf(column.key);
        const next: SortDirection = sorted === 'ascending' ? 'descending' : 'ascending';
        return (
          <button type="button" className={sortButton} onClick={() => onSortChange({ key: column.key, direction: next })}>
            {column.header}
            <Icon name={sorted === 'descending' ? 'chevron-down' : sorted === 'ascending' ? 'chevron-up' : 'compare'} size="xsmall" />
          </button>
        );
      }}
    >
      {rows.map((row) => (
        <TableRow key={rowKey(row)}>
          {columns.map((column) => (
            <TableCell key={column.key} column={column.key}>
              {column.render ? column.render(row) : cellText(row, column.key)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </Table>
  );
}
