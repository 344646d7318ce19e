import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { StockBadge } from '@ferrite/ui';
import type { PartListItem } from '../../api/contract';
import { formatQuantity } from '../../format/money';
import { useMoney } from '../../format/use-money';
import { useI18n } from '../../i18n';
import { AddToCartForm } from '../buying/AddToCartForm';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { CompareLink } from './CompareLink';
import { lifecycleText } from './lifecycle';

/** The results table of search, category and manufacturer pages. */
export function PartsTable({ items, caption, parameterKeys = [] }: { items: PartListItem[]; caption: string; parameterKeys?: string[] }) {
  const money = useMoney();
  const { t, section, locale } = useI18n();
  if (items.length === 0) return <p className="fe-empty">{t('catalog.noPartsMatch')}</p>;
  return (
    <div className="fe-table-wrap">
      {/* Stock, price and add to cart come before the parameter columns, as at the big distributors:
          those are in view on a laptop, and the parameters scroll beside the pinned part number. */}
      <table className="fe-table fe-parts" style={{ '--fe-parameter-columns': parameterKeys.length } as CSSProperties}>
        <caption className="fe-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="fe-col-part">
              {t('catalog.partNumber')}
            </th>
            <th scope="col">{t('catalog.description')}</th>
            <th scope="col" className="fe-col-stock">
              {t('catalog.stock')}
            </th>
            <th scope="col" className="fe-col-price">
              {t('catalog.price')}
            </th>
            <th scope="col" className="fe-col-actions">
              {t('catalog.actions')}
            </th>
            {parameterKeys.map((key) => (
              <th scope="col" key={key} className="fe-col-param">
                {key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((part) => (
            <tr key={part.ProductID}>
              <td className="fe-col-part">
                <Link to={part.ProductUrl} className="fe-partno">
                  {part.PartNo}
                </Link>
                <div className="fe-muted">
                  <Link to={part.MfgUrl}>{part.MFG}</Link>
                </div>
                {part.Variants.length > 0 ? (
                  <div className="fe-variants">
                    {t('catalog.alsoAs')}{' '}
                    {part.Variants.map((variant, i) => (
                      <span key={variant.ProductID}>
                        {i > 0 ? ', ' : ''}
                        <Link to={variant.ProductUrl}>{variant.Packaging}</Link>
                      </span>
                    ))}
                  </div>
                ) : null}
              </td>
              <td>
                {part.Description}
                <div className="fe-muted">
                  {part.Packaging} · {t('catalog.moq', { count: formatQuantity(part.MOQ, locale) })}
                  {part.OrderMultiple > 1 ? ` · ${t('catalog.multiplesOf', { count: formatQuantity(part.OrderMultiple, locale) })}` : ''}
                  {part.Lifecycle !== 'Active' ? ` · ${lifecycleText(t, part.Lifecycle)}` : ''}
                </div>
              </td>
              <td>
                <StockBadge quantity={part.Stock} labels={section('kitStockBadge')} locale={locale} />
              </td>
              <td>
                <ul className="fe-breaks">
                  {part.PriceBreaks.slice(0, 4).map((b) => (
                    <li key={b.qty}>
                      <span dir="ltr">{formatQuantity(b.qty, locale)}+</span> <span>{money.unit(b.unitPriceMicros)}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <div className="fe-actions">
                  <AddToCartForm part={part} compact />
                  <CompareLink part={part} />
                  <FavouriteButton part={part} />
                  <Link to={`/rfq?partNo=${encodeURIComponent(part.PartNo)}`} rel="nofollow" className="fe-action">
                    {t('catalog.rfq')}
                  </Link>
                  {part.DatasheetUrl ? (
                    <a href={part.DatasheetUrl} rel="noopener nofollow" target="_blank" className="fe-action">
                      {t('catalog.datasheet')}
                    </a>
                  ) : null}
                </div>
              </td>
              {parameterKeys.map((key) => (
                <td key={key} className="fe-col-param" data-label={key}>
                  {part.Parameters?.[key] ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
