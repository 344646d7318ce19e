import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { Box, EmptyState, LinkButton, Table, TableCell, TableRow, Text, VisuallyHidden } from '@ferrite/ui';
import type { PartSummary } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { AddToCartForm } from '../buying/AddToCartForm';
import { useMoney } from '../../format/use-money';
import { useI18n } from '../../i18n';
import { compareUrl, readCompareList, removeFromCompare } from '../../state/compare-list';
import { FavouriteButton } from '../../favourites/FavouriteButton';

export type CompareProduct = PartSummary & { Parameters: Record<string, string> };

/** Rows of the comparison: every parameter any product has, flagged where the values differ. */
export function comparisonRows(products: CompareProduct[]): { key: string; values: string[]; differs: boolean }[] {
  const keys: string[] = [];
  for (const product of products) for (const key of Object.keys(product.Parameters)) if (!keys.includes(key)) keys.push(key);
  return keys.map((key) => {
    const values = products.map((p) => p.Parameters[key] ?? '—');
    return { key, values, differs: new Set(values).size > 1 };
  });
}

/**
 * /product/compare?ids=1,2: parts side by side, differences highlighted. The list itself lives in
 * browser storage (docs/product.md §3); the ids in the URL make a comparison shareable and server-rendered.
 */
export function ComparePage() {
  const products = useLoaderData() as CompareProduct[];
  const navigate = useNavigate();
  const { t, locale, term } = useI18n();
  const money = useMoney();
  const [stored, setStored] = useState<number[] | null>(null);
  useEffect(() => {
    const ids = readCompareList().map((item) => item.ProductID);
    setStored(ids);
    if (products.length === 0 && ids.length > 0) navigate(compareUrl(ids), { replace: true });
  }, [products.length, navigate]);

  if (products.length === 0) {
    return (
      <div>
        <h1>{t('catalog.compareTitle')}</h1>
        <EmptyState as="p">{stored === null ? t('catalog.compareLoading') : t('catalog.compareEmpty')}</EmptyState>
      </div>
    );
  }
  const rows = comparisonRows(products);
  const remove = (id: number) => {
    const left = removeFromCompare(id).map((item) => item.ProductID);
    const remaining = products.map((p) => p.ProductID).filter((pid) => pid !== id);
    navigate(remaining.length > 0 ? compareUrl(remaining) : '/product/compare', { replace: true });
    setStored(left);
  };
  return (
    <div>
      <h1>{t('catalog.compareTitle')}</h1>
      <Table
        caption={t('catalog.compareCaption')}
        hideCaption
        columns={[
          { key: 'parameter', header: t('catalog.parameter'), rowHeader: true, pinned: true },
          ...products.map((p) => ({
            key: String(p.ProductID),
            header: (
              <>
                <Link to={p.ProductUrl}>{p.PartNo}</Link>
                <Text as="div" tone="muted" size="xsmall">
                  {p.MFG}
                </Text>
                <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
                  <FavouriteButton part={p} />
                  {p.DatasheetUrl ? (
                    <Text size="small" tone="inherit">
                      <a href={p.DatasheetUrl} rel="noopener nofollow" target="_blank">
                        {t('catalog.datasheet')}
                      </a>
                    </Text>
                  ) : null}
                  <Text size="xsmall" tone="inherit">
                    <LinkButton
                      type="button"
                      onClick={() => remove(p.ProductID)}
                      aria-label={t('catalog.removeFromCompare', { partNo: p.PartNo })}
                    >
                      {t('catalog.remove')}
                    </LinkButton>
                  </Text>
                </Box>
              </>
            ),
          })),
        ]}
      >
        <TableRow>
          <TableCell column="parameter">{t('catalog.description')}</TableCell>
          {products.map((p) => (
            <TableCell key={p.ProductID} column={String(p.ProductID)}>
              {p.Description}
            </TableCell>
          ))}
        </TableRow>
        <TableRow>
          <TableCell column="parameter">{t('catalog.stock')}</TableCell>
          {products.map((p) => (
            <TableCell key={p.ProductID} column={String(p.ProductID)}>
              {formatQuantity(p.Stock, locale)}
            </TableCell>
          ))}
        </TableRow>
        <TableRow>
          <TableCell column="parameter">{t('catalog.priceFrom')}</TableCell>
          {products.map((p) => {
            const last = p.PriceBreaks[p.PriceBreaks.length - 1];
            return (
              <TableCell key={p.ProductID} column={String(p.ProductID)}>
                {last ? `${money.unit(last.unitPriceMicros)} @ ${formatQuantity(last.qty, locale)}` : '—'}
              </TableCell>
            );
          })}
        </TableRow>
        <TableRow>
          <TableCell column="parameter">{t('buying.addToCart')}</TableCell>
          {products.map((p) => (
            <TableCell key={p.ProductID} column={String(p.ProductID)}>
              <AddToCartForm part={p} compact />
            </TableCell>
          ))}
        </TableRow>
        {rows.map((row) => (
          <TableRow key={row.key} highlight={row.differs}>
            <TableCell column="parameter">
              {term(row.key)}
              {row.differs ? <VisuallyHidden>{` ${t('catalog.differs')}`}</VisuallyHidden> : null}
            </TableCell>
            {row.values.map((value, i) => (
              <TableCell key={products[i]!.ProductID} column={String(products[i]!.ProductID)}>
                {term(value)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </Table>
    </div>
  );
}
