import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { Box, Breadcrumbs, DataTable, QuantityInput, StockBadge, Text } from '@ferrite/ui';
import { PriceBreakTable } from '@ferrite/ui/shop';
import { backOrderable, stockSplit, type PartSummary, type ProductDetail } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { PriceNote } from '../../format/PriceNote';
import { useMoney } from '../../format/use-money';
import { useI18n } from '../../i18n';
import { rememberView } from '../../state/recently-viewed';
import { AddToCartForm } from '../buying/AddToCartForm';
import { LineProblem, StockSplit } from '../buying/BuyingNotes';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { CompareLink } from './CompareLink';
import { lifecycleText } from './lifecycle';

/** The unit price that applies at a quantity: the last break at or below it. */
export function unitPriceAt(part: Pick<PartSummary, 'PriceBreaks'>, qty: number): number | undefined {
  let price: number | undefined;
  for (const b of part.PriceBreaks) if (qty >= b.qty) price = b.unitPriceMicros;
  return price;
}

/** Rounds a wanted quantity up to the MOQ and the order multiple, as the cart will. */
export function orderableQuantity(part: Pick<PartSummary, 'MOQ' | 'OrderMultiple'>, wanted: number): number {
  const atLeast = Math.max(part.MOQ, Math.ceil(wanted));
  return Math.ceil(atLeast / part.OrderMultiple) * part.OrderMultiple;
}

function RelatedTable({ title, parts }: { title: string; parts: PartSummary[] }) {
  const { t, section, locale } = useI18n();
  if (parts.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <DataTable
        caption={title}
        hideCaption
        layout="cards"
        labels={section('kitDataTable')}
        rows={parts}
        rowKey={(part) => String(part.ProductID)}
        columns={[
          {
            key: 'part',
            header: t('catalog.partNumber'),
            rowHeader: true,
            render: (part) => <Link to={part.ProductUrl}>{part.PartNo}</Link>,
          },
          { key: 'MFG', header: t('catalog.manufacturer') },
          { key: 'Description', header: t('catalog.description') },
          { key: 'stock', header: t('catalog.stock'), align: 'end', render: (part) => formatQuantity(part.Stock, locale) },
        ]}
      />
    </section>
  );
}

