import type { ReactNode } from 'react';
import { dot, item as itemStyle, list, time as timeStyle, title as titleStyle } from './Timeline.css';

export type TimelineItem = {
  /** Stable key. */
  key: string;
  /** When it happened: the machine-readable value (ISO 8601) and the text shown for it. */
  time: { dateTime: string; text: ReactNode };
  /** What happened, in bold ("Shipped", "Declined"). */
  title: ReactNode;
  /** More about it, after the title ("Tracking 1Z999…"). @default undefined */
  detail?: ReactNode;
};

export type TimelineProps = {
  /** The events, in the order to show them. */
  items: readonly TimelineItem[];
  /** The order means something (a status history: `ol`) or not (a list of payments: `ul`). @default true */
  ordered?: boolean;
  /** Accessible name of the list. @default undefined */
  'aria-label'?: string;
};

/** Dated events on a line, each a dot with its date, what happened and a note. */
export function Timeline({ items, ordered = true, 'aria-label': ariaLabel }: TimelineProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={list} aria-label={ariaLabel}>
      {items.map((event) => (
        <li key={event.key} className={itemStyle}>
          <span className={dot} aria-hidden="true" />
          <time className={timeStyle} dateTime={event.time.dateTime}>
            {event.time.text}
          </time>
          <span className={titleStyle}>{event.title}</span>
          {event.detail !== undefined && event.detail !== null && event.detail !== '' ? <> {event.detail}</> : null}
        </li>
      ))}
    </List>
  );
}
