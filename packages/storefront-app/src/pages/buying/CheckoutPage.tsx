import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect, useActionData, useFetcher, useLoaderData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { Box, Button, Checkbox, Fieldset, Heading, RadioCard, Summary, Text, TextField } from '@ferrite/ui';
import { LineItem, LineItems } from '@ferrite/ui/shop';
import type { CheckoutReview, PriceChange } from '@ferrite/contract';
import type { ShippingMethod } from '@ferrite/contract/buying-data';
import { ADDRESS_FIELDS, reviewQuery, type AddressField, type Country } from './checkout-data';
import { formatQuantity } from '../../format/money';
import { RateText } from '../../format/PriceNote';
import { useMoneyOf, type Money } from '../../format/use-money';
import { useI18n } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import { showSnackbar } from '../../state/stores';
import { refreshCartSummary } from './cart-summary';
import { localFieldErrors, localMessage, SHIPPING_METHOD_KEYS } from './messages';
import { richText } from '../../i18n/rich-text';
import { callApi, CsrfField, failed, Notice, readForm, useHydrated } from './shared';
import { AcceptedMethods, LineProblem, StockSplit } from './BuyingNotes';
import { AddressFields } from '../address/AddressFields';
import './buying.css';
import { endpoints } from '@ferrite/contract/endpoints';

export interface CheckoutPageData {
  review: CheckoutReview;
  countries: Country[];
  /** Prefill: the signed-in user's default address, or nothing. */
  address: Partial<Record<AddressField, string>>;
  /** One key per page view: a double submit places one order (Idempotency-Key). */
  idempotencyKey: string;
  signedIn: boolean;
}

export interface CheckoutActionResult {
  review?: CheckoutReview;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: string;
  priceChanges?: PriceChange[];
}

/**
 * POST on the checkout page: `intent=quote` prices the order for the typed destination (the
 * "Continue to shipping" step without JavaScript; automatic with it), `intent=place` places it and
 * goes on to payment.
 */
export function checkoutAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    const { values } = await readForm(request);
    const country = values.Country ?? '';
    const state = values.State ?? '';
    const quote = await callApi(
      deps.api,
      endpoints.buying.checkout,
      reviewQuery(url, { country, state, method: values.ShippingMethod ?? '' }),
    );
    if (!quote.ok)
      return failed<CheckoutActionResult>({ formError: localMessage(deps.i18n, quote), values }, quote.code >= 400 ? quote.code : 400);
    const review = quote.data;
    if (values.intent !== 'place') return { review, values } satisfies CheckoutActionResult;

    const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<
      (typeof ADDRESS_FIELDS)[number],
      string
    >;
    const fieldErrors: Record<string, string> = {};
    // The schema (and zod) loads with the first order placed, not with the page (issue 10).
    const { shippingAddressInput } = await import('@ferrite/contract/buying');
    const parsed = shippingAddressInput.safeParse(address);
    if (!parsed.success)
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= localMessage(deps.i18n, issue.message);
    if (!values.Email?.trim()) fieldErrors.Email = deps.i18n.t('buying.msgEnterEmail');
    const method = values.ShippingMethod as ShippingMethod | undefined;
    if (!method || !review.ShippingOptions.some((o) => o.Method === method && o.Available))
      fieldErrors.ShippingMethod = deps.i18n.t('buying.msgChooseShipping');
    if (!method || Object.keys(fieldErrors).length > 0)
      return failed<CheckoutActionResult>({ review, values, fieldErrors, formError: deps.i18n.t('buying.checkFields') });

    // The total the buyer saw for the chosen method (each option shows its own order total).
    const expected = values[`total-${method}`];
    const placed = await callApi(deps.api, endpoints.buying.placeOrder, {
      TempOrderID: review.TempOrderID,
      TempCartID: url.searchParams.get('tempCartID') ?? undefined,
      Email: values.Email ?? '',
      Address: address,
      ShippingMethod: method,
      Shipments: values.Shipments === 'split' ? 'split' : 'single',
      AcceptPriceChanges: values.AcceptPriceChanges === 'on' || values.AcceptPriceChanges === 'true',
      ...(expected && /^\d+$/.test(expected) ? { ExpectedTotalCents: Number(expected) } : {}),
      IdempotencyKey: values.IdempotencyKey || undefined,
      Note: values.Note ?? '',
    });
    if (!placed.ok) {
      const detail = (placed.data ?? {}) as { FieldErrors?: Record<string, string>; PriceChanges?: PriceChange[]; OrderNo?: string };
      const message = localMessage(deps.i18n, placed);
      showSnackbar(deps.stores, placed.state, message);
      return failed<CheckoutActionResult>(
        {
          review,
          values,
          formError: message,
          fieldErrors: localFieldErrors(deps.i18n, detail.FieldErrors ?? {}),
          ...(detail.PriceChanges ? { priceChanges: detail.PriceChanges } : {}),
        },
        placed.code >= 400 ? placed.code : 400,
      );
    }
    await refreshCartSummary(deps);
    return redirect(`/order/payment?orderNo=${encodeURIComponent(placed.data.OrderNo)}&key=${placed.data.AccessKey}`);
  };
}

