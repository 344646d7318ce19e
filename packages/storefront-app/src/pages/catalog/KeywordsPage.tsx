import { useEffect } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { Pagination } from '@ferrite/ui';
import type { SearchResult, SortKey } from '../../api/contract';
import { rememberSearch } from '../../state/search-history';
import { formatQuantity } from '../../format/money';
import { withPage } from '../../routing/page-rule';
import { ListingControls } from './ListingControls';
import { PartsTable } from './PartsTable';

export interface KeywordsPageData {
  result: SearchResult;
  sort: SortKey;
  mfg: string;
  inStock: boolean;
}

/** /keywords/{partNo}: ranked results with maker and stock filters, 50 pages at most. */
export function KeywordsPage() {
  const { result, mfg, inStock, sort } = useLoaderData() as KeywordsPageData;
  const location = useLocation();
  const url = new URL(location.pathname + location.search, 'http://local');
  useEffect(() => {
    rememberSearch(result.keyword.toUpperCase());
  }, [result.keyword]);
  const mfgHref = (slug: string) => {
    const next = new URL(url);
    next.searchParams.delete('page');
    if (slug) next.searchParams.set('mfg', slug);
    else next.searchParams.delete('mfg');
    return next.pathname + next.search;
  };
  const keep: [string, string][] = mfg ? [['mfg', mfg]] : [];
  return (
    <div className="fe-listing">
      <h1>
        Results for “{result.keyword}”{' '}
        <small className="fe-muted">
          {result.total === 0 ? 'no parts' : `${result.totalIsLowerBound ? 'over ' : ''}${formatQuantity(result.total)} parts`}
        </small>
      </h1>
      <div className="fe-listing__body">
        <aside className="fe-listing__filters" aria-label="Manufacturers">
          <h2>Manufacturer</h2>
          <ul className="fe-facet">
            <li>
              <Link to={mfgHref('')} aria-current={mfg ? undefined : 'true'} rel="nofollow">
                All manufacturers
              </Link>
            </li>
            {result.manufacturers.map((m) => (
              <li key={m.slug}>
                <Link to={mfgHref(m.slug)} aria-current={m.slug === mfg ? 'true' : undefined} rel="nofollow">
                  {m.name} <span className="fe-muted">({formatQuantity(m.count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
        <section className="fe-listing__results" aria-label="Search results">
          <ListingControls action={location.pathname} sort={sort} inStock={inStock} keep={keep} />
          {result.total === 0 ? (
            <p className="fe-empty">
              No part matches “{result.keyword}”. Check the part number, try its first characters, or{' '}
              <Link to={`/rfq?partNo=${encodeURIComponent(result.keyword)}`}>ask us for a quote</Link>.
            </p>
          ) : (
            <PartsTable items={result.items} caption={`Parts matching ${result.keyword}`} />
          )}
          {result.pageCount > 1 ? <Pagination page={result.page} pageCount={result.pageCount} hrefForPage={(page) => withPage(url, page)} /> : null}
        </section>
      </div>
    </div>
  );
}
