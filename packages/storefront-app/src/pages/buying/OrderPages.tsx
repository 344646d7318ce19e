import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { Box, Button, Heading, Summary, Text, TextField, Timeline } from '@ferrite/ui';
import { LineItem, LineItems } from '@ferrite/ui/shop';
import { formatCents, orderDetailUrl, type OrderDetail, type PaymentResult } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { RateText } from '../../format/PriceNote';
import { useMoneyOf } from '../../format/use-money';
import { useI18n } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import { showSnackbar } from '../../state/stores';
import { richText } from '../../i18n/rich-text';
import {
  countryName,
  HISTORY_STATUS_KEYS,
  localFieldErrors,
  localMessage,
  ORDER_STATUS_KEYS,
  PAYMENT_ATTEMPT_KEYS,
  PAYMENT_STATUS_KEYS,
  SHIPPING_METHOD_KEYS,
} from './messages';
import { callApi, CsrfField, failed, Notice, readForm } from './shared';
import { AcceptedMethods, StockSplit } from './BuyingNotes';
import './buying.css';
import { AddressLines } from '../address/AddressFields';
import { endpoints } from '@ferrite/contract/endpoints';

export interface OrderPageData {
  order: OrderDetail;
  /** The access key to keep in links (a guest's way back to the order). */
  key: string;
}

export interface PaymentPageData extends OrderPageData {
  /** The 3-D Secure step to show instead of the card form. */
  challenge: string | null;
}

