import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import { current, item, link, list } from './Breadcrumbs.css';
import { breadcrumbsLabels } from './labels';

export type BreadcrumbItem = {
  /** Entry text; capitalised when shown. */
  label: string;
  /** Link target; the last entry (the current page) is never a link. */
  href?: string;
};

export type BreadcrumbsLabels = {
  /** Accessible name of the nav landmark. */
  nav: string;
};

export type BreadcrumbsProps = {
  /** Entries from the home page to the current page. Empty renders nothing. */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the nav landmark. @default labels.nav ('Breadcrumb') */
  label?: string;
  /** Texts, e.g. from a language pack. @default breadcrumbsLabels (English) */
  labels?: Partial<BreadcrumbsLabels>;
};

/** Upper-cases the first letter of every word and keeps the rest (part numbers stay as typed). */
export const capitalizeEntry = (text: string): string =>
  text.replace(/(^|[\s\-_/])(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());

/** The trail to the current page: entries capitalised, the last one marked aria-current="page". */
export function Breadcrumbs({ items, label, labels }: BreadcrumbsProps) {
  const LinkComponent = useLinkComponent();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label ?? { ...breadcrumbsLabels, ...labels }.nav}>
      <ol className={list}>
        {items.map((entry, index) => {
          const isCurrent = index === items.length - 1;
          const text = capitalizeEntry(entry.label);
          return (
            <li key={`${index}-${entry.label}`} className={item}>
              {index > 0 ? <Icon name="chevron-right" size="xsmall" /> : null}
              {isCurrent || !entry.href ? (
                <span className={isCurrent ? current : link} aria-current={isCurrent ? 'page' : undefined} title={text}>
                  {text}
                </span>
              ) : (
                <LinkComponent href={entry.href} className={link} title={text}>
                  {text}
                </LinkComponent>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
