import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';

// Only what matching needs stays in the first load: loaders, actions and heads come with the
// route (buying-routes.ts), each page module in its own chunk (issue 10).
const parts = () => import('./buying-routes');
const checkoutPage = exported(() => import('./CheckoutPage'), 'CheckoutPage');
const orderPages = () => import('./OrderPages');

/** The buying pages: cart, checkout (guest and signed in), payment and orders. */
export function buyingRoutes(deps: RouteDeps): RouteObject[] {
  return [
    { path: 'shopcart', ...lazyRoute(deps, exported(parts, 'cart'), exported(() => import('./CartPage'), 'CartPage')) },
    { path: 'PlaceOrder', ...lazyRoute(deps, exported(parts, 'guestCheckout'), checkoutPage) },
    { path: 'PlaceOrder/orderresult', ...lazyRoute(deps, exported(parts, 'orderResult'), exported(orderPages, 'OrderResultPage')) },
    { path: 'order/checkout', ...lazyRoute(deps, exported(parts, 'userCheckout'), checkoutPage) },
    { path: 'order/payment', ...lazyRoute(deps, exported(parts, 'payment'), exported(orderPages, 'PaymentPage')) },
    { path: 'order/PaymentResult', ...lazyRoute(deps, exported(parts, 'paymentResult'), exported(orderPages, 'OrderResultPage')) },
    { path: 'order/detail', ...lazyRoute(deps, exported(parts, 'orderDetail'), exported(orderPages, 'OrderDetailPage')) },
  ];
}
