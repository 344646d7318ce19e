import type { ReactNode, Ref } from 'react';
import * as styles from './DefaultLayout.css';

export const defaultLayoutLabels = {
  skipToContent: 'Skip to content',
};
export type DefaultLayoutLabels = Record<keyof typeof defaultLayoutLabels, string>;

export type DefaultLayoutProps = {
  /** The page itself, inside `<main>`. */
  main: ReactNode;
  /** A bar above the header (e.g. a TopBar when the Header's own is off, or a notice). @default undefined */
  topBar?: ReactNode;
  /** The site header, usually a `<Header>`. @default undefined */
  header?: ReactNode;
  /** The main navigation, usually a `<MainNav>`. @default undefined */
  nav?: ReactNode;
  /** The right-hand rail, usually a `<Sidebar>`. @default undefined */
  sidebar?: ReactNode;
  /** The site footer, usually a `<Footer>`. @default undefined */
  footer?: ReactNode;
  /** The cookie notice, while the visitor has not answered it. @default undefined */
  cookieNotice?: ReactNode;
  /** The snackbar (messages). @default undefined */
  snackbar?: ReactNode;
  /** The navigation progress bar. @default undefined */
  loadingBar?: ReactNode;
  /** id of `<main>`, the skip link's target. @default 'main' */
  mainId?: string;
  /** Fixed strings. @default English */
  labels?: Partial<DefaultLayoutLabels>;
  /** Ref to the outer element. @default undefined */
  ref?: Ref<HTMLDivElement>;
};

/** The Default layout (docs/product.md §2): header, nav, sidebar and footer around the page, with a skip link. */
export function DefaultLayout({
  main,
  topBar,
  header,
  nav,
  sidebar,
  footer,
  cookieNotice,
  snackbar,
  loadingBar,
  mainId = 'main',
  labels,
  ref,
}: DefaultLayoutProps) {
  const text = { ...defaultLayoutLabels, ...labels };
  return (
    <div ref={ref} className={styles.root} data-sidebar={sidebar ? true : undefined}>
      {loadingBar}
      <a href={`#${mainId}`} className={styles.skipLink}>
        {text.skipToContent}
      </a>
      {topBar}
      {header}
      {nav}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {main}
      </main>
      {footer}
      {sidebar}
      {cookieNotice}
      {snackbar}
    </div>
  );
}
