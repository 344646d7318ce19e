import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Icon } from '../Icon';
import type { AccountMenuEntry, HeaderHrefs, HeaderLabels } from './Header';
import * as styles from './Header.css';

/** What the signed-in My Account menu shows. */
export type AccountMenuProps = {
  /** 'Hi, {userName}' already filled in. */
  greeting: string;
  /** 'My Account'. */
  title: string;
  /** The entries' strings. */
  labels: Pick<HeaderLabels, AccountMenuEntry | 'logOut'>;
  /** The entries' addresses. */
  hrefs: Pick<HeaderHrefs, AccountMenuEntry>;
  /** Called by Log Out. @default undefined */
  onLogOut?: (() => void) | undefined;
};

export type AccountMenuTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'title'> & {
  greeting: string;
  title: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The My Account button (greeting over 'My Account', chevron): the menu's Radix trigger wraps it. */
export function AccountMenuTrigger({ greeting, title, ref, ...button }: AccountMenuTriggerProps) {
  return (
    <button ref={ref} type="button" className={styles.accountTrigger} {...button}>
      <span className={styles.accountText}>
        <span className={styles.greeting}>{greeting}</span>
        <span className={styles.accountTitle}>{title}</span>
      </span>
      <Icon name="chevron-down" size="small" />
    </button>
  );
}
