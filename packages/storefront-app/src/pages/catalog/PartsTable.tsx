import { Link } from 'react-router-dom';
import { StockBadge, Text } from '@ferrite/ui';
import { PartsTable as KitPartsTable, type PartsTableItem } from '@ferrite/ui/shop';
import type { PartListItem } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { useMoney } from '../../format/use-money';
import { useI18n } from '../../i18n';
import { AddToCartForm } from '../buying/AddToCartForm';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { CompareLink } from './CompareLink';
import { lifecycleText } from './lifecycle';

/** The results table of search, category and manufacturer pages: the kit's PartsTable with the store's data and actions. */
export function PartsTable({ items, caption, parameterKeys = [] }: { items: PartListItem[]; caption: string; parameterKeys?: string[] }) {
  const money = useMoney();
  const { t, section, locale, term } = useI18n();
  const rows = items.map((part): PartsTableItem => ({
    id: String(part.ProductID),
    partNumber: part.PartNo,
    href: part.ProductUrl,
    manufacturer: part.MFG,
    manufacturerHref: part.MfgUrl,
    note:
      part.Variants.length > 0 ? (
        <>
          {t('catalog.alsoAs')}{' '}
          {part.Variants.map((variant, i) => (
            <span key={variant.ProductID}>
              {i > 0 ? ', ' : ''}
              <Link to={variant.ProductUrl}>{term(variant.Packaging)}</Link>
            </span>
          ))}
        </>
      ) : undefined,
    description: part.Description,
    details: [
      term(part.Packaging),
      t('catalog.moq', { count: formatQuantity(part.MOQ, locale) }),
      part.OrderMultiple > 1 ? t('catalog.multiplesOf', { count: formatQuantity(part.OrderMultiple, locale) }) : '',
      part.Lifecycle !== 'Active' ? lifecycleText(t, part.Lifecycle) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    stock: <StockBadge quantity={part.Stock} labels={section('kitStockBadge')} locale={locale} />,
    breaks: part.PriceBreaks.slice(0, 4).map((b) => ({
      quantity: `${formatQuantity(b.qty, locale)}+`,
      price: money.unit(b.unitPriceMicros),
    })),
    actions: (
      <>
        <AddToCartForm part={part} compact />
        <CompareLink part={part} />
        <FavouriteButton part={part} />
        <Text size="small" tone="inherit">
          <Link to={`/rfq?partNo=${encodeURIComponent(part.PartNo)}`} rel="nofollow">
            {t('catalog.rfq')}
          </Link>
        </Text>
        {part.DatasheetUrl ? (
          <Text size="small" tone="inherit">
            <a href={part.DatasheetUrl} rel="noopener nofollow" target="_blank">
              {t('catalog.datasheet')}
            </a>
          </Text>
        ) : null}
      </>
    ),
    // Keys and values in the reader's language alike, so the columns (parameterKeys, translated below) find them.
    parameters: Object.fromEntries(Object.entries(part.Parameters ?? {}).map(([name, value]) => [term(name), term(value)])),
  }));
  return (
    <KitPartsTable
      caption={caption}
      items={rows}
      parameterKeys={parameterKeys.map(term)}
      labels={{ ...section('kitPartsTable'), empty: t('catalog.noPartsMatch') }}
    />
  );
}
