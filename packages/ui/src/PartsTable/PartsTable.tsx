import type { ReactNode } from 'react';
import { Link } from '../Link';
import { Table, TableCell, TableRow } from '../DataTable';
import type { TableColumn } from '../DataTable';
import { actions as actionsClass, breakQuantity, breakRow, breaks as breaksClass, muted, partNumber } from './PartsTable.css';
import { partsTableLabels } from './labels';

export type PartsTableLabels = {
  partNumber: string;
  description: string;
  stock: string;
  price: string;
  actions: string;
  /** Text when no part matches. */
  empty: string;
};

export type PartsTableBreak = {
  /** The break's quantity, written for the reader ("1,000+"). */
  quantity: string;
  /** Its unit price, written for the reader. */
  price: string;
};

export type PartsTableItem = {
  /** Stable key. */
  id: string;
  partNumber: string;
  /** The part's page. */
  href: string;
  manufacturer: string;
  /** The manufacturer's page. @default undefined (no link) */
  manufacturerHref?: string;
  /** A line under the part number, e.g. the other packagings as links. @default undefined */
  note?: ReactNode;
  description: string;
  /** A muted line under the description (packaging, minimum order, lifecycle). @default undefined */
  details?: string;
  /** The stock cell, usually a `StockBadge`. */
  stock: ReactNode;
  /** First price breaks, written for the reader. */
  breaks: readonly PartsTableBreak[];
  /** Add to cart, compare, datasheet… */
  actions: ReactNode;
  /** Values of the parameter columns, by parameter name. @default {} */
  parameters?: Readonly<Record<string, string>>;
};

export type PartsTableProps = {
  /** Table caption (for screen readers). */
  caption: string;
  /** The parts; none shows `labels.empty`. */
  items: readonly PartsTableItem[];
  /** Parameter columns after the actions, in order. @default [] */
  parameterKeys?: readonly string[];
  /** Column headers and the empty text, e.g. from a language pack. @default partsTableLabels (English) */
  labels?: Partial<PartsTableLabels>;
};

/**
 * The results table of a parts search: part number pinned while parameters scroll sideways on a
 * laptop; a card per part on a phone. Stock, price and actions come before the parameters.
 */
export function PartsTable({ caption, items, parameterKeys = [], labels }: PartsTableProps) {
  const text = { ...partsTableLabels, ...labels };
  const columns: TableColumn[] = [
    { key: 'part', header: text.partNumber, rowHeader: true, pinned: true },
    { key: 'description', header: text.description },
    { key: 'stock', header: text.stock },
    { key: 'price', header: text.price, align: 'end' },
    { key: 'actions', header: text.actions, cardLabel: false },
    ...parameterKeys.map((key) => ({ key: `parameter:${key}`, header: key })),
  ];
  return (
    <Table caption={caption} hideCaption columns={columns} layout="cards" status={items.length === 0 ? text.empty : undefined}>
      {items.map((item) => (
        <TableRow key={item.id}>
          <TableCell column="part">
            <Link href={item.href} weight="strong">
              <span className={partNumber}>{item.partNumber}</span>
            </Link>
            <span className={muted}>
              {item.manufacturerHref ? (
                <Link href={item.manufacturerHref} tone="muted">
                  {item.manufacturer}
                </Link>
              ) : (
                item.manufacturer
              )}
            </span>
            {item.note ? <span className={muted}>{item.note}</span> : null}
          </TableCell>
          <TableCell column="description">
            {item.description}
            {item.details ? <span className={muted}>{item.details}</span> : null}
          </TableCell>
          <TableCell column="stock">{item.stock}</TableCell>
          <TableCell column="price">
            <ul className={breaksClass}>
              {item.breaks.map((row) => (
                <li key={row.quantity} className={breakRow}>
                  <span className={breakQuantity} dir="ltr">
                    {row.quantity}
                  </span>
                  <span>{row.price}</span>
                </li>
              ))}
            </ul>
          </TableCell>
          <TableCell column="actions">
            <div className={actionsClass}>{item.actions}</div>
          </TableCell>
          {parameterKeys.map((key) => (
            <TableCell key={key} column={`parameter:${key}`}>
              {item.parameters?.[key] ?? '—'}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </Table>
  );
}