/** 'November 24, 2026 at 03:15 PM' in the reader's language (docs/product.md §9 dates, with the time orders need). */
const dateText = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { month: 'long', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const paymentUrl = (order: Pick<OrderDetail, 'OrderNo'>, key: string) =>
  `/order/payment?orderNo=${encodeURIComponent(order.OrderNo)}${key ? `&key=${key}` : ''}`;

/** Lines and totals of an order, as charged. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  // The order's own currency and the rate it was charged at, not today's.
  const money = useMoneyOf(order.Currency, order.ExchangeRate, order.ExchangeRateDate);
  const i18n = useI18n();
  const { t, section, locale } = i18n;
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('buying.items')}</h2>
      <LineItems caption={t('buying.orderLinesCaption')} columns={['lineNo', 'description']} labels={section('kitLineItems')}>
        {order.Lines.map((line) => (
          <LineItem
            key={line.LineNo}
            cells={{
              lineNo: line.LineNo,
              part: (
                <>
                  <Link to={line.ProductUrl}>{line.PartNo}</Link>
                  <Text tone="muted" size="xsmall">
                    {' '}
                    {line.MFG}
                  </Text>
                  {line.Reference ? (
                    <Text as="div" tone="muted" size="xsmall">
                      {t('buying.reference', { reference: line.Reference })}
                    </Text>
                  ) : null}
                </>
              ),
              description: line.Description,
              quantity: (
                <>
                  {formatQuantity(line.Qty, locale)}
                  <StockSplit now={line.Qty - line.BackOrderQty} later={line.BackOrderQty} leadTimeWeeks={line.LeadTimeWeeks} />
                </>
              ),
              unitPrice: money.unit(line.UnitPriceMicros),
              amount: formatCents(line.AmountCents, order.Currency, locale),
            }}
          />
        ))}
      </LineItems>
      <Box maxWidth="xxlarge" marginInlineStart="auto" marginTop="medium">
        <Summary
          items={[
            { key: 'subtotal', label: t('buying.subtotal'), value: formatCents(order.SubtotalCents, order.Currency, locale) },
            {
              key: 'shipping',
              label: t('buying.shippingWithMethod', {
                method: SHIPPING_METHOD_KEYS[order.ShippingMethod] ? t(SHIPPING_METHOD_KEYS[order.ShippingMethod]) : order.ShippingName,
                weight: formatQuantity(order.WeightGrams, locale),
              }),
              value: order.ShippingCents === 0 ? t('buying.free') : formatCents(order.ShippingCents, order.Currency, locale),
            },
            { key: 'tax', label: localMessage(i18n, order.TaxLabel), value: formatCents(order.TaxCents, order.Currency, locale) },
            {
              key: 'total',
              label: t('buying.total'),
              value: <span data-testid="order-total">{formatCents(order.TotalCents, order.Currency, locale)}</span>,
              total: true,
            },
          ]}
        />
      </Box>
      {money.converted ? (
        <Text as="p" tone="muted" size="xsmall">
          <RateText money={money} />
        </Text>
      ) : null}
    </section>
  );
}

/** The buyer's shipments choice, on an order with back-ordered pieces only. */
function ShipmentsFact({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  if (!order.Lines.some((line) => line.BackOrderQty > 0)) return null;
  const anyNow = order.Lines.some((line) => line.Qty > line.BackOrderQty);
  return (
    <>
      <dt>{t('buying.shipments')}</dt>
      <dd data-testid="order-shipments">
        {!anyNow ? t('buying.shipmentsAllLater') : order.Shipments === 'split' ? t('buying.shipmentsSplit') : t('buying.shipmentsSingle')}
      </dd>
    </>
  );
}

function AddressBlock({ order }: { order: OrderDetail }) {
  const { locale } = useI18n();
  const a = order.Address;
  return (
    <AddressLines
      lines={[
        `${a.FirstName} ${a.LastName}`,
        a.Company,
        a.Address1,
        a.Address2,
        `${[a.PostalCode, a.City].filter(Boolean).join(' ')}${a.State ? `, ${a.State}` : ''}`,
        countryName(locale, a.Country, a.CountryName),
        `${a.Phone} · ${order.Email}`,
      ]}
    />
  );
}

// ------------------------------------------------------------------ payment

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
      answer = await callApi(deps.api, endpoints.buying.paymentChallenge, {
        PaymentID: values.PaymentID ?? '',
        Approve: values.intent === 'approve',
        ...(key ? { Key: key } : {}),
      });
    } else {
      const body = {
        OrderNo: values.OrderNo ?? '',
        Key: key,
        CardHolder: values.CardHolder ?? '',
        CardNumber: values.CardNumber ?? '',
        Expiry: values.Expiry ?? '',
        Cvc: values.Cvc ?? '',
      };
      // The schema (and zod) loads with the first payment, not with the page (issue 10).
      const { payInput } = await import('@ferrite/contract/buying');
      const checked = payInput.safeParse(body);
      if (!checked.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of checked.error.issues) fieldErrors[String(issue.path[0])] ??= localMessage(deps.i18n, issue.message);
        return failed<PaymentActionResult>({ fieldErrors, formError: deps.i18n.t('buying.checkCardDetails'), values: keep });
      }
      answer = await callApi(deps.api, endpoints.buying.pay, body);
    }
    const result = answer.ok ? answer.data : (answer.data as PaymentResult | null);
    if (result && (result.Status === 'succeeded' || result.Status === 'requires_action')) return redirect(result.NextUrl);
    const message = localMessage(deps.i18n, result?.Message ?? answer.message);
    const fieldErrors =
      !answer.ok && answer.data && typeof answer.data === 'object' && 'FieldErrors' in answer.data
        ? localFieldErrors(deps.i18n, (answer.data as { FieldErrors: Record<string, string> }).FieldErrors)
        : undefined;
    showSnackbar(deps.stores, 'error', message);
    return failed<PaymentActionResult>(
      { formError: message, values: keep, ...(fieldErrors ? { fieldErrors } : {}) },
      answer.ok || answer.code < 400 ? 402 : answer.code,
    );
  };
}

