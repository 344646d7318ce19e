import { useLoaderData, useLocation } from 'react-router-dom';
import { Box, Breadcrumbs, Grid, GridItem, LinkCard, Pagination, ParametricFilter, Text } from '@ferrite/ui';
import { FacetPanel } from '@ferrite/ui/shop';
import type { CategoryListing } from '@ferrite/contract';
import { useI18n } from '../../i18n';
import { withPage } from '../../routing/page-rule';
import { ListingControls } from './ListingControls';
import { RangeFilters } from './RangeFilters';
import { PartsTable } from './PartsTable';

/** Filters in the page URL: `f.{parameter}=value`, repeated for alternatives (plain GET links). */
import { FILTER_PREFIX, RANGE_FROM_PREFIX, RANGE_TO_PREFIX } from './listing-params';

export { FILTER_PREFIX };

/** /category/{a}/{b}: a category's parts with parametric filters, facets with counts, sort and stock. */
export function CategoryPage() {
  const listing = useLoaderData() as CategoryListing;
  const { t, plural, section, locale, term } = useI18n();
  const location = useLocation();
  const url = new URL(location.pathname + location.search, 'http://local');
  const selected: Record<string, string[]> = {};
  for (const filter of listing.applied.filters) {
    const colon = filter.indexOf(':');
    const key = `${FILTER_PREFIX}${filter.slice(0, colon)}`;
    (selected[key] ??= []).push(filter.slice(colon + 1));
  }
  if (listing.applied.mfg.length > 0) selected.mfg = [...listing.applied.mfg];
  const baseParams: Record<string, string> = {};
  if (listing.applied.sort !== 'relevance') baseParams.sort = listing.applied.sort;
  if (listing.applied.inStock) baseParams.inStock = '1';
  // Ranges stay as typed in the URL, so a facet link or a sort change keeps them.
  const rangeParams: [string, string][] = [];
  for (const range of listing.applied.ranges) {
    if (range.from) rangeParams.push([`${RANGE_FROM_PREFIX}${range.key}`, range.from]);
    if (range.to) rangeParams.push([`${RANGE_TO_PREFIX}${range.key}`, range.to]);
  }
  for (const [name, value] of rangeParams) baseParams[name] = value;
  const facets = [
    {
      id: 'mfg',
      label: t('catalog.manufacturer'),
      options: listing.manufacturers.map((m) => ({ value: m.slug, label: m.name, count: m.count })),
    },
    ...listing.facets.map((facet) => ({
      id: `${FILTER_PREFIX}${facet.key}`,
      label: term(facet.key),
      options: facet.values.map((v) => ({ value: v.value, label: term(v.value), count: v.count })),
    })),
  ].filter((facet) => facet.options.length > 0);
  const keep: [string, string][] = [];
  for (const [name, values] of Object.entries(selected)) for (const value of values) keep.push([name, value]);
  const columns = listing.category.isLeaf ? listing.facets.slice(0, 3).map((f) => f.key) : [];

  return (
    <div>
      <Breadcrumbs
        labels={section('kitBreadcrumbs')}
        items={[
          { label: t('catalog.home'), href: '/' },
          { label: t('catalog.allProducts'), href: '/category' },
          ...listing.breadcrumbs.map((c, i, all) =>
            i === all.length - 1 ? { label: term(c.name) } : { label: term(c.name), href: c.LinkUrl },
          ),
        ]}
      />
      <h1>
        {term(listing.category.name)}{' '}
        <Text as="small" tone="muted" size="xsmall">
          {plural(listing.totalIsLowerBound ? 'catalog.overParts' : 'catalog.parts', listing.total)}
        </Text>
      </h1>
      {listing.category.description ? (
        // On a phone the results come first: the description (three to five lines there) pushed the
        // first part below a 320 px phone's first screen; distributors' phone pages show none.
        <Box marginBottom="large" display={{ xs: 'none', sm: 'block' }}>
          <Text as="p" size="large" tone="muted" measure="large">
            {term(listing.category.description)}
          </Text>
        </Box>
      ) : null}
      {listing.children.length > 0 ? (
        <Grid aria-label={t('catalog.subcategories')}>
          {listing.children.map((child) => (
            <GridItem key={child.LinkUrl}>
              <LinkCard
                href={child.LinkUrl}
                media={<img src={child.IconPath} alt="" width={28} height={28} />}
                title={term(child.name)}
                description={plural('catalog.parts', child.partCount)}
              />
            </GridItem>
          ))}
        </Grid>
      ) : null}
      <FacetPanel
        id="filters"
        labels={section('kitFacetPanel')}
        selectedCount={keep.length}
        resultsLabel={t('catalog.parts')}
        filters={
          <>
            <RangeFilters
              action={location.pathname}
              facets={listing.facets}
              ranges={listing.applied.ranges}
              keep={[...keep, ...Object.entries(baseParams).filter(([name]) => name === 'sort' || name === 'inStock')]}
            />
            <ParametricFilter
              facets={facets}
              selected={selected}
              mode="links"
              action={location.pathname}
              baseParams={baseParams}
              labels={section('kitParametricFilter')}
              locale={locale}
            />
          </>
        }
      >
        <ListingControls
          action={location.pathname}
          sort={listing.applied.sort}
          inStock={listing.applied.inStock}
          keep={[...keep, ...rangeParams]}
        />
        <PartsTable items={listing.items} caption={t('catalog.partsOf', { name: term(listing.category.name) })} parameterKeys={columns} />
        {listing.pageCount > 1 ? (
          <Pagination
            page={listing.page}
            pageCount={listing.pageCount}
            hrefForPage={(page) => withPage(url, page)}
            labels={section('kitPagination')}
          />
        ) : null}
      </FacetPanel>
    </div>
  );
}
