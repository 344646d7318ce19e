import { useEffect, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import * as styles from './AboutLayout.css';
import { aboutLayoutLabels } from './labels';

/** The company-profile anchors of the About layout, in order (docs/product.md §2). */
export const aboutSections = ['company-profile', 'developmental-ideal', 'application-area', 'news-centre', 'contact-us'] as const;
export type AboutSection = (typeof aboutSections)[number];

/** Spec §2: the anchor nav switches style after this much scroll, in px. */
export const aboutNavScrollThreshold = 70;

export type AboutLayoutLabels = Record<keyof typeof aboutLayoutLabels, string>;

export type AboutLayoutProps = {
  /** The page, whose sections carry the ids of `aboutSections`. */
  main: ReactNode;
  /** The 70px header, usually a `<Header topBar={false}>`. @default undefined */
  header?: ReactNode;
  /** The site footer. @default undefined */
  footer?: ReactNode;
  /** The snackbar (messages). @default undefined */
  snackbar?: ReactNode;
  /** The navigation progress bar. @default undefined */
  loadingBar?: ReactNode;
  /** Anchors to show, in order. @default aboutSections */
  sections?: readonly AboutSection[];
  /** The section in view, marked aria-current. @default undefined */
  activeSection?: AboutSection;
  /** Past 70px of scroll (compact nav style); when omitted the layout watches window scroll itself. @default undefined */
  scrolled?: boolean;
  /** id of `<main>`. @default 'main' */
  mainId?: string;
  /** Fixed strings. @default English */
  labels?: Partial<AboutLayoutLabels>;
  /** Ref to the outer element. @default undefined */
  ref?: Ref<HTMLDivElement>;
};

/** Follows window scroll when the caller does not pass `scrolled` (read in an effect, never in render). */
function useScrolledPast(threshold: number, controlled: boolean | undefined): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (controlled !== undefined) return undefined;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, controlled]);
  return controlled ?? past;
}

/**
 * The About layout (docs/product.md §2): a 70px header, then an anchor nav (Company Profile, Developmental
 * Ideal, Application Area, News Centre, Contact Us) that sticks and switches style after 70px.
 */
export function AboutLayout({
  main,
  header,
  footer,
  snackbar,
  loadingBar,
  sections = aboutSections,
  activeSection,
  scrolled,
  mainId = 'main',
  labels,
  ref,
}: AboutLayoutProps) {
  const text = { ...aboutLayoutLabels, ...labels };
  const isScrolled = useScrolledPast(aboutNavScrollThreshold, scrolled);
  return (
    <div ref={ref} className={styles.root}>
      {loadingBar}
      <a href={`#${mainId}`} className={styles.skipLink}>
        {text.skipToContent}
      </a>
      {header ? <div className={styles.header}>{header}</div> : null}
      <nav aria-label={text.nav} className={styles.nav} data-scrolled={isScrolled || undefined}>
        <ul className={styles.list}>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${section}`} className={styles.anchor} aria-current={section === activeSection ? 'location' : undefined}>
                {text[section]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {main}
      </main>
      {footer}
      {snackbar}
    </div>
  );
}
