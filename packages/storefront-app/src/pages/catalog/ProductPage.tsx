import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { Breadcrumbs, PriceBreakTable, QuantityInput, StockBadge } from '@ferrite/ui';
import type { PartSummary, ProductDetail } from '../../api/contract';
import { formatMoney, formatQuantity, formatUnitPrice } from '../../format/money';
import { rememberView } from '../../state/recently-viewed';
import { AddToCartForm } from '../buying/AddToCartForm';
import { CompareLink } from './CompareLink';
import { toKitBreaks } from './price';

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
  if (parts.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <table className="fe-table">
        <thead>
          <tr>
            <th scope="col">Part number</th>
            <th scope="col">Manufacturer</th>
            <th scope="col">Description</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.ProductID}>
              <td>
                <Link to={part.ProductUrl}>{part.PartNo}</Link>
              </td>
              <td>{part.MFG}</td>
              <td>{part.Description}</td>
              <td>{formatQuantity(part.Stock)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /product/{detail}: everything a buyer checks before ordering one part. */
export function ProductPage() {
  const product = useLoaderData() as ProductDetail;
  const [qty, setQty] = useState(product.MOQ);
  const orderable = orderableQuantity(product, qty);
  const unit = unitPriceAt(product, orderable);
  useEffect(() => {
    rememberView({ ProductID: product.ProductID, PicUrl: product.PicUrl, ProductUrl: product.ProductUrl, PartNo: product.PartNo, MFG: product.MFG, Description: product.Description });
  }, [product]);

  return (
    <article className="fe-product" aria-labelledby="product-title">
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, ...product.Breadcrumbs.map((c) => ({ label: c.name, href: c.LinkUrl })), { label: product.PartNo }]}
      />
      <div className="fe-product__top">
        <img className="fe-product__image" src={product.PicUrl} alt={`${product.Category.name} (representative image)`} width={200} height={200} />
        <div className="fe-product__summary">
          <h1 id="product-title">{product.PartNo}</h1>
          <p>
            <Link to={product.MfgUrl}>{product.MFG}</Link> · {product.Description}
          </p>
          <dl className="fe-facts">
            <dt>Stock</dt>
            <dd>
              <StockBadge quantity={product.Stock} leadTime={product.Stock === 0 ? `${product.LeadTimeWeeks} weeks` : undefined} />
            </dd>
            <dt>Lead time</dt>
            <dd>{product.LeadTimeWeeks} weeks from the manufacturer</dd>
            <dt>Minimum order</dt>
            <dd>
              {formatQuantity(product.MOQ)}
              {product.OrderMultiple > 1 ? `, in multiples of ${formatQuantity(product.OrderMultiple)}` : ''}
            </dd>
            <dt>Packaging</dt>
            <dd>
              {product.Packaging}
              {product.Variants.length > 0 ? (
                <>
                  {' · also '}
                  {product.Variants.map((v, i) => (
                    <span key={v.ProductID}>
                      {i > 0 ? ', ' : ''}
                      <Link to={v.ProductUrl}>
                        {v.Packaging} ({v.PartNo})
                      </Link>
                    </span>
                  ))}
                </>
              ) : null}
            </dd>
            <dt>Lifecycle</dt>
            <dd>{product.Lifecycle}</dd>
            <dt>RoHS</dt>
            <dd>{product.RoHS ? 'Compliant' : 'Not compliant'}</dd>
            <dt>Datasheet</dt>
            <dd>
              {product.DatasheetUrl ? (
                <a href={product.DatasheetUrl} rel="noopener nofollow" target="_blank">
                  {product.PartNo} datasheet (PDF)
                </a>
              ) : (
                'Not available'
              )}
            </dd>
          </dl>
        </div>
        <aside className="fe-product__buy" aria-label="Pricing">
          <PriceBreakTable breaks={toKitBreaks(product.PriceBreaks)} quantity={orderable} />
          <AddToCartForm part={product} buyNow>
            <QuantityInput label="Quantity" value={qty} min={product.MOQ} step={product.OrderMultiple} onChange={setQty} name="OrderQty" />
            <p className="fe-total" aria-live="polite">
              {formatQuantity(orderable)} × {unit !== undefined ? formatUnitPrice(unit) : '—'} ={' '}
              <strong>{unit !== undefined ? formatMoney(unit * orderable) : '—'}</strong>
            </p>
          </AddToCartForm>
          <p className="fe-actions">
            <CompareLink part={product} />
            <Link to={`/rfq?partNo=${encodeURIComponent(product.PartNo)}&qty=${orderable}`} rel="nofollow" className="fe-action">
              Request a quote
            </Link>
          </p>
        </aside>
      </div>
      <section aria-labelledby="attributes-title">
        <h2 id="attributes-title">Specifications</h2>
        <table className="fe-table fe-attributes">
          <tbody>
            <tr>
              <th scope="row">Category</th>
              <td>
                <Link to={product.Category.LinkUrl}>{product.Category.name}</Link>
              </td>
            </tr>
            {Object.entries(product.Parameters).map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>{value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Unit weight</th>
              <td>{Number(product.WeightGrams)} g</td>
            </tr>
          </tbody>
        </table>
      </section>
      <RelatedTable title="Alternates from other manufacturers" parts={product.Alternates} />
      <RelatedTable title="Similar parts" parts={product.Similar} />
    </article>
  );
}