function PriceChanges({ changes, money }: { changes: PriceChange[]; money: Money }) {
  const { t, locale } = useI18n();
  return (
    <Notice tone="warning" announce="assertive" title={t('buying.pricesChangedTitle')} headingLevel={3}>
      <ul>
        {changes.map((change) => (
          <li key={change.ProductID}>
            {change.PartNo} × {formatQuantity(change.Qty, locale)}: {money.unit(change.CartUnitPriceMicros)} →{' '}
            <strong>{money.unit(change.UnitPriceMicros)}</strong> {t('buying.each')} ({change.DifferenceCents >= 0 ? '+' : '−'}
            {money.cents(Math.abs(change.DifferenceCents))})
          </li>
        ))}
      </ul>
      <Checkbox name="AcceptPriceChanges" value="on" required label={t('buying.acceptNewPrices')} />
    </Notice>
  );
}

/**
 * With back-ordered pieces and some in stock: one shipment (wait for all) or two (what is in stock
 * now). Nothing to choose when nothing, or everything, is back-ordered.
 */
function ShipmentsChoice({ review, chosen }: { review: CheckoutReview; chosen: string | undefined }) {
  const { t } = useI18n();
  const later = review.Lines.some((line) => line.BackOrderQty > 0);
  const now = review.Lines.some((line) => line.Qty > line.BackOrderQty);
  if (!later || !now) return null;
  return (
    <Box data-testid="shipments-choice">
      <Fieldset legend={t('buying.shipments')} hint={t('buying.shipmentsFee')}>
        <RadioCard name="Shipments" value="single" defaultChecked={chosen !== 'split'} label={t('buying.shipmentsSingle')} />
        <RadioCard name="Shipments" value="split" defaultChecked={chosen === 'split'} label={t('buying.shipmentsSplit')} />
      </Fieldset>
    </Box>
  );
}