/** /product/{detail}: everything a buyer checks before ordering one part. */
export function ProductPage() {
  const product = useLoaderData() as ProductDetail;
  const [qty, setQty] = useState(product.MOQ);
  const orderable = orderableQuantity(product, qty);
  const unit = unitPriceAt(product, orderable);
  // A quantity above stock is back-ordered when the maker still takes orders (the contract's rule).
  const canBackOrder = backOrderable({ leadTimeWeeks: product.LeadTimeWeeks, lifecycle: product.Lifecycle });
  const money = useMoney();
  const { t, plural, section, locale, term } = useI18n();
  useEffect(() => {
    rememberView({
      ProductID: product.ProductID,
      PicUrl: product.PicUrl,
      ProductUrl: product.ProductUrl,
      PartNo: product.PartNo,
      MFG: product.MFG,
      Description: product.Description,
    });
  }, [product]);

  return (
    <article className="fe-product" aria-labelledby="product-title">
      <Breadcrumbs
        labels={section('kitBreadcrumbs')}
        items={[
          { label: t('catalog.home'), href: '/' },
          ...product.Breadcrumbs.map((c) => ({ label: term(c.name), href: c.LinkUrl })),
          { label: product.PartNo },
        ]}
      />
      <div className="fe-product__top">
        <img
          className="fe-product__image"
          src={product.PicUrl}
          alt={t('catalog.representativeImage', { category: term(product.Category.name) })}
          width={200}
          height={200}
        />
        <div className="fe-product__summary">
          <h1 id="product-title">{product.PartNo}</h1>
          <p>
            <Link to={product.MfgUrl}>{product.MFG}</Link> · {product.Description}
          </p>
          <dl className="fe-facts">
            <dt>{t('catalog.stock')}</dt>
            <dd>
              <StockBadge
                quantity={product.Stock}
                leadTime={product.Stock === 0 ? plural('catalog.leadTimeWeeks', product.LeadTimeWeeks) : undefined}
                labels={section('kitStockBadge')}
                locale={locale}
              />
            </dd>
            <dt>{t('catalog.leadTime')}</dt>
            <dd>{plural('catalog.leadTimeFromManufacturer', product.LeadTimeWeeks)}</dd>
            <dt>{t('catalog.minimumOrder')}</dt>
            <dd>
              {product.OrderMultiple > 1
                ? t('catalog.minimumOrderInMultiples', {
                    moq: formatQuantity(product.MOQ, locale),
                    multiple: formatQuantity(product.OrderMultiple, locale),
                  })
                : formatQuantity(product.MOQ, locale)}
            </dd>
            <dt>{t('catalog.packaging')}</dt>
            <dd>
              {term(product.Packaging)}
              {product.Variants.length > 0 ? (
                <>
                  {` · ${t('catalog.alsoPackaged')} `}
                  {product.Variants.map((v, i) => (
                    <span key={v.ProductID}>
                      {i > 0 ? ', ' : ''}
                      <Link to={v.ProductUrl}>
                        {term(v.Packaging)} ({v.PartNo})
                      </Link>
                    </span>
                  ))}
                </>
              ) : null}
            </dd>
            <dt>{t('catalog.lifecycle')}</dt>
            <dd>{lifecycleText(t, product.Lifecycle)}</dd>
            <dt>{t('catalog.rohs')}</dt>
            <dd>{product.RoHS ? t('catalog.rohsCompliant') : t('catalog.rohsNotCompliant')}</dd>
            <dt>{t('catalog.datasheet')}</dt>
            <dd>
              {product.DatasheetUrl ? (
                <a href={product.DatasheetUrl} rel="noopener nofollow" target="_blank">
                  {t('catalog.datasheetPdf', { partNo: product.PartNo })}
                </a>
              ) : (
                t('catalog.datasheetNotAvailable')
              )}
            </dd>
          </dl>
        </div>
        <aside className="fe-product__buy" aria-label={t('catalog.pricing')}>
          <PriceBreakTable {...money.breakTable(product.PriceBreaks)} quantity={orderable} labels={section('kitPriceBreakTable')} />
          <AddToCartForm part={product} buyNow>
            <QuantityInput
              label={t('catalog.quantity')}
              labels={section('kitQuantityInput')}
              locale={locale}
              value={qty}
              min={product.MOQ}
              step={product.OrderMultiple}
              onChange={setQty}
              name="OrderQty"
            />
            <Box aria-live="polite" data-testid="line-total">
              <Text as="p" numeric>
                {formatQuantity(orderable, locale)} × {unit !== undefined ? money.unit(unit) : '—'} ={' '}
                <strong>{unit !== undefined ? money.line(orderable, unit) : '—'}</strong>
              </Text>
              {canBackOrder ? (
                <StockSplit {...stockSplit(orderable, product.Stock)} leadTimeWeeks={product.LeadTimeWeeks} />
              ) : product.Stock > 0 && orderable > product.Stock ? (
                <LineProblem>{t('buying.noBackOrder', { stock: formatQuantity(product.Stock, locale) })}</LineProblem>
              ) : null}
            </Box>
          </AddToCartForm>
          <PriceNote money={money} />
          <Box as="p" display="flex" flexWrap="wrap" gap="small" marginY="medium">
            <CompareLink part={product} />
            <FavouriteButton part={product} />
            <Text size="small" tone="inherit">
              <Link to={`/rfq?partNo=${encodeURIComponent(product.PartNo)}&qty=${orderable}`} rel="nofollow">
                {t('catalog.requestQuote')}
              </Link>
            </Text>
          </Box>
        </aside>
      </div>
      {/* Unnamed: the table's own scroll region carries this name, and two landmarks may not share one (axe landmark-unique). */}
      <section>
        <h2 id="attributes-title">{t('catalog.specifications')}</h2>
        <DataTable
          caption={t('catalog.specifications')}
          hideCaption
          layout="cards"
          labels={section('kitDataTable')}
          rowKey={(row) => row.name}
          columns={[
            { key: 'name', header: t('catalog.specification'), rowHeader: true },
            { key: 'value', header: t('catalog.value'), render: (row) => row.value },
          ]}
          rows={[
            { name: t('catalog.category'), value: <Link to={product.Category.LinkUrl}>{term(product.Category.name)}</Link> },
            ...Object.entries(product.Parameters).map(([name, value]) => ({ name: term(name), value: <>{term(value)}</> })),
            {
              name: t('catalog.unitWeight'),
              value: (
                <>
                  {t('catalog.grams', {
                    weight: new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: false }).format(
                      Number(product.WeightGrams),
                    ),
                  })}
                </>
              ),
            },
          ]}
        />
      </section>
      <RelatedTable title={t('catalog.alternates')} parts={product.Alternates} />
      <RelatedTable title={t('catalog.similarParts')} parts={product.Similar} />
    </article>
  );
}
