import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiCallError } from '../../api/client';
import { partNoToPath, pathToPartNo, productUrl, type ProductDetail } from '@ferrite/contract';
import { dataHead } from '../../routing/data-head';
import type { MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import type { CompareProduct } from './ComparePage';
import { endpoints } from '@ferrite/contract/endpoints';

/** JSON-LD Product for search engines: what the page shows, in schema.org terms. */
function productJsonLd(product: ProductDetail) {
  const offers = product.PriceBreaks.map((b) => ({
    '@type': 'Offer',
    priceCurrency: 'USD',
    price: (b.unitPriceMicros / 1_000_000).toFixed(5),
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: b.qty },
    availability: product.Stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.PartNo,
    mpn: product.PartNo,
    sku: product.PartNo,
    description: product.Description,
    brand: { '@type': 'Brand', name: product.MFG },
    category: product.Category.name,
    offers,
  };
}

/** /product/{detail}: one part's page. */
export const product: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<ProductDetail> => {
    const detail = params.detail ?? '';
    const url = new URL(request.url);
    try {
      return await deps.api.silent.call(endpoints.catalog.product, {
        partNo: pathToPartNo(detail),
        ...(url.searchParams.get('mfg') ? { mfg: url.searchParams.get('mfg')! } : {}),
      });
    } catch (error) {
      // An inexact part number that names one part: send the visitor to its canonical page.
      const moved = error instanceof ApiCallError && error.code === 301 ? (error.data as { partNo?: string } | null) : null;
      if (moved?.partNo) throw redirect(productUrl(moved.partNo), 301);
      throw error;
    }
  }),
  handle: dataHead((data: ProductDetail) => ({
    title: `${data.PartNo} ${data.MFG}`,
    description:
      data.Stock > 0
        ? deps.i18n.t('catalog.productDescriptionInStock', {
            partNo: data.PartNo,
            mfg: data.MFG,
            description: data.Description,
            stock: data.Stock,
          })
        : deps.i18n.t('catalog.productDescriptionOnOrder', { partNo: data.PartNo, mfg: data.MFG, description: data.Description }),
    canonical: `/product/${partNoToPath(data.PartNo)}`,
    jsonLd: productJsonLd(data),
  })),
});

/** Product ids are PostgreSQL integers; a larger id in a shared link names no part and is skipped like 'abc'. */
const MAX_PRODUCT_ID = 2_147_483_647;

/** /product/compare?ids=: up to ten parts side by side. */
export const compare: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ request }: LoaderFunctionArgs): Promise<CompareProduct[]> => {
    const raw = new URL(request.url).searchParams.get('ids') ?? '';
    const ids = [
      ...new Set(
        raw
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_PRODUCT_ID),
      ),
    ].slice(0, 10);
    if (ids.length === 0) return [];
    return deps.api.call(endpoints.catalog.compare, { ids });
  }),
  handle: dataHead(() => ({ title: deps.i18n.t('catalog.compareTitle') })),
});
