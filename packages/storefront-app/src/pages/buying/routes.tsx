import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { CartLine } from '../../api/contract';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { setCartSummary } from './cart-summary';
import type { CartPageData } from './CartPage';
import { lazyFunction, lazyPage } from '../../routing/lazy-page';
import { CART_PANEL_LIMIT } from '../../api/contract';

const head = (deps: RouteDeps, title: TranslationKey): RouteHandle => ({ head: () => ({ title: deps.i18n.t(title) }) });

function cartLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<CartPageData> => {
    const lines = await deps.api.get<CartLine[]>('/shopcart/GetShopCartList');
    setCartSummary(deps.stores, { Count: lines.length, Lines: lines.slice(0, CART_PANEL_LIMIT), SubtotalCents: lines.reduce((sum, l) => sum + l.Product.ItemAmount, 0), Currency: lines[0]?.Currency ?? deps.stores.business.currency });
    const added = Number(new URL(request.url).searchParams.get('added'));
    return { lines, added: Number.isInteger(added) && added > 0 ? added : null };
  };
}

/**
 * The buying pages. Guests check out at /PlaceOrder, signed-in users at /order/checkout (guarded);
 * payment, result and detail pages open for the order's owner (user, guest browser, or the
 * access key in the mail), so they are not guarded.
 */
export function buyingRoutes(deps: RouteDeps): RouteObject[] {
  // Each page module (component, loader, action) is its own chunk, loaded when the route is.
  const checkout = () => import('./CheckoutPage');
  const orders = () => import('./OrderPages');
  const checkoutLoader = lazyFunction(checkout, (m) => m.checkoutLoader(deps));
  const checkoutAction = lazyFunction(checkout, (m) => m.checkoutAction(deps));
  const orderLoader = lazyFunction(orders, (m) => m.orderLoader(deps));
  const checkoutPage = lazyPage(checkout, (m) => ({ Component: m.CheckoutPage }));
  // Add to cart posts here from product and listing pages too: its code loads with the first post.
  const cartAction = lazyFunction(() => import('./cart-action'), (m) => m.cartAction(deps));
  return [
    { path: 'shopcart', loader: pageLoader(deps, [], cartLoader(deps)), action: cartAction, ...lazyPage(() => import('./CartPage'), (m) => ({ Component: m.CartPage })), handle: head(deps, 'buying.cartTitle') },
    { path: 'PlaceOrder', loader: pageLoader(deps, [], checkoutLoader), action: checkoutAction, ...checkoutPage, handle: head(deps, 'buying.checkoutTitle') },
    { path: 'PlaceOrder/orderresult', loader: pageLoader(deps, [], orderLoader), ...lazyPage(orders, (m) => ({ Component: m.OrderResultPage })), handle: head(deps, 'buying.orderResultTitle') },
    { path: 'order/checkout', loader: pageLoader(deps, ['auth'], checkoutLoader), action: checkoutAction, ...checkoutPage, handle: head(deps, 'buying.checkoutTitle') },
    { path: 'order/payment', loader: pageLoader(deps, [], lazyFunction(orders, (m) => m.paymentLoader(deps))), action: lazyFunction(orders, (m) => m.paymentAction(deps)), ...lazyPage(orders, (m) => ({ Component: m.PaymentPage })), handle: head(deps, 'buying.paymentTitle') },
    { path: 'order/PaymentResult', loader: pageLoader(deps, [], orderLoader), ...lazyPage(orders, (m) => ({ Component: m.OrderResultPage })), handle: head(deps, 'buying.paymentResultTitle') },
    { path: 'order/detail', loader: pageLoader(deps, [], orderLoader), ...lazyPage(orders, (m) => ({ Component: m.OrderDetailPage })), handle: head(deps, 'buying.orderDetailsTitle') },
  ];
}
