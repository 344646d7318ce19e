import { VisuallyHidden } from '../VisuallyHidden';
import { activeRow, caption as captionClass, cell, empty, headerCell, rowHeader, table } from './PriceBreakTable.css';
import { formatPrice, priceBreakFor } from './price';
import type { Currency, PriceBreak } from './price';
import { priceBreakTableLabels } from './labels';

export type PriceBreakTableLabels = {
  quantity: string;
  unitPrice: string;
  extendedPrice: string;
  current: string;
  caption: string;
  empty: string;
};

export type PriceBreakTableProps = {
  /** Quantity breaks; shown sorted by quantity. Empty shows `emptyText`. */
  breaks: readonly PriceBreak[];
  /** Currency of the prices. @default 'USD' */
  currency?: Currency;
  /** The quantity in the cart or field: its break is highlighted. @default undefined */
  quantity?: number;
  /** Table caption. @default labels.caption ('Price breaks') */
  caption?: string;
  /** Column headers, the "current" note, caption and empty text. @default priceBreakTableLabels (English) */
  labels?: Partial<PriceBreakTableLabels>;
  /** Text when there are no breaks. @default labels.empty ('No Data') */
  emptyText?: string;
  /** Locale for numbers and prices. @default 'en-US' */
  locale?: string;
  /** How a row's unit price is written, in `currency`. @default 2 to 4 decimals */
  formatUnitPrice?: (row: PriceBreak) => string;
  /**
   * How a row's extended price (`quantity` × `unitPrice`, in `currency`) is written: a shop that
   * charges whole cents passes its own rounding. @default the product with 2 to 4 decimals
   */
  formatExtendedPrice?: (row: PriceBreak) => string;
};

/** Quantity price breaks: unit price and extended price per break, the applicable one highlighted. */
export function PriceBreakTable({
  breaks,
  currency = 'USD',
  quantity,
  caption,
  labels,
  emptyText,
  locale = 'en-US',
  formatUnitPrice,
  formatExtendedPrice,
}: PriceBreakTableProps) {
  const text = { ...priceBreakTableLabels, ...labels };
  const unitPriceOf = formatUnitPrice ?? ((row: PriceBreak) => formatPrice(row.unitPrice, currency, locale));
  const extendedPriceOf = formatExtendedPrice ?? ((row: PriceBreak) => formatPrice(row.unitPrice * row.quantity, currency, locale));
  const sorted = [...breaks].sort((a, b) => a.quantity - b.quantity);
  const active = quantity === undefined ? undefined : priceBreakFor(sorted, quantity);
  return (
    <table className={table}>
      <caption className={captionClass}>{caption ?? text.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            {text.quantity}
          </th>
          <th scope="col" className={headerCell}>
            {text.unitPrice}
          </th>
          <th scope="col" className={headerCell}>
            {text.extendedPrice}
          </th>
        </tr>
      </thead>
      <tbody>
        {sorted.length === 0 ? (
          <tr>
            <td colSpan={3} className={empty}>
              {emptyText ?? text.empty}
            </td>
          </tr>
        ) : (
          sorted.map((row) => {
            const isActive = row === active;
            return (
              <tr key={row.quantity} className={isActive ? activeRow : undefined}>
                <th scope="row" className={`${cell} ${rowHeader}`}>
                  {/* '1,000+' reads left to right in every script: in an Arabic page the plus would jump to the front. */}
                  <span dir="ltr">{row.quantity.toLocaleString(locale)}+</span>
                  {isActive ? (
                    <>
                      {' '}
                      <VisuallyHidden>{text.current}</VisuallyHidden>
                    </>
                  ) : null}
                </th>
                <td className={cell}>{unitPriceOf(row)}</td>
                <td className={cell}>{extendedPriceOf(row)}</td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
