import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { badge } from './StockBadge.css';
import { variantOptions } from '../private/variant-options';
import type { StockBadgeVariants } from './StockBadge.css';
import { stockBadgeLabels } from './labels';

export const stockStatuses = variantOptions<NonNullable<StockBadgeVariants['status']>>()(['inStock', 'low', 'out', 'onRequest']);
export type StockStatus = NonNullable<StockBadgeVariants['status']>;

/** Stock status of a quantity: null is unknown (on request), 0 is out, below the threshold is low. */
export const stockStatusOf = (quantity: number | null, lowStockThreshold = 0): StockStatus =>
  quantity === null ? 'onRequest' : quantity <= 0 ? 'out' : quantity < lowStockThreshold ? 'low' : 'inStock';

const iconFor: Record<StockStatus, IconName> = { inStock: 'check', low: 'warning', out: 'close', onRequest: 'info' };

export type StockBadgeLabels = Record<StockStatus, string>;

export type StockBadgeProps = {
  /** Pieces on hand; null when unknown (on request). */
  quantity: number | null;
  /** Below this many pieces the badge shows low stock. @default 0 (never low) */
  lowStockThreshold?: number;
  /** Lead time shown after the status, e.g. '12 weeks'. @default undefined */
  leadTime?: string;
  /** Status texts. @default { inStock: 'In Stock', low: 'Low Stock', out: 'Out of Stock', onRequest: 'On Request' } */
  labels?: Partial<StockBadgeLabels>;
  /** Locale for the number. @default 'en-US' */
  locale?: string;
};

/** Availability of a part: a coloured pill with the count (never colour alone: icon and text too). */
export function StockBadge({ quantity, lowStockThreshold, leadTime, labels, locale = 'en-US' }: StockBadgeProps) {
  const status = stockStatusOf(quantity, lowStockThreshold);
  const text = { ...stockBadgeLabels, ...labels }[status];
  const count = (status === 'inStock' || status === 'low') && quantity !== null ? `: ${quantity.toLocaleString(locale)}` : '';
  return (
    <span className={badge({ status })}>
      <Icon name={iconFor[status]} size="xsmall" />
      <span>{`${text}${count}${leadTime ? ` · ${leadTime}` : ''}`}</span>
    </span>
  );
}
