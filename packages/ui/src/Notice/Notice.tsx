import { createElement } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { body, content, iconSlot, notice, title as titleClass } from './Notice.css';
import { variantOptions } from '../private/variant-options';
import type { NoticeVariants } from './Notice.css';

export const noticeTones = variantOptions<NonNullable<NoticeVariants['tone']>>()(['info', 'success', 'warning', 'error']);
export type NoticeTone = NonNullable<NoticeVariants['tone']>;
export const noticeAnnouncements = ['none', 'polite', 'assertive'] as const;
export const noticeSizes = variantOptions<NonNullable<NoticeVariants['size']>>()(['standard', 'small']);

const iconFor: Record<NoticeTone, IconName> = { info: 'info', success: 'check', warning: 'warning', error: 'error' };
const roleFor = { none: undefined, polite: 'status', assertive: 'alert' } as const;

export type NoticeProps = {
  /** The message; may hold links and short lists. */
  children: ReactNode;
  /** Purpose, shown by colour, icon and border together (never colour alone). @default 'info' */
  tone?: NoticeTone;
  /** A short bold line above the message. @default undefined */
  title?: ReactNode;
  /** Render the title as a heading of this level (h2 to h4) instead of bold text, for a notice that heads a page part. @default undefined */
  headingLevel?: 2 | 3 | 4;
  /**
   * Read out when it appears: 'polite' (role status) for the outcome of an action, 'assertive'
   * (role alert) for an error; 'none' for a notice that is part of the page from the start. @default 'none'
   */
  announce?: (typeof noticeAnnouncements)[number];
  /** Id of the notice, e.g. for aria-describedby. @default undefined */
  id?: string;
  /** `small`: a compact box in small type, at most a short measure wide, for a line's own message in a table cell. @default 'standard' */
  size?: NoticeVariants['size'];
};

/** A boxed message in one of four tones: information, success, warning or error. */
export function Notice({ children, tone = 'info', title, headingLevel, announce = 'none', id, size }: NoticeProps) {
  const heading =
    title === undefined ? null : headingLevel ? (
      createElement(`h${headingLevel}`, { className: titleClass }, title)
    ) : (
      <strong className={titleClass}>{title}</strong>
    );
  return (
    <div className={notice({ tone, size })} role={roleFor[announce]} id={id}>
      <span className={iconSlot}>
        <Icon name={iconFor[tone]} size={size === 'small' ? 'xsmall' : 'small'} />
      </span>
      <div className={content}>
        {heading}
        <div className={body}>{children}</div>
      </div>
    </div>
  );
}
