import { useLoaderData, useLocation } from 'react-router-dom';
import { Breadcrumbs, Pagination, Text } from '@ferrite/ui';
import { FacetLinks, FacetPanel } from '@ferrite/ui/shop';
import type { ManufacturerDetail } from '@ferrite/contract';
import { useI18n } from '../../i18n';
import { withPage } from '../../routing/page-rule';
import { PartsTable } from './PartsTable';

/** /manufacturer/{name}: profile, categories and parts of one manufacturer. */
export function ManufacturerPage() {
  const detail = useLoaderData() as ManufacturerDetail;
  const { manufacturer } = detail;
  const location = useLocation();
  const { t, plural, section, locale, term } = useI18n();
  const url = new URL(location.pathname + location.search, 'http://local');
  return (
    <div>
      <Breadcrumbs
        labels={section('kitBreadcrumbs')}
        items={[
          { label: t('catalog.home'), href: '/' },
          { label: t('catalog.manufacturers'), href: '/manufacturer' },
          { label: manufacturer.name },
        ]}
      />
      <header className="fe-profile">
        <img src={manufacturer.Image} alt={t('catalog.manufacturerLogo', { name: manufacturer.name })} width={160} height={54} />
        <div>
          <h1>{manufacturer.name}</h1>
          <p>{manufacturer.description}</p>
          <Text as="p" tone="muted" size="xsmall">
            {[
              manufacturer.country,
              manufacturer.founded ? t('catalog.founded', { year: manufacturer.founded }) : '',
              plural('catalog.parts', manufacturer.partCount),
            ]
              .filter(Boolean)
              .join(' · ')}
            {manufacturer.website ? (
              <>
                {' · '}
                <a href={manufacturer.website} rel="noopener nofollow" target="_blank">
                  {t('catalog.website')}
                </a>
              </>
            ) : null}
          </Text>
        </div>
      </header>
      <FacetPanel
        id="filters"
        labels={section('kitFacetPanel')}
        filtersLabel={t('catalog.manufacturerCategories', { name: manufacturer.name })}
        resultsLabel={t('catalog.partsOf', { name: manufacturer.name })}
        filters={
          <FacetLinks
            title={t('catalog.categories')}
            locale={locale}
            nofollow={false}
            labels={section('kitFacetPanel')}
            items={detail.categories.map((c) => ({
              key: c.LinkUrl,
              label: term(c.name),
              href: `${c.LinkUrl}?mfg=${manufacturer.slug}`,
              count: c.count,
            }))}
          />
        }
      >
        <PartsTable items={detail.items} caption={t('catalog.partsOf', { name: manufacturer.name })} />
        {detail.pageCount > 1 ? (
          <Pagination
            page={detail.page}
            pageCount={detail.pageCount}
            hrefForPage={(page) => withPage(url, page)}
            labels={section('kitPagination')}
          />
        ) : null}
      </FacetPanel>
    </div>
  );
}
