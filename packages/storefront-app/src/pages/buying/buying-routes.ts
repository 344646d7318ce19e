import type { LoaderFunctionArgs } from 'react-router-dom';
import { CART_PANEL_LIMIT, type CartLine } from '../../api/contract';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { setCartSummary } from './cart-summary';
import type { CartPageData } from './CartPage';

const head = (deps: RouteDeps, title: TranslationKey): RouteHandle => ({ head: () => ({ title: deps.i18n.t(title) }) });

// The page modules hold these loaders and actions: `page` loads the route's, with the page.
type CheckoutPage = MakeRouteParts<typeof import('./CheckoutPage')>;
type OrderPages = MakeRouteParts<typeof import('./OrderPages')>;

/*
 * The buying pages. Guests check out at /PlaceOrder, signed-in users at /order/checkout (guarded);
 * payment, result and detail pages open for the order's owner (user, guest browser, or the
 * access key in the mail), so they are not guarded.
 */
export const cart: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ request }: LoaderFunctionArgs): Promise<CartPageData> => {
    const lines = await deps.api.get<CartLine[]>('/shopcart/GetShopCartList');
    setCartSummary(deps.stores, { Count: lines.length, Lines: lines.slice(0, CART_PANEL_LIMIT), SubtotalCents: lines.reduce((sum, l) => sum + l.Product.ItemAmount, 0), Currency: lines[0]?.Currency ?? deps.stores.business.currency });
    const added = Number(new URL(request.url).searchParams.get('added'));
    return { lines, added: Number.isInteger(added) && added > 0 ? added : null };
  }),
  // Add to cart posts here from product and listing pages too: its code loads with the first post.
  action: lazyFunction(() => import('./cart-action'), (m) => m.cartAction(deps)),
  handle: head(deps, 'buying.cartTitle'),
});
const checkout =
  (guards: readonly ('auth' | 'guest')[]): CheckoutPage =>
  (deps, page) => ({
    loader: pageLoader(deps, guards, lazyFunction(page, (m) => m.checkoutLoader(deps))),
    action: lazyFunction(page, (m) => m.checkoutAction(deps)),
    handle: head(deps, 'buying.checkoutTitle'),
  });
export const guestCheckout = checkout([]);
export const userCheckout = checkout(['auth']);
const order =
  (title: TranslationKey): OrderPages =>
  (deps, page) => ({ loader: pageLoader(deps, [], lazyFunction(page, (m) => m.orderLoader(deps))), handle: head(deps, title) });
export const orderResult = order('buying.orderResultTitle');
export const paymentResult = order('buying.paymentResultTitle');
export const orderDetail = order('buying.orderDetailsTitle');
export const payment: OrderPages = (deps, page) => ({
  loader: pageLoader(deps, [], lazyFunction(page, (m) => m.paymentLoader(deps))),
  action: lazyFunction(page, (m) => m.paymentAction(deps)),
  handle: head(deps, 'buying.paymentTitle'),
});
