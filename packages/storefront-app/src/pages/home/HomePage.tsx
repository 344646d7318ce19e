import { Link, useLoaderData } from 'react-router-dom';
import { DataTable, Grid, GridItem, LinkCard } from '@ferrite/ui';
import type { HomeData } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { useMoney } from '../../format/use-money';
import { shortenNumber, useI18n } from '../../i18n';

export function HomePage() {
  const home = useLoaderData() as HomeData;
  const money = useMoney();
  const { t, plural, section, locale, lang, term } = useI18n();
  return (
    <div className="fe-home">
      <section className="fe-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.heroTitle')}</h1>
        <p>
          {t('home.heroTotals', {
            // Catalogue totals are read at a glance, as distributors print them: 2M, not 2,000,000 (docs/product.md §9).
            parts: shortenNumber(home.totals.parts, lang, 1),
            manufacturers: formatQuantity(home.totals.manufacturers, locale),
            inStock: shortenNumber(home.totals.inStock, lang, 1),
          })}
        </p>
      </section>
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">{t('home.categoriesTitle')}</h2>
        <Grid>
          {home.featuredCategories.map((category) => (
            <GridItem key={category.CategoryID}>
              <LinkCard
                href={category.LinkUrl}
                media={<img src={category.IconPath} alt="" width={32} height={32} />}
                title={term(category.CategoryName)}
                description={plural('home.categoryParts', category.PartCount)}
              />
            </GridItem>
          ))}
        </Grid>
      </section>
      <section aria-labelledby="manufacturers-title">
        <h2 id="manufacturers-title">{t('home.manufacturersTitle')}</h2>
        <Grid>
          {home.featuredManufacturers.map((mfg) => (
            <GridItem key={mfg.MfgUrl}>
              <LinkCard href={mfg.MfgUrl} media={<img src={mfg.Image} alt={mfg.MfgName} width={120} height={40} />} />
            </GridItem>
          ))}
        </Grid>
      </section>
      {/* Unnamed: the table's own scroll region carries this name, and two landmarks may not share one (axe landmark-unique). */}
      <section>
        <h2 id="popular-title">{t('home.popularTitle')}</h2>
        <DataTable
          caption={t('home.popularTitle')}
          hideCaption
          layout="cards"
          labels={section('kitDataTable')}
          rows={home.popularParts}
          rowKey={(part) => String(part.ProductID)}
          columns={[
            {
              key: 'part',
              header: t('home.columnPartNumber'),
              rowHeader: true,
              render: (part) => <Link to={part.ProductUrl}>{part.PartNo}</Link>,
            },
            { key: 'MFG', header: t('home.columnManufacturer') },
            { key: 'Description', header: t('home.columnDescription') },
            { key: 'stock', header: t('home.columnStock'), align: 'end', render: (part) => formatQuantity(part.Stock, locale) },
            {
              key: 'price',
              header: t('home.columnPriceFrom'),
              align: 'end',
              render: (part) => {
                const last = part.PriceBreaks[part.PriceBreaks.length - 1];
                return last ? money.unit(last.unitPriceMicros) : '—';
              },
            },
          ]}
        />
      </section>
    </div>
  );
}
