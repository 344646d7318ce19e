import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { CartLine } from '../../api/contract';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { cartAction } from './cart-action';
import { setCartSummary } from './cart-summary';
import { CartPage, type CartPageData } from './CartPage';
import { checkoutAction, checkoutLoader, CheckoutPage } from './CheckoutPage';
import { orderLoader, OrderDetailPage, OrderResultPage, paymentAction, paymentLoader, PaymentPage } from './OrderPages';
import { CART_PANEL_LIMIT } from '../../api/contract';

const head = (title: string): RouteHandle => ({ head: () => ({ title }) });

function cartLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<CartPageData> => {
    const lines = await deps.api.get<CartLine[]>('/shopcart/GetShopCartList');
    setCartSummary(deps.stores, { Count: lines.length, Lines: lines.slice(0, CART_PANEL_LIMIT), SubtotalCents: lines.reduce((sum, l) => sum + l.Product.ItemAmount, 0) });
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
  return [
    { path: 'shopcart', loader: pageLoader(deps, [], cartLoader(deps)), action: cartAction(deps), element: <CartPage />, handle: head('Shopping Cart') },
    { path: 'PlaceOrder', loader: pageLoader(deps, [], checkoutLoader(deps)), action: checkoutAction(deps), element: <CheckoutPage />, handle: head('Checkout') },
    { path: 'PlaceOrder/orderresult', loader: pageLoader(deps, [], orderLoader(deps)), element: <OrderResultPage />, handle: head('Order result') },
    { path: 'order/checkout', loader: pageLoader(deps, ['auth'], checkoutLoader(deps)), action: checkoutAction(deps), element: <CheckoutPage />, handle: head('Checkout') },
    { path: 'order/payment', loader: pageLoader(deps, [], paymentLoader(deps)), action: paymentAction(deps), element: <PaymentPage />, handle: head('Payment') },
    { path: 'order/PaymentResult', loader: pageLoader(deps, [], orderLoader(deps)), element: <OrderResultPage />, handle: head('Payment result') },
    { path: 'order/detail', loader: pageLoader(deps, [], orderLoader(deps)), element: <OrderDetailPage />, handle: head('Order details') },
  ];
}
