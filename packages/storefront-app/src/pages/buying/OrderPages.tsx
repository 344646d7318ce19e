import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { Button, TextField } from '@ferrite/ui';
import { formatCents, orderDetailUrl, type OrderDetail, type PaymentResult } from '../../api/contract';
import { payInput } from '../../api/contract/buying';
import { formatQuantity, formatUnitPrice } from '../../format/money';
import type { RouteDeps } from '../../routing/deps';
import { showSnackbar } from '../../state/stores';
import { callApi, CsrfField, failed, Notice, readForm } from './shared';
import './buying.css';

export interface OrderPageData {
  order: OrderDetail;
  /** The access key to keep in links (a guest's way back to the order). */
  key: string;
}

export interface PaymentPageData extends OrderPageData {
  /** The 3-D Secure step to show instead of the card form. */
  challenge: string | null;
}

const dateText = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Where a paid order's buyer lands: guests at /PlaceOrder/orderresult, users at /order/PaymentResult. */
export function resultUrl(order: Pick<OrderDetail, 'OrderNo' | 'Guest'>, key: string): string {
  const query = `orderNo=${encodeURIComponent(order.OrderNo)}${key ? `&key=${key}` : ''}`;
  return order.Guest ? `/PlaceOrder/orderresult?${query}` : `/order/PaymentResult?${query}`;
}

const paymentUrl = (order: Pick<OrderDetail, 'OrderNo'>, key: string) => `/order/payment?orderNo=${encodeURIComponent(order.OrderNo)}${key ? `&key=${key}` : ''}`;

async function loadOrder(deps: RouteDeps, request: Request): Promise<OrderPageData> {
  const url = new URL(request.url);
  const orderNo = url.searchParams.get('orderNo') ?? '';
  const key = url.searchParams.get('key') ?? '';
  const order = await deps.api.get<OrderDetail>('/order/Detail', { orderNo, ...(key ? { key } : {}) });
  return { order, key: key || order.AccessKey };
}

export function orderLoader(deps: RouteDeps) {
  return ({ request }: LoaderFunctionArgs) => loadOrder(deps, request);
}

/** Lines and totals of an order, as charged. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-lines-title" className="fe-order-summary">
      <h2 id="order-lines-title">Items</h2>
      <div className="fe-table-wrap">
        <table className="fe-table">
          <caption className="fe-visually-hidden">Order lines</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Part</th>
              <th scope="col">Description</th>
              <th scope="col" className="fe-num">
                Qty
              </th>
              <th scope="col" className="fe-num">
                Unit price
              </th>
              <th scope="col" className="fe-num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.Lines.map((line) => (
              <tr key={line.LineNo}>
                <td>{line.LineNo}</td>
                <td>
                  <Link to={line.ProductUrl}>{line.PartNo}</Link>
                  <span className="fe-muted"> {line.MFG}</span>
                  {line.Reference ? <span className="fe-muted fe-block">Ref: {line.Reference}</span> : null}
                </td>
                <td>{line.Description}</td>
                <td className="fe-num">{formatQuantity(line.Qty)}</td>
                <td className="fe-num">{formatUnitPrice(line.UnitPriceMicros)}</td>
                <td className="fe-num">{formatCents(line.AmountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="fe-checkout__totals fe-order-totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(order.SubtotalCents)}</dd>
        <dt>
          Shipping ({order.ShippingName}, {formatQuantity(order.WeightGrams)} g)
        </dt>
        <dd>{order.ShippingCents === 0 ? 'Free' : formatCents(order.ShippingCents)}</dd>
        <dt>{order.TaxLabel}</dt>
        <dd>{formatCents(order.TaxCents)}</dd>
        <dt className="fe-checkout__total">Total</dt>
        <dd className="fe-checkout__total" data-testid="order-total">
          {formatCents(order.TotalCents)}
        </dd>
      </dl>
    </section>
  );
}

function AddressBlock({ order }: { order: OrderDetail }) {
  const a = order.Address;
  return (
    <address className="fe-order-address">
      {a.FirstName} {a.LastName}
      {a.Company ? <br /> : null}
      {a.Company}
      <br />
      {a.Address1}
      {a.Address2 ? (
        <>
          <br />
          {a.Address2}
        </>
      ) : null}
      <br />
      {[a.PostalCode, a.City].filter(Boolean).join(' ')}
      {a.State ? `, ${a.State}` : ''}
      <br />
      {a.CountryName}
      <br />
      {a.Phone} · {order.Email}
    </address>
  );
}

// ------------------------------------------------------------------ payment

export function paymentLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<PaymentPageData> => {
    const loaded = await loadOrder(deps, request);
    if (loaded.order.PaymentStatus === 'paid') throw redirect(resultUrl(loaded.order, loaded.key));
    const wanted = new URL(request.url).searchParams.get('challenge');
    return { ...loaded, challenge: wanted && loaded.order.PendingChallenge === wanted ? wanted : null };
  };
}

export interface PaymentActionResult {
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/** POST on /order/payment: pay by card (intent=pay) or answer the 3-D Secure step (approve / fail). */
export function paymentAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    const { values } = await readForm(request);
    const key = values.Key || url.searchParams.get('key') || '';
    const keep = { CardHolder: values.CardHolder ?? '' };
    let answer;
    if (values.intent === 'approve' || values.intent === 'fail') {
      answer = await callApi<PaymentResult>(deps.api, 'POST', '/order/PaymentChallenge', { PaymentID: values.PaymentID, Approve: values.intent === 'approve', ...(key ? { Key: key } : {}) });
    } else {
      const body = { OrderNo: values.OrderNo, Key: key, CardHolder: values.CardHolder, CardNumber: values.CardNumber ?? '', Expiry: values.Expiry ?? '', Cvc: values.Cvc ?? '' };
      const checked = payInput.safeParse(body);
      if (!checked.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of checked.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
        return failed<PaymentActionResult>({ fieldErrors, formError: 'Please check the card details.', values: keep });
      }
      answer = await callApi<PaymentResult>(deps.api, 'POST', '/order/Pay', body);
    }
    const result = answer.ok ? answer.data : (answer.data as PaymentResult | null);
    if (result && (result.Status === 'succeeded' || result.Status === 'requires_action')) return redirect(result.NextUrl);
    const message = result?.Message ?? answer.message;
    const fieldErrors = !answer.ok && answer.data && typeof answer.data === 'object' && 'FieldErrors' in answer.data ? (answer.data as { FieldErrors: Record<string, string> }).FieldErrors : undefined;
    showSnackbar(deps.stores, 'error', message);
    return failed<PaymentActionResult>({ formError: message, values: keep, ...(fieldErrors ? { fieldErrors } : {}) }, answer.ok || answer.code < 400 ? 402 : answer.code);
  };
}

