import { useMemo, useState } from 'react';
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from 'react-router-dom';
import { Button, Checkbox, QuantityInput, StockBadge, VisuallyHidden } from '@ferrite/ui';
import { formatCents, type CartLine } from '../../api/contract';
import { formatQuantity, formatUnitPrice } from '../../format/money';
import type { CartActionResult } from './cart-action';
import { CsrfField, Notice, useHydrated } from './shared';
import './buying.css';

export interface CartPageData {
  lines: CartLine[];
  /** The line just added by a form posted without JavaScript. */
  added: number | null;
}

/** One cart row; with JavaScript a quantity change is saved at once through its own fetcher. */
function CartRow({ line, selected, onSelect, highlight }: { line: CartLine; selected: boolean; onSelect: (checked: boolean) => void; highlight: boolean }) {
  const fetcher = useFetcher<CartActionResult>();
  const hydrated = useHydrated();
  const pending = fetcher.formData ? Number(fetcher.formData.get('OrderQty')) : undefined;
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : '';
  const priceChanged = line.CartPrice !== line.Product.OrderPrice;
  return (
    <tr className={highlight ? 'fe-cart__row fe-cart__row--added' : 'fe-cart__row'} aria-busy={fetcher.state !== 'idle' || undefined}>
      <td>
        <Checkbox label={<VisuallyHidden>Select {line.PartNo}</VisuallyHidden>} name="DtlID" value={String(line.DtlID)} checked={selected} onChange={onSelect} />
      </td>
      <td className="fe-cart__part">
        <img src={line.Product.PicUrl} alt="" width={40} height={40} />
        <span>
          <Link to={line.Product.ProductUrl} className="fe-partno">
            {line.PartNo}
          </Link>
          <span className="fe-muted">{line.MFG}</span>
          <span className="fe-muted fe-cart__desc">{line.Description}</span>
          {line.Reference ? <span className="fe-muted">Ref: {line.Reference}</span> : null}
        </span>
      </td>
      <td>
        <StockBadge quantity={line.Stock} />
      </td>
      <td className="fe-num">
        {formatUnitPrice(line.Product.OrderPrice)}
        {priceChanged ? (
          <span className="fe-cart__was">
            was {formatUnitPrice(line.CartPrice)}
          </span>
        ) : null}
      </td>
      <td>
        <QuantityInput
          label={`Quantity of ${line.PartNo}`}
          name={`qty-${line.DtlID}`}
          defaultValue={line.Product.OrderQty}
          min={line.MOQ}
          step={line.OrderMultiple}
          onChange={(qty) => {
            if (hydrated && qty !== line.Product.OrderQty) fetcher.submit({ intent: 'modify', DtlID: String(line.DtlID), OrderQty: String(qty) }, { method: 'post', action: '/shopcart' });
          }}
        />
        {line.Problem ? (
          <span className="fe-cart__problem" role="alert">
            {line.Problem}
          </span>
        ) : null}
        {error ? (
          <span className="fe-cart__problem" role="alert">
            {error}
          </span>
        ) : null}
      </td>
      <td className="fe-num">
        <strong>{formatCents(line.Product.ItemAmount)}</strong>
        {pending !== undefined && fetcher.state !== 'idle' ? <span className="fe-muted"> (saving {formatQuantity(pending)})</span> : null}
      </td>
      <td>
        <Button type="submit" name="intent" value={`remove:${line.DtlID}`} variant="ghost" size="small" icon="trash" aria-label={`Remove ${line.PartNo}`}>
          Remove
        </Button>
      </td>
    </tr>
  );
}

