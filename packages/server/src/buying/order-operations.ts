import { endpoints } from '@ferrite/contract/endpoints';
import { baseCentsOf, centsIn } from '@ferrite/contract/currency';
import { requireUser } from '../accounts/guard';
import { requestCurrency } from '../currency/request-currency';
import { isKnownCountry } from '../api/common/countries';
import type { RequestContext } from '../api/context';
import { badRequest } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { cartIdOrUndefined, cartOwnerOf } from './cart-service';
import { reviewCheckout } from './checkout-service';
import { idempotencyKeyOf } from './idempotency';
import { cancelOverdueOrders, placeOrder } from './order-service';
import { findOrder, orderDetail, orderHistory, type OrderCaller } from './order-queries';
import { paymentProvider } from './payment/test-provider';
import { answerChallenge, parseExpiry, payOrder } from './payment-service';
import { reconcileOrder, sweepOpenPayments } from './payment-reconciler';
import { shippingOptions, zoneOf, ZONE_NAMES } from './shipping';
import { taxFor } from './tax';

const siteOf = (ctx: RequestContext) => ({ brand: ctx.config.brand, publicOrigin: ctx.config.publicOrigin });

/** The at-request sweeps: payment attempts a crash left open are settled before overdue orders are cancelled. */
async function sweep(ctx: RequestContext): Promise<void> {
  await sweepOpenPayments(ctx.db, paymentProvider(ctx.db), siteOf(ctx)).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'open-payment sweep failed'),
  );
  await cancelOverdueOrders(ctx.db);
}

async function callerOf(ctx: RequestContext, key: string | undefined): Promise<OrderCaller> {
  const session = await ctx.auth();
  return {
    userId: session?.user.id ?? null,
    cartId: cartIdOrUndefined(ctx.cookies.cid) ?? cartIdOrUndefined(ctx.headers['x-cart-id']),
    key,
  };
}

export const getCheckout = defineOperation(endpoints.buying.checkout, {
  summary:
    'The review of a temporary order (tempOrderId, tempCartID): lines priced now, price changes since the cart, stock problems, and for a destination (country, state) the shipping options and tax.',
  async handler(input, ctx) {
    if (input.country && !isKnownCountry(input.country)) throw badRequest('Please choose a country.');
    const session = await ctx.auth();
    const owner = await cartOwnerOf(ctx, input.tempCartID);
    return reviewCheckout(ctx.db, owner, input, session?.user.email ?? '', await requestCurrency(ctx));
  },
});

export const placeOrderOperation = defineOperation(endpoints.buying.placeOrder, {
  summary:
    'Places the order of a temporary order: stock is checked and reserved in the same transaction, a changed price needs AcceptPriceChanges. Idempotent with the Idempotency-Key header (a replay answers the same; the same key with another body answers 422).',
  async handler(input, ctx) {
    const key = idempotencyKeyOf(ctx.headers, input.IdempotencyKey);
    // Charged in the currency the buyer was shown, at the rate in effect now (ExpectedTotalCents guards a change).
    const charge = await requestCurrency(ctx);
    const owner = await cartOwnerOf(ctx, input.TempCartID);
    await sweep(ctx).catch((error: unknown) => ctx.log.warn({ err: error }, 'overdue-order sweep failed'));
    const { IdempotencyKey: _key, ...request } = input;
    const outcome = await placeOrder(ctx.db, owner, request, key, siteOf(ctx), charge);
    if (outcome.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return reply(outcome.order, outcome.message);
  },
});

export const getOrderDetail = defineOperation(endpoints.buying.order, {
  summary:
    'One order: lines, prices, shipping, tax, payments and status history. Its user, the guest browser that placed it, or its access key (key) may see it.',
  async handler(input, ctx) {
    const caller = await callerOf(ctx, input.key);
    let order = await findOrder(ctx.db, input.orderNo, caller);
    if (order.status === 'awaiting_payment') {
      // The page shows what the provider knows of an attempt a crash left open, not "processing" forever.
      const settled = await reconcileOrder(ctx.db, paymentProvider(ctx.db), order.id, siteOf(ctx)).catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'payment reconciliation failed');
        return [];
      });
      const overdue = new Date(order.payment_due_at).getTime() < Date.now();
      if (overdue) await cancelOverdueOrders(ctx.db, true);
      if (overdue || settled.some((r) => r.verdict !== 'open' && r.verdict !== 'unreachable'))
        order = await findOrder(ctx.db, input.orderNo, caller);
    }
    return orderDetail(ctx.db, order);
  },
});

export const pay = defineOperation(endpoints.buying.pay, {
  summary:
    'Pays an order by card through the payment provider (test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for 3-D Secure). Card data is not stored.',
  async handler(input, ctx) {
    const expiry = parseExpiry(input.Expiry);
    const caller = await callerOf(ctx, input.Key);
    const result = await payOrder(
      ctx.db,
      paymentProvider(ctx.db),
      caller,
      input.OrderNo,
      { number: input.CardNumber, expMonth: expiry.month, expYear: expiry.year, cvc: input.Cvc, holder: input.CardHolder },
      siteOf(ctx),
    );
    return reply(result, result.Message, result.Status === 'succeeded' ? 'success' : 'warning');
  },
});

export const paymentChallenge = defineOperation(endpoints.buying.paymentChallenge, {
  summary: "The buyer's answer to a 3-D Secure challenge (PaymentID, Approve).",
  async handler(input, ctx) {
    const caller = await callerOf(ctx, input.Key);
    const result = await answerChallenge(ctx.db, paymentProvider(ctx.db), caller, input.PaymentID, input.Approve, siteOf(ctx));
    return reply(result, result.Message, result.Status === 'succeeded' ? 'success' : 'warning');
  },
});

export const getOrderHistory = defineOperation(endpoints.buying.orderHistory, {
  summary: "The signed-in user's orders, newest first, with status and totals (the account's order status history).",
  async handler(_input, ctx) {
    const session = await requireUser(ctx);
    return orderHistory(ctx.db, session.user.id);
  },
});

export const getShippingRates = defineOperation(endpoints.buying.shippingRates, {
  summary:
    'The shipping options and fees for a destination country, shipment weight (grams) and subtotal, and the tax rule that applies. Subtotal and fees are cents of the request currency (X-Currency or `_currency`), fees converted from the dollar table at the current rate as checkout charges them; free shipping is judged on the subtotal in dollars.',
  async handler(input, ctx) {
    const charge = await requestCurrency(ctx);
    const zone = zoneOf(input.country);
    const options = shippingOptions(input.country, input.weightGrams, baseCentsOf(input.subtotalCents, charge.rate)).map((option) => ({
      ...option,
      FeeCents: centsIn(option.FeeCents, charge.rate),
    }));
    return {
      Zone: zone,
      ZoneName: ZONE_NAMES[zone],
      Options: options,
      Tax: taxFor(input.country, '', input.subtotalCents, 0),
      Currency: charge.value,
      ExchangeRate: charge.rate,
      ExchangeRateDate: charge.date,
    };
  },
});

export const orderOperations = [getCheckout, placeOrderOperation, getOrderDetail, pay, paymentChallenge, getOrderHistory, getShippingRates];