function ChallengeForm({ order, challenge, keyValue }: { order: OrderDetail; challenge: string; keyValue: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  return (
    <section className="fe-threeds" aria-labelledby="threeds-title">
      <h2 id="threeds-title">Confirm the payment with your bank</h2>
      <p>
        Your card issuer asks you to confirm the payment of <strong>{formatCents(order.TotalCents)}</strong> to us for order {order.OrderNo} (3-D Secure).
      </p>
      <p className="fe-muted">Test mode: this page stands in for your bank's page. Approve to complete the payment, or fail the check to see a refused payment.</p>
      <Form method="post" className="fe-threeds__buttons">
        <CsrfField />
        <input type="hidden" name="PaymentID" value={challenge} />
        <input type="hidden" name="Key" value={keyValue} />
        <Button type="submit" name="intent" value="approve" loading={busy === 'approve'}>
          Approve payment
        </Button>
        <Button type="submit" name="intent" value="fail" variant="critical" loading={busy === 'fail'}>
          Fail the check
        </Button>
      </Form>
    </section>
  );
}

/** /order/payment: the card form of an unpaid order, or its 3-D Secure step. */
export function PaymentPage() {
  const { order, key, challenge } = useLoaderData() as PaymentPageData;
  const result = useActionData() as PaymentActionResult | undefined;
  const navigation = useNavigation();
  const errors = result?.fieldErrors ?? {};
  const closed = order.Status === 'cancelled';
  return (
    <section className="fe-payment" aria-labelledby="payment-title">
      <h1 id="payment-title">Payment for order {order.OrderNo}</h1>
      {result?.formError ? <Notice tone="error">{result.formError}</Notice> : null}
      {closed ? (
        <Notice tone="error">This order was cancelled (not paid in time) and can no longer be paid.</Notice>
      ) : challenge ? (
        <ChallengeForm order={order} challenge={challenge} keyValue={key} />
      ) : (
        <div className="fe-payment__columns">
          <Form method="post" className="fe-payment__form" aria-labelledby="card-title">
            <h2 id="card-title">Pay {formatCents(order.TotalCents)} by card</h2>
            <CsrfField />
            <input type="hidden" name="OrderNo" value={order.OrderNo} />
            <input type="hidden" name="Key" value={key} />
            <TextField label="Name on card" name="CardHolder" autoComplete="cc-name" required defaultValue={result?.values?.CardHolder ?? `${order.Address.FirstName} ${order.Address.LastName}`} error={errors.CardHolder} />
            <TextField label="Card number" name="CardNumber" autoComplete="cc-number" inputMode="numeric" required error={errors.CardNumber} placeholder="1234 1234 1234 1234" />
            <div className="fe-payment__row">
              <TextField label="Expiry (MM/YY)" name="Expiry" autoComplete="cc-exp" required error={errors.Expiry} placeholder="MM/YY" />
              <TextField label="Security code" name="Cvc" autoComplete="cc-csc" inputMode="numeric" required error={errors.Cvc} placeholder="CVC" />
            </div>
            <Button type="submit" name="intent" value="pay" size="large" fullWidth loading={navigation.state === 'submitting'}>
              Pay {formatCents(order.TotalCents)}
            </Button>
            <div className="fe-buy-notice fe-buy-notice--info">
              <strong>Test mode.</strong> No real card is charged. Use 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined) or 4000 0000 0000 3220 (asks for 3-D
              Secure), any future expiry and any 3 digits.
            </div>
            <p className="fe-muted">Pay by {dateText(order.PaymentDueAt)}: after that the order is cancelled and the parts are released.</p>
          </Form>
          <aside>
            <OrderSummary order={order} />
          </aside>
        </div>
      )}
    </section>
  );
}

