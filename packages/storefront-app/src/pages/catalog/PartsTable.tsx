import { Link } from 'react-router-dom';
import { StockBadge } from '@ferrite/ui';
import type { PartListItem } from '../../api/contract';
import { formatQuantity, formatUnitPrice } from '../../format/money';
import { AddToCartForm } from '../buying/AddToCartForm';
import { CompareLink } from './CompareLink';

/** The results table of search, category and manufacturer pages. */
export function PartsTable({ items, caption, parameterKeys = [] }: { items: PartListItem[]; caption: string; parameterKeys?: string[] }) {
  if (items.length === 0) return <p className="fe-empty">No parts match. Try fewer filters or another keyword.</p>;
  return (
    <div className="fe-table-wrap">
      <table className="fe-table fe-parts">
        <caption className="fe-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Part number</th>
            <th scope="col">Description</th>
            {parameterKeys.map((key) => (
              <th scope="col" key={key}>
                {key}
              </th>
            ))}
            <th scope="col">Stock</th>
            <th scope="col">Price</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((part) => (
            <tr key={part.ProductID}>
              <td>
                <Link to={part.ProductUrl} className="fe-partno">
                  {part.PartNo}
                </Link>
                <div className="fe-muted">
                  <Link to={part.MfgUrl}>{part.MFG}</Link>
                </div>
                {part.Variants.length > 0 ? (
                  <div className="fe-variants">
                    Also as:{' '}
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
                  {part.Packaging} · MOQ {formatQuantity(part.MOQ)}
                  {part.OrderMultiple > 1 ? ` · multiples of ${formatQuantity(part.OrderMultiple)}` : ''}
                  {part.Lifecycle !== 'Active' ? ` · ${part.Lifecycle}` : ''}
                </div>
              </td>
              {parameterKeys.map((key) => (
                <td key={key}>{part.Parameters?.[key] ?? '—'}</td>
              ))}
              <td>
                <StockBadge quantity={part.Stock} />
              </td>
              <td>
                <ul className="fe-breaks">
                  {part.PriceBreaks.slice(0, 4).map((b) => (
                    <li key={b.qty}>
                      <span>{formatQuantity(b.qty)}+</span> <span>{formatUnitPrice(b.unitPriceMicros)}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="fe-actions">
                <AddToCartForm part={part} compact />
                <CompareLink part={part} />
                <Link to={`/rfq?partNo=${encodeURIComponent(part.PartNo)}`} rel="nofollow" className="fe-action">
                  RFQ
                </Link>
                {part.DatasheetUrl ? (
                  <a href={part.DatasheetUrl} rel="noopener nofollow" target="_blank" className="fe-action">
                    Datasheet
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