/** /PlaceOrder (guests) and /order/checkout (signed in): address, shipping, review, place order. */
export function CheckoutPage() {
  const loaded = useLoaderData() as CheckoutPageData;
  const result = useActionData() as CheckoutActionResult | undefined;
  const quoter = useFetcher<CheckoutActionResult>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const review = quoter.data?.review ?? result?.review ?? loaded.review;
  // The review's own currency and rate: what placing the order will charge.
  const money = useMoneyOf(review.Currency, review.ExchangeRate, review.ExchangeRateDate);
  const i18n = useI18n();
  const { t, section, locale } = i18n;
  const values: Record<string, string | undefined> = { ...loaded.address, ...result?.values };
  const errors = result?.fieldErrors ?? {};
  // The review answers with the method asked for when it is available, so it is the one to show.
  const [method, setMethod] = useState<string>(review.ShippingMethod);
  useEffect(() => setMethod(review.ShippingMethod), [review]);
  const chosen =
    review.ShippingOptions.find((o) => o.Method === method && o.Available) ??
    review.ShippingOptions.find((o) => o.Method === review.ShippingMethod);
  const shippingCents = chosen?.FeeCents ?? review.ShippingCents;
  const taxCents = chosen?.TaxCents ?? review.Tax.TaxCents;
  const totalCents = chosen?.TotalCents ?? review.TotalCents;
  const priceChanges = result?.priceChanges ?? review.PriceChanges;
  const placing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'place';
  const quoting = quoter.state !== 'idle' || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'quote');

  /** With JavaScript, shipping and tax follow the destination as it is typed. */
  const requote = () => {
    if (!hydrated || !formRef.current) return;
    const data = new FormData(formRef.current);
    data.set('intent', 'quote');
    void quoter.submit(data, { method: 'post' });
  };

  return (
    <section aria-labelledby="checkout-title">
      <Heading level={1} id="checkout-title">
        {t('buying.checkoutTitle')}
      </Heading>
      {/* Kit text carries no paragraph margin: the gap before the first step is the page's layout. */}
      <Box marginBottom="medium">
        <Text as="p" tone="muted" size="xsmall">
          {loaded.signedIn
            ? t('buying.signedInNote')
            : richText(t('buying.guestNote'), {
                signIn: (
                  <Link
                    to={`/account/login?redirect=${encodeURIComponent(`/order/checkout?tempOrderId=${review.TempOrderID}&tempCartID=${review.TempCartID}`)}`}
                  >
                    {t('buying.signIn')}
                  </Link>
                ),
              })}
        </Text>
      </Box>
      {result?.formError ? <Notice tone="error">{result.formError}</Notice> : null}
      {review.Problems.length > 0 ? (
        <Notice tone="error">
          {review.Problems.map((problem) => localMessage(i18n, problem)).join(' ')} <Link to="/shopcart">{t('buying.backToCart')}</Link>
        </Notice>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        onChange={(event) => {
          const target = event.target as unknown as HTMLInputElement;
          if (target.name === 'Country') requote();
        }}
      >
        <CsrfField />
        <input type="hidden" name="IdempotencyKey" value={loaded.idempotencyKey} />
        <div className="fe-checkout__columns">
          <Box display="flex" flexDirection="column" gap="large" minWidth={0}>
            <Fieldset framed legend={t('buying.stepContact')}>
              <TextField
                label={t('buying.email')}
                name="Email"
                type="email"
                defaultValue={values.Email ?? review.Email}
                required
                autoComplete="email"
                error={errors.Email}
              />
            </Fieldset>
            <Fieldset framed legend={t('buying.stepAddress')}>
              <AddressFields
                idPrefix="checkout"
                labels={{
                  FirstName: t('buying.firstName'),
                  LastName: t('buying.lastName'),
                  Company: t('buying.companyOptional'),
                  Phone: t('buying.phone'),
                  Address1: t('buying.address1'),
                  Address2: t('buying.address2Optional'),
                  City: t('buying.city'),
                  State: t('buying.state'),
                  PostalCode: t('buying.postalCode'),
                  Country: t('buying.country'),
                  chooseCountry: t('buying.chooseCountry'),
                }}
                value={(name) => values[name] ?? ''}
                errors={errors}
                countries={loaded.countries}
                locale={locale}
                onStateBlur={requote}
              />
              <Button type="submit" name="intent" value="quote" variant="neutral" loading={quoting} formNoValidate>
                {review.Country ? t('buying.updateShipping') : t('buying.continueToShipping')}
              </Button>
            </Fieldset>
            <Fieldset framed id="shipping" legend={t('buying.stepShipping')} error={errors.ShippingMethod}>
              {review.ShippingOptions.length === 0 ? (
                <Text as="p" tone="muted" size="xsmall">
                  {t('buying.shippingNeedsCountry')}
                </Text>
              ) : (
                <Box
                  as="ul"
                  display="flex"
                  flexDirection="column"
                  gap="small"
                  key={`${review.Country}|${review.State}|${review.ShippingMethod}|${review.SubtotalCents}`}
                >
                  {review.ShippingOptions.map((option) => (
                    <li key={option.Method}>
                      <RadioCard
                        name="ShippingMethod"
                        value={option.Method}
                        disabled={!option.Available}
                        defaultChecked={option.Method === review.ShippingMethod}
                        onChange={() => setMethod(option.Method)}
                        label={t(SHIPPING_METHOD_KEYS[option.Method])}
                        description={
                          option.Available ? t('buying.workingDays', { days: option.TransitDays }) : localMessage(i18n, option.Reason)
                        }
                        aside={option.Available ? (option.Free ? t('buying.free') : money.cents(option.FeeCents)) : '—'}
                      />
                      {option.Available ? <input type="hidden" name={`total-${option.Method}`} value={option.TotalCents} /> : null}
                    </li>
                  ))}
                </Box>
              )}
            </Fieldset>
          </Box>
          <aside className="fe-checkout__summary" aria-labelledby="review-title">
            <Heading level={3} as="h2" id="review-title">
              {t('buying.stepReview')}
            </Heading>
            <LineItems caption={t('buying.orderLinesCaption')} labels={section('kitLineItems')}>
              {review.Lines.map((line) => (
                <LineItem
                  key={line.ProductID}
                  cells={{
                    part: (
                      <>
                        <Link to={line.ProductUrl}>{line.PartNo}</Link>
                        <Text tone="muted" size="xsmall">
                          {' '}
                          {line.MFG}
                        </Text>
                        {line.Problem ? <LineProblem>{localMessage(i18n, line.Problem)}</LineProblem> : null}
                      </>
                    ),
                    quantity: (
                      <>
                        {formatQuantity(line.Qty, locale)}
                        <StockSplit now={line.Qty - line.BackOrderQty} later={line.BackOrderQty} leadTimeWeeks={line.LeadTimeWeeks} />
                      </>
                    ),
                    unitPrice: (
                      <>
                        {line.UnitPriceMicros !== line.CartUnitPriceMicros ? (
                          <Text tone="muted" size="xsmall">
                            <s>{money.unit(line.CartUnitPriceMicros)}</s>
                          </Text>
                        ) : null}{' '}
                        {money.unit(line.UnitPriceMicros)}
                      </>
                    ),
                    amount: money.cents(line.AmountCents),
                  }}
                />
              ))}
            </LineItems>
            <Summary
              live
              items={[
                { key: 'subtotal', label: t('buying.subtotal'), value: money.cents(review.SubtotalCents) },
                {
                  key: 'shipping',
                  label: chosen
                    ? t('buying.shippingWithMethod', {
                        method: t(SHIPPING_METHOD_KEYS[chosen.Method]),
                        weight: formatQuantity(review.WeightGrams, locale),
                      })
                    : t('buying.shipping'),
                  value: review.Country ? (chosen?.Free ? t('buying.free') : money.cents(shippingCents)) : '—',
                },
                { key: 'tax', label: localMessage(i18n, review.Tax.Label), value: review.Country ? money.cents(taxCents) : '—' },
                {
                  key: 'total',
                  label: t('buying.total'),
                  value: <span data-testid="checkout-total">{money.cents(totalCents)}</span>,
                  total: true,
                },
              ]}
            />
            {money.converted ? (
              <Text as="p" tone="muted" size="xsmall">
                <RateText money={money} />
              </Text>
            ) : null}
            <ShipmentsChoice review={review} chosen={values.Shipments} />
            {priceChanges.length > 0 ? <PriceChanges changes={priceChanges} money={money} /> : null}
            <TextField label={t('buying.noteForUs')} name="Note" defaultValue={values.Note} maxLength={500} />
            <Button
              type="submit"
              name="intent"
              value="place"
              size="large"
              fullWidth
              loading={placing}
              disabled={review.Problems.length > 0 || review.ShippingOptions.length === 0}
            >
              {t('buying.placeOrder')}
            </Button>
            <AcceptedMethods />
            <Text as="p" tone="muted" size="xsmall">
              {t('buying.reservedNote', {
                date: new Date(review.ExpiresAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
          </aside>
        </div>
      </Form>
    </section>
  );
}
