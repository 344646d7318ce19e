import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { Breadcrumbs, Pagination } from '@ferrite/ui';
import type { ManufacturerDetail } from '../../api/contract';
import { formatQuantity } from '../../format/money';
import { withPage } from '../../routing/page-rule';
import { PartsTable } from './PartsTable';

/** /manufacturer/{name}: profile, categories and parts of one manufacturer. */
export function ManufacturerPage() {
  const detail = useLoaderData() as ManufacturerDetail;
  const { manufacturer } = detail;
  const location = useLocation();
  const url = new URL(location.pathname + location.search, 'http://local');
  return (
    <div className="fe-listing">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Manufacturers', href: '/manufacturer' }, { label: manufacturer.name }]} />
      <header className="fe-profile">
        <img src={manufacturer.Image} alt={`${manufacturer.name} logo`} width={160} height={54} />
        <div>
          <h1>{manufacturer.name}</h1>
          <p>{manufacturer.description}</p>
          <p className="fe-muted">
            {[manufacturer.country, manufacturer.founded ? `founded ${manufacturer.founded}` : '', `${formatQuantity(manufacturer.partCount)} parts`].filter(Boolean).join(' · ')}
            {manufacturer.website ? (
              <>
                {' · '}
                <a href={manufacturer.website} rel="noopener nofollow" target="_blank">
                  Website
                </a>
              </>
            ) : null}
          </p>
        </div>
      </header>
      <div className="fe-listing__body">
        <aside className="fe-listing__filters" aria-label={`${manufacturer.name} categories`}>
          <h2>Categories</h2>
          <ul className="fe-facet">
            {detail.categories.map((c) => (
              <li key={c.LinkUrl}>
                <Link to={`${c.LinkUrl}?mfg=${manufacturer.slug}`}>
                  {c.name} <span className="fe-muted">({formatQuantity(c.count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
        <section className="fe-listing__results" aria-label={`${manufacturer.name} parts`}>
          <PartsTable items={detail.items} caption={`${manufacturer.name} parts`} />
          {detail.pageCount > 1 ? <Pagination page={detail.page} pageCount={detail.pageCount} hrefForPage={(page) => withPage(url, page)} /> : null}
        </section>
      </div>
    </div>
  );
}