/** /shopcart: select lines, change quantities, remove, see totals, check out (spec §4). */
export function CartPage() {
  const { lines, added } = useLoaderData() as CartPageData;
  const result = useActionData() as CartActionResult | undefined;
  const navigation = useNavigation();
  const [unselected, setUnselected] = useState<Set<number>>(() => new Set());
  const selectedLines = useMemo(() => lines.filter((line) => !unselected.has(line.DtlID)), [lines, unselected]);
  const subtotal = selectedLines.reduce((sum, line) => sum + line.Product.ItemAmount, 0);
  const blocked = selectedLines.some((line) => line.Problem);
  const justAdded = added !== null ? lines.find((line) => line.DtlID === added) : undefined;
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;

  if (lines.length === 0) {
    return (
      <section className="fe-cart" aria-labelledby="cart-title">
        <h1 id="cart-title">Shopping Cart</h1>
        {result && !result.ok ? <Notice tone="error">{result.message}</Notice> : null}
        {result?.ok ? <Notice tone="success">{result.message}</Notice> : null}
        <div className="fe-empty fe-cart__empty">
          <p>
            <strong>Your cart is empty.</strong>
          </p>
          <p>
            Search for a part number above, browse <Link to="/category">all products</Link>, or paste a list into <Link to="/quickorder">Quick Order</Link>.
          </p>
        </div>
      </section>
    );
  }

  const allSelected = unselected.size === 0;
  const toggle = (id: number, checked: boolean) =>
    setUnselected((previous) => {
      const next = new Set(previous);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="fe-cart" aria-labelledby="cart-title">
      <h1 id="cart-title">
        Shopping Cart <span className="fe-muted">({lines.length} {lines.length === 1 ? 'line' : 'lines'})</span>
      </h1>
      {justAdded ? (
        <Notice tone="success">
          Added to cart: {formatQuantity(justAdded.Product.OrderQty)} × {justAdded.PartNo}
        </Notice>
      ) : null}
      {result && !result.ok ? <Notice tone="error">{result.message}</Notice> : null}
      {result?.ok ? <Notice tone="success">{result.message}</Notice> : null}
      <Form method="post" action="/shopcart" className="fe-cart__form">
        <CsrfField />
        <div className="fe-table-wrap">
          <table className="fe-table fe-cart__table">
            <caption className="fe-visually-hidden">Cart lines</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Checkbox
                    label={<VisuallyHidden>Select all lines</VisuallyHidden>}
                    checked={allSelected}
                    indeterminate={!allSelected && selectedLines.length > 0}
                    onChange={(checked) => setUnselected(checked ? new Set() : new Set(lines.map((line) => line.DtlID)))}
                  />
                </th>
                <th scope="col">Part</th>
                <th scope="col">Availability</th>
                <th scope="col" className="fe-num">
                  Unit price
                </th>
                <th scope="col">Quantity</th>
                <th scope="col" className="fe-num">
                  Amount
                </th>
                <th scope="col">
                  <VisuallyHidden>Remove</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <CartRow key={line.DtlID} line={line} selected={!unselected.has(line.DtlID)} onSelect={(checked) => toggle(line.DtlID, checked)} highlight={line.DtlID === added} />
              ))}
            </tbody>
          </table>
        </div>
        <div className="fe-cart__footer">
          <div className="fe-cart__tools">
            <Button type="submit" name="intent" value="update" variant="neutral" loading={submitting === 'update'}>
              Update quantities
            </Button>
            <Button type="submit" name="intent" value="remove" variant="ghost" icon="trash" disabled={selectedLines.length === 0} loading={submitting === 'remove'}>
              Remove selected
            </Button>
          </div>
          <dl className="fe-cart__totals" aria-live="polite">
            <dt>Selected</dt>
            <dd>
              {selectedLines.length} of {lines.length} lines
            </dd>
            <dt>Subtotal</dt>
            <dd>
              <strong data-testid="cart-subtotal">{formatCents(subtotal)}</strong>
            </dd>
            <dd className="fe-muted fe-cart__note">Shipping and tax are worked out at checkout from the delivery address.</dd>
          </dl>
          <Button type="submit" name="intent" value="checkout" size="large" disabled={selectedLines.length === 0 || blocked} loading={submitting === 'checkout'}>
            Checkout
          </Button>
        </div>
        {blocked ? <Notice tone="warning">Some selected lines cannot be ordered as they are: change their quantity, or leave them unselected.</Notice> : null}
      </Form>
    </section>
  );
}
