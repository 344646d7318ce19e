import { Link } from 'react-router-dom';
import { formatCents, CART_PANEL_LIMIT } from '../../api/contract';
import { formatQuantity } from '../../format/money';
import { useCartSummary } from './cart-summary';
import './buying.css';

/**
 * The sidebar's cart panel (spec §2 sidebar, §4: at most 9 items). The shell mounts it in the
 * sidebar's cart view; the count for the header comes from `useCartSummary().Count`.
 */
export function CartPanel() {
  const cart = useCartSummary();
  if (!cart.loaded) return <p className="fe-muted">Loading the cart…</p>;
  if (cart.Count === 0) {
    return (
      <div className="fe-cart-panel">
        <p>Your cart is empty.</p>
      </div>
    );
  }
  return (
    <div className="fe-cart-panel">
      <p>
        <strong>{cart.Count}</strong> {cart.Count === 1 ? 'line' : 'lines'} · {formatCents(cart.SubtotalCents)}
      </p>
      <ul>
        {cart.Lines.slice(0, CART_PANEL_LIMIT).map((line) => (
          <li key={line.DtlID}>
            <img src={line.Product.PicUrl} alt="" width={32} height={32} />
            <span>
              <Link to={line.Product.ProductUrl}>{line.PartNo}</Link>
              <span className="fe-muted">
                {formatQuantity(line.Product.OrderQty)} pcs · {formatCents(line.Product.ItemAmount)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {cart.Count > CART_PANEL_LIMIT ? <p className="fe-muted">and {cart.Count - CART_PANEL_LIMIT} more</p> : null}
      <Link to="/shopcart" className="fe-action fe-action--primary">
        View cart and check out
      </Link>
    </div>
  );
}
