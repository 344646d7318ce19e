import { useEffect } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { EmptyState, Pagination, Text } from '@ferrite/ui';
import { FacetLinks, FacetPanel } from '@ferrite/ui/shop';
import type { SearchResult, SortKey } from '@ferrite/contract';
import { rememberSearch } from '../../state/search-history';
import { useI18n } from '../../i18n';
import { withPage } from '../../routing/page-rule';
import { ListingControls } from './ListingControls';
import { PartsTable } from './PartsTable';
import { richText } from '../../i18n/rich-text';

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
  const { t, plural, section, locale } = useI18n();
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
    <div>
      <h1>
        {t('catalog.resultsFor', { keyword: result.keyword })}{' '}
        <Text as="small" tone="muted" size="xsmall">
          {result.total === 0
            ? t('catalog.noParts')
            : plural(result.totalIsLowerBound ? 'catalog.overParts' : 'catalog.parts', result.total)}
        </Text>
      </h1>
      <FacetPanel
        id="filters"
        labels={section('kitFacetPanel')}
        selectedCount={mfg ? 1 : 0}
        filtersLabel={t('catalog.manufacturers')}
        resultsLabel={t('catalog.searchResults')}
        filters={
          <FacetLinks
            title={t('catalog.manufacturer')}
            locale={locale}
            labels={section('kitFacetPanel')}
            items={[
              { key: '', label: t('catalog.allManufacturers'), href: mfgHref(''), current: !mfg },
              ...result.manufacturers.map((m) => ({
                key: m.slug,
                label: m.name,
                href: mfgHref(m.slug),
                count: m.count,
                current: m.slug === mfg,
              })),
            ]}
          />
        }
      >
        <ListingControls action={location.pathname} sort={sort} inStock={inStock} keep={keep} />
        {result.total === 0 ? (
          <EmptyState as="p">
            {richText(t('catalog.noMatch', { keyword: result.keyword }), {
              quoteLink: <Link to={`/rfq?partNo=${encodeURIComponent(result.keyword)}`}>{t('catalog.askForQuote')}</Link>,
            })}
          </EmptyState>
        ) : (
          <PartsTable items={result.items} caption={t('catalog.partsMatching', { keyword: result.keyword })} />
        )}
        {result.pageCount > 1 ? (
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefForPage={(page) => withPage(url, page)}
            labels={section('kitPagination')}
          />
        ) : null}
      </FacetPanel>
    </div>
  );
}