function ChallengeForm({ order, challenge, keyValue }: { order: OrderDetail; challenge: string; keyValue: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  const { t, locale } = useI18n();
  return (
    <Box as="section" aria-labelledby="threeds-title" maxWidth="xxxlarge" padding="large" border="strong" borderRadius="large">
      <Heading level={3} as="h2" id="threeds-title">
        {t('buying.confirmWithBank')}
      </Heading>
      <p>
        {richText(t('buying.confirmWithBankText', { orderNo: order.OrderNo }), {
          amount: <strong>{formatCents(order.TotalCents, order.Currency, locale)}</strong>,
        })}
      </p>
      <Text as="p" tone="muted" size="xsmall">
        {t('buying.threeDsTestMode')}
      </Text>
      <Form method="post">
        <Box display="flex" flexWrap="wrap" gap="medium" marginTop="medium">
          <CsrfField />
          <input type="hidden" name="PaymentID" value={challenge} />
          <input type="hidden" name="Key" value={keyValue} />
          <Button type="submit" name="intent" value="approve" loading={busy === 'approve'}>
            {t('buying.approvePayment')}
          </Button>
          <Button type="submit" name="intent" value="fail" variant="critical" loading={busy === 'fail'}>
            {t('buying.failCheck')}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}

/** /order/payment: the card form of an unpaid order, or its 3-D Secure step. */
export function PaymentPage() {
  const { order, key, challenge } = useLoaderData() as PaymentPageData;
  const result = useActionData() as PaymentActionResult | undefined;
  const navigation = useNavigation();
  const errors = result?.fieldErrors ?? {};
  const closed = order.Status === 'cancelled';
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="payment-title">
      <Heading level={1} id="payment-title">
        {t('buying.paymentFor', { orderNo: order.OrderNo })}
      </Heading>
      {result?.formError ? <Notice tone="error">{result.formError}</Notice> : null}
      {closed ? (
        <Notice tone="error">{t('buying.cancelledCannotPay')}</Notice>
      ) : challenge ? (
        <ChallengeForm order={order} challenge={challenge} keyValue={key} />
      ) : (
        <div className="fe-payment__columns">
          <Form method="post" aria-labelledby="card-title">
            <Box display="flex" flexDirection="column" gap="medium" padding="large" border="standard" borderRadius="standard">
              <Heading level={3} as="h2" id="card-title">
                {t('buying.payByCard', { amount: formatCents(order.TotalCents, order.Currency, locale) })}
              </Heading>
              <CsrfField />
              <input type="hidden" name="OrderNo" value={order.OrderNo} />
              <input type="hidden" name="Key" value={key} />
              <TextField
                label={t('buying.nameOnCard')}
                name="CardHolder"
                autoComplete="cc-name"
                required
                defaultValue={result?.values?.CardHolder ?? `${order.Address.FirstName} ${order.Address.LastName}`}
                error={errors.CardHolder}
              />
              <TextField
                label={t('buying.cardNumber')}
                name="CardNumber"
                autoComplete="cc-number"
                inputMode="numeric"
                required
                error={errors.CardNumber}
                placeholder="1234 1234 1234 1234"
              />
              <Box display="flex" flexDirection={{ xs: 'column', sm: 'row' }} gap="medium">
                <Box flexGrow={1} minWidth={0}>
                  <TextField
                    label={t('buying.expiry')}
                    name="Expiry"
                    autoComplete="cc-exp"
                    required
                    error={errors.Expiry}
                    placeholder={t('buying.expiryPlaceholder')}
                  />
                </Box>
                <Box flexGrow={1} minWidth={0}>
                  <TextField
                    label={t('buying.securityCode')}
                    name="Cvc"
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    required
                    error={errors.Cvc}
                    placeholder="CVC"
                  />
                </Box>
              </Box>
              <Button type="submit" name="intent" value="pay" size="large" fullWidth loading={navigation.state === 'submitting'}>
                {t('buying.pay', { amount: formatCents(order.TotalCents, order.Currency, locale) })}
              </Button>
              <Notice tone="info" announce="none" title={t('buying.testMode')}>
                {t('buying.testCards')}
              </Notice>
              <AcceptedMethods />
              <Text as="p" tone="muted" size="xsmall">
                {t('buying.payBy', { date: dateText(order.PaymentDueAt, locale) })}
              </Text>
            </Box>
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
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="result-title">
      {paid ? (
        <>
          <h1 id="result-title">{t('buying.orderPaidTitle')}</h1>
          <Notice tone="success">
            {richText(t('buying.orderPaidText', { amount: formatCents(order.TotalCents, order.Currency, locale), email: order.Email }), {
              orderNo: <strong data-testid="order-no">{order.OrderNo}</strong>,
            })}
          </Notice>
        </>
      ) : order.Status === 'cancelled' ? (
        <>
          <h1 id="result-title">{t('buying.orderCancelledTitle', { orderNo: order.OrderNo })}</h1>
          <Notice tone="error">{t('buying.orderCancelledText')}</Notice>
        </>
      ) : (
        <>
          <h1 id="result-title">{t('buying.orderPlacedTitle', { orderNo: order.OrderNo })}</h1>
          <Notice tone="warning">
            {richText(t('buying.orderPlacedText', { status: t(PAYMENT_STATUS_KEYS[order.PaymentStatus]).toLocaleLowerCase(locale) }), {
              payNow: <Link to={paymentUrl(order, key)}>{t('buying.payNowLink')}</Link>,
            })}
          </Notice>
        </>
      )}
      <p>
        <Link to={orderDetailUrl(order.OrderNo, key)}>{t('buying.orderDetailsLink')}</Link>
        {order.Guest ? (
          ` · ${t('buying.guestKeepLink')}`
        ) : (
          <>
            {' · '}
            <Link to="/account/orderstatushistory">{t('buying.allYourOrders')}</Link>
          </>
        )}
      </p>
      <OrderSummary order={order} />
      <p>
        <Link to="/">{t('buying.continueShopping')}</Link>
      </p>
    </section>
  );
}

/** /order/detail: lines, prices, fees, tax, payments and the status history of one order. */
export function OrderDetailPage() {
  const { order, key } = useLoaderData() as OrderPageData;
  const i18n = useI18n();
  const { t, locale } = i18n;
  return (
    <article aria-labelledby="detail-title">
      <h1 id="detail-title">{t('buying.orderTitle', { orderNo: order.OrderNo })}</h1>
      <dl className="fe-facts">
        <dt>{t('buying.placed')}</dt>
        <dd>{dateText(order.CreatedAt, locale)}</dd>
        <dt>{t('buying.status')}</dt>
        <dd data-testid="order-status">{ORDER_STATUS_KEYS[order.Status] ? t(ORDER_STATUS_KEYS[order.Status]) : order.StatusText}</dd>
        <dt>{t('buying.payment')}</dt>
        <dd>
          {PAYMENT_STATUS_KEYS[order.PaymentStatus] ? t(PAYMENT_STATUS_KEYS[order.PaymentStatus]) : order.PaymentStatusText}
          {order.Status === 'awaiting_payment' ? (
            <>
              {' · '}
              <Link to={paymentUrl(order, key)}>{t('buying.payNow')}</Link>{' '}
              {t('buying.payNowBy', { date: dateText(order.PaymentDueAt, locale) })}
            </>
          ) : null}
        </dd>
        <dt>{t('buying.shipping')}</dt>
        <dd>{SHIPPING_METHOD_KEYS[order.ShippingMethod] ? t(SHIPPING_METHOD_KEYS[order.ShippingMethod]) : order.ShippingName}</dd>
        <ShipmentsFact order={order} />
      </dl>
      <section aria-labelledby="ship-to-title">
        <h2 id="ship-to-title">{t('buying.shipTo')}</h2>
        <AddressBlock order={order} />
      </section>
      <OrderSummary order={order} />
      {order.Payments.length > 0 ? (
        <section aria-labelledby="payments-title">
          <h2 id="payments-title">{t('buying.payments')}</h2>
          <Timeline
            ordered={false}
            items={order.Payments.map((payment) => ({
              key: String(payment.PaymentID),
              time: { dateTime: payment.At, text: dateText(payment.At, locale) },
              title: PAYMENT_ATTEMPT_KEYS[payment.Status] ? t(PAYMENT_ATTEMPT_KEYS[payment.Status]) : payment.Status,
              detail: (
                <>
                  {formatCents(payment.AmountCents, order.Currency, locale)} {payment.Card} {localMessage(i18n, payment.Message)}
                </>
              ),
            }))}
          />
        </section>
      ) : null}
      <section aria-labelledby="history-title">
        <h2 id="history-title">{t('buying.statusHistory')}</h2>
        <Timeline
          items={order.History.map((entry, index) => ({
            key: String(index),
            time: { dateTime: entry.At, text: dateText(entry.At, locale) },
            title: HISTORY_STATUS_KEYS[entry.Status] ? t(HISTORY_STATUS_KEYS[entry.Status]!) : entry.Status.replace('_', ' '),
            detail: localMessage(i18n, entry.Note),
          }))}
        />
      </section>
    </article>
  );
}
