import type { ReactNode, Ref } from 'react';
import * as styles from './EmptyLayout.css';
import type { EmptyLayoutVariants } from './EmptyLayout.css';
import { variantOptions } from '../private/variant-options';

export const emptyLayoutAligns = variantOptions<NonNullable<EmptyLayoutVariants['align']>>()(['start', 'center']);

export type EmptyLayoutProps = {
  /** The page itself, inside `<main>`. */
  main: ReactNode;
  /** The snackbar (messages). @default undefined */
  snackbar?: ReactNode;
  /** The navigation progress bar. @default undefined */
  loadingBar?: ReactNode;
  /** Where the page sits: centred suits sign-in and error pages. @default 'center' */
  align?: EmptyLayoutVariants['align'];
  /** id of `<main>`. @default 'main' */
  mainId?: string;
  /** Ref to the outer element. @default undefined */
  ref?: Ref<HTMLDivElement>;
};

/** The Empty layout (docs/product.md §2): the page alone, without header, navigation, sidebar or footer. */
export function EmptyLayout({ main, snackbar, loadingBar, align = 'center', mainId = 'main', ref }: EmptyLayoutProps) {
  return (
    <div ref={ref} className={styles.root}>
      {loadingBar}
      <main id={mainId} tabIndex={-1} className={styles.main({ align })}>
        {main}
      </main>
      {snackbar}
    </div>
  );
}
