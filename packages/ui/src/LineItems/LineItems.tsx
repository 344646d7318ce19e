import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import { Table, TableCell, TableRow } from '../DataTable';
import type { TableColumn } from '../DataTable';
import { lineItemsLabels } from './labels';

/** The columns a list of order lines can show, in the order they are shown. */
export const lineItemColumns = [
  'select',
  'lineNo',
  'part',
  'description',
  'availability',
  'unitPrice',
  'quantity',
  'amount',
  'remove',
] as const;
export type LineItemColumn = (typeof lineItemColumns)[number];

export type LineItemsLabels = {
  lineNo: string;
  part: string;
  description: string;
  availability: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  remove: string;
  /** Header of the select column when no `selectAll` control is given. */
  select: string;
};

const numeric: ReadonlySet<LineItemColumn> = new Set(['unitPrice', 'amount']);
const ColumnsContext = createContext<readonly LineItemColumn[]>([]);

export type LineItemsProps = {
  /** Caption (for screen readers): the lines' accessible name. */
  caption: string;
  /** Which columns to show; shown in `lineItemColumns` order. Part, quantity, unit price and amount always are. */
  columns?: readonly LineItemColumn[];
  /** The select column's header, e.g. a select-all checkbox (stays above the cards on a phone). @default labels.select */
  selectAll?: ReactNode;
  /** Column headers, e.g. from a language pack. @default lineItemsLabels (English) */
  labels?: Partial<LineItemsLabels>;
  /** `LineItem` elements. */
  children: ReactNode;
};

/**
 * Cart and order lines: a table on a laptop, a card per line on a phone that still shows part,
 * quantity, unit price and amount, with no sideways scrolling.
 */
export function LineItems({ caption, columns = [], selectAll, labels, children }: LineItemsProps) {
  const text = { ...lineItemsLabels, ...labels };
  const shown = lineItemColumns.filter(
    (key) => columns.includes(key) || key === 'part' || key === 'quantity' || key === 'unitPrice' || key === 'amount',
  );
  const tableColumns: TableColumn[] = shown.map((key) => ({
    key,
    header: key === 'select' && selectAll ? selectAll : text[key],
    align: numeric.has(key) || key === 'quantity' ? 'end' : 'start',
    rowHeader: key === 'part',
    cardLabel: key === 'select' || key === 'remove' ? false : undefined,
    headerOnCards: key === 'select' && Boolean(selectAll),
  }));
  return (
    <ColumnsContext value={shown}>
      <Table caption={caption} hideCaption columns={tableColumns} layout="cards">
        {children}
      </Table>
    </ColumnsContext>
  );
}

export type LineItemProps = {
  /** The content of each shown column. */
  cells: Partial<Record<LineItemColumn, ReactNode>>;
  /** Draws attention to the line (just added). @default false */
  highlight?: boolean;
  /** The line is being saved (aria-busy). @default false */
  busy?: boolean;
};

/** One line of `LineItems`; a component of its own so a line can hold its own state. */
export function LineItem({ cells, highlight = false, busy = false }: LineItemProps) {
  const columns = use(ColumnsContext);
  return (
    <TableRow highlight={highlight} busy={busy}>
      {columns.map((key) => (
        <TableCell key={key} column={key}>
          {cells[key]}
        </TableCell>
      ))}
    </TableRow>
  );
}
