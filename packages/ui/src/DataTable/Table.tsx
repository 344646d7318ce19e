import { createContext, use, useId } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { align as alignClass, caption as captionClass, cell, headerCell, message, table, wrapper } from './DataTable.css';
import {
  cardLabel,
  cardValue,
  cardsBody,
  cardsCell,
  cardsHead,
  cardsHeadCell,
  cardsHeadCellKept,
  cardsHeadRow,
  cardsRow,
  cardsTable,
  cardsWrapper,
  highlighted,
  muted as mutedClass,
  pinned as pinnedClass,
} from './Table.css';

export const columnAligns = ['start', 'center', 'end'] as const;
/** `scroll`: the table scrolls sideways in its box on narrow screens; `cards`: below 600 px each row is a card. */
export const tableLayouts = ['scroll', 'cards'] as const;
export type TableLayout = (typeof tableLayouts)[number];

export type TableColumn = {
  /** Identifies the column; a `TableCell` names it. */
  key: string;
  /** Header text (or a control, e.g. a select-all checkbox). */
  header: ReactNode;
  /** Alignment; use 'end' for numbers and prices. @default 'start' */
  align?: (typeof columnAligns)[number];
  /** Its cells are row headers (`<th scope="row">`), e.g. the part number. @default false */
  rowHeader?: boolean;
  /** Stays in view while the other columns scroll sideways. @default false */
  pinned?: boolean;
  /** Label of its cells in the cards layout; `false` for none (a checkbox, a remove button). @default header */
  cardLabel?: ReactNode | false;
  /** In the cards layout its header stays in view above the cards (a select-all control). @default false */
  headerOnCards?: boolean;
};

type TableContextValue = { columns: readonly TableColumn[]; cards: boolean };
const TableContext = createContext<TableContextValue>({ columns: [], cards: false });

export type TableProps = {
  /** Table caption: its accessible name. */
  caption: string;
  /** Keep the caption for screen readers only. @default false */
  hideCaption?: boolean;
  /** The columns, in order. */
  columns: readonly TableColumn[];
  /** How it fits a narrow screen. @default 'scroll' */
  layout?: TableLayout;
  /** Rows are being loaded or saved (aria-busy). @default false */
  busy?: boolean;
  /** Shown in one full-width row instead of the rows (empty, loading, error). @default undefined */
  status?: ReactNode;
  /** Header cells of custom content (used by DataTable for sort buttons), by column key. @default undefined */
  renderHeader?: (column: TableColumn) => ReactNode;
  /** `aria-sort` of a header, by column key. @default undefined */
  headerSort?: (column: TableColumn) => 'ascending' | 'descending' | 'none' | undefined;
  /** Rows: `TableRow` elements. */
  children?: ReactNode;
};

/** A table whose rows are `TableRow`s of `TableCell`s: for rows that hold their own state (a cart line). */
export function Table({
  caption,
  hideCaption = false,
  columns,
  layout = 'scroll',
  busy = false,
  status,
  renderHeader,
  headerSort,
  children,
}: TableProps) {
  const captionId = useId();
  const cards = layout === 'cards';
  // Explicit roles in the cards layout: `display: block` would otherwise drop the table semantics.
  const role = (name: string) => (cards ? name : undefined);
  return (
    // The wrapper scrolls sideways on narrow screens, so it is a focusable, named region
    // (keyboard users can scroll it; axe scrollable-region-focusable).
    <div className={cards ? `${wrapper} ${cardsWrapper}` : wrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={cards ? `${table} ${cardsTable}` : table} role={role('table')} aria-busy={busy || undefined}>
        <caption id={captionId} className={hideCaption ? undefined : captionClass}>
          {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead className={cards ? cardsHead : undefined} role={role('rowgroup')}>
          <tr className={cards ? cardsHeadRow : undefined} role={role('row')}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role={role('columnheader')}
                className={[
                  headerCell,
                  alignClass[column.align ?? 'start'],
                  column.pinned ? pinnedClass : '',
                  cards ? (column.headerOnCards ? cardsHeadCellKept : cardsHeadCell) : '',
                ]
                  .join(' ')
                  .trim()}
                aria-sort={headerSort?.(column)}
              >
                {renderHeader ? renderHeader(column) : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <TableContext value={{ columns, cards }}>
          <tbody className={cards ? cardsBody : undefined} role={role('rowgroup')}>
            {status !== undefined && status !== null && status !== false ? (
              <tr role={role('row')}>
                <td colSpan={columns.length} className={message} role={role('cell')}>
                  {status}
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </TableContext>
      </table>
    </div>
  );
}

export type TableRowProps = {
  /** Draws attention to the row (a line just added). @default false */
  highlight?: boolean;
  /** The row is being saved (aria-busy). @default false */
  busy?: boolean;
  /** The row does not count (a line not to be placed): muted text. Say why in the row too. @default false */
  muted?: boolean;
  /** Its `TableCell`s, one per column, in column order. */
  children: ReactNode;
};

/** One row of a `Table`. */
export function TableRow({ highlight = false, busy = false, muted = false, children }: TableRowProps) {
  const { cards } = use(TableContext);
  const classes = [cards ? cardsRow : '', highlight ? highlighted : '', muted ? mutedClass : ''].join(' ').trim();
  return (
    <tr className={classes || undefined} role={cards ? 'row' : undefined} aria-busy={busy || undefined}>
      {children}
    </tr>
  );
}

export type TableCellProps = {
  /** Key of the column the cell belongs to: gives its alignment, header kind and card label; written as `data-column`. */
  column: string;
  /** Cells it spans (a totals row). @default 1 */
  span?: number;
  /** The content. @default undefined */
  children?: ReactNode;
};

/** One cell of a `TableRow`, shaped by its column. */
export function TableCell({ column: key, span, children }: TableCellProps) {
  const { columns, cards } = use(TableContext);
  const column = columns.find((candidate) => candidate.key === key);
  const align = alignClass[column?.align ?? 'start'];
  const classes = [cell, align, column?.pinned ? pinnedClass : '', cards ? cardsCell : ''].join(' ').trim();
  const label = column?.cardLabel === undefined ? column?.header : column.cardLabel;
  const content = cards ? (
    <>
      {label === false || label === undefined ? null : (
        <span className={cardLabel} aria-hidden="true">
          {label}
        </span>
      )}
      <div className={cardValue}>{children}</div>
    </>
  ) : (
    children
  );
  if (column?.rowHeader)
    return (
      <th scope="row" colSpan={span} className={classes} role={cards ? 'rowheader' : undefined} data-column={key}>
        {content}
      </th>
    );
  return (
    <td colSpan={span} className={classes} role={cards ? 'cell' : undefined} data-column={key}>
      {content}
    </td>
  );
}
