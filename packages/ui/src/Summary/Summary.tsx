import type { ReactNode } from 'react';
import { group, layout as layoutClass, list, note as noteClass, term, total as totalClass, value as valueClass } from './Summary.css';

export const summaryLayouts = ['spread', 'compact'] as const;

export type SummaryItem = {
  /** Stable key. */
  key: string;
  /** What the figure is ("Subtotal"). */
  label: ReactNode;
  /** The figure, written for the reader ("$12.40"). */
  value: ReactNode;
  /** The total: bold, larger, ruled off from the lines above. @default false */
  total?: boolean;
};

export type SummaryProps = {
  /** Label and value pairs, in reading order. */
  items: readonly SummaryItem[];
  /** 'spread': labels take the width, figures at the end; 'compact': as narrow as its content, at the end of the line. @default 'spread' */
  layout?: (typeof summaryLayouts)[number];
  /** Read out changes politely (totals that follow a choice on the page). @default false */
  live?: boolean;
  /** A line of text under the figures ("Tax is added at checkout"). @default undefined */
  note?: ReactNode;
};

/** Label and value pairs as a description list: an order's totals, a bill of materials' figures. */
export function Summary({ items, layout = 'spread', live = false, note }: SummaryProps) {
  return (
    <>
      <dl className={`${list} ${layoutClass[layout]}`} aria-live={live ? 'polite' : undefined}>
        {items.map((item) => (
          <div key={item.key} className={group}>
            <dt className={item.total ? `${term} ${totalClass}` : term}>{item.label}</dt>
            <dd className={item.total ? `${valueClass} ${totalClass}` : valueClass}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className={noteClass}>{note}</p> : null}
    </>
  );
}
