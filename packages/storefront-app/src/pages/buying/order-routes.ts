import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { checkoutLoader } from './checkout-data';
import { orderLoader, paymentLoader } from './order-data';

const head = (deps: RouteDeps, title: TranslationKey): RouteHandle => ({ head: () => ({ title: deps.i18n.t(title) }) });

// The page modules hold the actions (`page` loads the route's, with the page); the loaders are in
// checkout-data.ts and order-data.ts, so their data calls do not wait for the page's chunk.
type CheckoutPage = MakeRouteParts<typeof import('./CheckoutPage')>;
type OrderPages = MakeRouteParts<typeof import('./OrderPages')>;

/*
 * Checkout, payment and the order's pages. Guests check out at /PlaceOrder, signed-in users at
 * /order/checkout (guarded); payment, result and detail pages open for the order's owner (user,
 * guest browser, or the access key in the mail), so they are not guarded.
 */
const checkout =
  (guards: readonly ('auth' | 'guest')[]): CheckoutPage =>
  (deps, page) => ({
    loader: pageLoader(deps, guards, checkoutLoader(deps)),
    action: lazyFunction(page, (m) => m.checkoutAction(deps)),
    handle: head(deps, 'buying.checkoutTitle'),
  });
export const guestCheckout = checkout([]);
export const userCheckout = checkout(['auth']);
const order =
  (title: TranslationKey): OrderPages =>
  (deps) => ({ loader: pageLoader(deps, [], orderLoader(deps)), handle: head(deps, title) });
export const orderResult = order('buying.orderResultTitle');
export const paymentResult = order('buying.paymentResultTitle');
export const orderDetail = order('buying.orderDetailsTitle');
export const payment: OrderPages = (deps, page) => ({
  loader: pageLoader(deps, [], paymentLoader(deps)),
  action: lazyFunction(page, (m) => m.paymentAction(deps)),
  handle: head(deps, 'buying.paymentTitle'),
});
