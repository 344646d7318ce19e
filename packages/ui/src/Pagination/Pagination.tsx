import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import { ellipsis, item, list, stepLabel } from './Pagination.css';
import { maxListingPages, paginationRange } from './paginationRange';
import { paginationLabels } from './labels';

export type PaginationLabels = {
  /** Accessible name of the nav landmark. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link; `{page}` is replaced. */
  page: string;
};

export type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; capped at `maxPages`. Fewer than 2 renders nothing. */
  pageCount: number;
  /** URL of a page, e.g. `(n) => '?page=' + n`; links go through the injected link component. */
  hrefForPage: (page: number) => string;
  /** Highest page linked (spec: listing pages stop at 50). @default 50 */
  maxPages?: number;
  /** Pages shown on each side of the current one. @default 1 */
  siblingCount?: number;
  /** Accessible name of the nav landmark. @default labels.nav ('Pagination') */
  label?: string;
  /** Text of the previous link. @default labels.previous ('Previous') */
  previousLabel?: string;
  /** Text of the next link. @default labels.next ('Next') */
  nextLabel?: string;
  /** Accessible name of a page link. @default labels.page ('Page {page}') */
  pageLabel?: (page: number) => string;
  /** All texts at once, e.g. from a language pack. @default paginationLabels (English) */
  labels?: Partial<PaginationLabels>;
};

/** Page links for listings: plain links (work without JavaScript), current page marked. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  maxPages = maxListingPages,
  siblingCount = 1,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  labels,
}: PaginationProps) {
  const LinkComponent = useLinkComponent();
  const text = { ...paginationLabels, ...labels };
  const navText = label ?? text.nav;
  const previousText = previousLabel ?? text.previous;
  const nextText = nextLabel ?? text.next;
  const pageText = pageLabel ?? ((n: number) => text.page.replace('{page}', String(n)));
  const count = Math.min(pageCount, maxPages);
  if (count < 2) return null;
  const current = Math.min(Math.max(page, 1), count);

  return (
    <nav aria-label={navText}>
      <ul className={list}>
        <li>
          {current > 1 ? (
            <LinkComponent href={hrefForPage(current - 1)} className={item} rel="prev">
              <Icon name="chevron-left" size="small" />
              <span className={stepLabel}>{previousText}</span>
            </LinkComponent>
          ) : (
            <span className={item} aria-disabled="true">
              <Icon name="chevron-left" size="small" />
              <span className={stepLabel}>{previousText}</span>
            </span>
          )}
        </li>
        {paginationRange(current, count, siblingCount).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <LinkComponent
                href={hrefForPage(entry)}
                className={item}
                aria-label={pageText(entry)}
                aria-current={entry === current ? 'page' : undefined}
              >
                {entry}
              </LinkComponent>
            </li>
          ) : (
            <li key={entry} className={ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <LinkComponent href={hrefForPage(current + 1)} className={item} rel="next">
              <span className={stepLabel}>{nextText}</span>
              <Icon name="chevron-right" size="small" />
            </LinkComponent>
          ) : (
            <span className={item} aria-disabled="true">
              <span className={stepLabel}>{nextText}</span>
              <Icon name="chevron-right" size="small" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