// ------------------------------------------------------------------ result and detail

/** /PlaceOrder/orderresult (guests) and /order/PaymentResult (signed in): the outcome of buying. */
export function OrderResultPage() {
  const { order, key } = useLoaderData() as OrderPageData;
  const paid = order.PaymentStatus === 'paid';
  return (
    <section className="fe-order-result" aria-labelledby="result-title">
      {paid ? (
        <>
          <h1 id="result-title">Thank you! Your order is paid.</h1>
          <Notice tone="success">
            Order <strong data-testid="order-no">{order.OrderNo}</strong> is paid ({formatCents(order.TotalCents)}) and is being prepared for shipping. A confirmation went to {order.Email}.
          </Notice>
        </>
      ) : order.Status === 'cancelled' ? (
        <>
          <h1 id="result-title">Order {order.OrderNo} was cancelled</h1>
          <Notice tone="error">It was not paid in time; the parts were released.</Notice>
        </>
      ) : (
        <>
          <h1 id="result-title">Order {order.OrderNo} is placed</h1>
          <Notice tone="warning">
            We reserved the parts. The order is {order.PaymentStatusText.toLowerCase()}: <Link to={paymentUrl(order, key)}>pay now</Link>.
          </Notice>
        </>
      )}
      <p>
        <Link to={orderDetailUrl(order.OrderNo, key)}>Order details and status</Link>
        {order.Guest ? ' · Keep this link (it is also in your email): it lets you see this order without an account.' : (
          <>
            {' · '}
            <Link to="/account/orderstatushistory">All your orders</Link>
          </>
        )}
      </p>
      <OrderSummary order={order} />
      <p>
        <Link to="/">Continue shopping</Link>
      </p>
    </section>
  );
}

/** /order/detail: lines, prices, fees, tax, payments and the status history of one order. */
export function OrderDetailPage() {
  const { order, key } = useLoaderData() as OrderPageData;
  return (
    <article className="fe-order-detail" aria-labelledby="detail-title">
      <h1 id="detail-title">Order {order.OrderNo}</h1>
      <dl className="fe-facts">
        <dt>Placed</dt>
        <dd>{dateText(order.CreatedAt)}</dd>
        <dt>Status</dt>
        <dd data-testid="order-status">{order.StatusText}</dd>
        <dt>Payment</dt>
        <dd>
          {order.PaymentStatusText}
          {order.Status === 'awaiting_payment' ? (
            <>
              {' · '}
              <Link to={paymentUrl(order, key)}>Pay now</Link> (by {dateText(order.PaymentDueAt)})
            </>
          ) : null}
        </dd>
        <dt>Shipping</dt>
        <dd>{order.ShippingName}</dd>
      </dl>
      <section aria-labelledby="ship-to-title">
        <h2 id="ship-to-title">Ship to</h2>
        <AddressBlock order={order} />
      </section>
      <OrderSummary order={order} />
      {order.Payments.length > 0 ? (
        <section aria-labelledby="payments-title">
          <h2 id="payments-title">Payments</h2>
          <ul className="fe-timeline">
            {order.Payments.map((payment) => (
              <li key={payment.PaymentID}>
                <time dateTime={payment.At}>{dateText(payment.At)}</time> {formatCents(payment.AmountCents)} {payment.Card}: <strong>{payment.Status}</strong> {payment.Message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="history-title">
        <h2 id="history-title">Status history</h2>
        <ol className="fe-timeline">
          {order.History.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.At}>{dateText(entry.At)}</time> <strong>{entry.Status.replace('_', ' ')}</strong> {entry.Note}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

