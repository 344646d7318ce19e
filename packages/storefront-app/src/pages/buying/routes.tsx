import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';
import { withPackParts } from '../../routing/pack-parts';

// Only what matching needs stays in the first load: loaders, actions and heads come with the
// route (cart-route.ts, order-routes.ts), each page module in its own chunk (issue 10).
const cart = () => import('./cart-route');
const orders = () => import('./order-routes');
const checkoutPage = () => import('./CheckoutPage');
const orderPages = () => import('./OrderPages');

/**
 * The buying pages: cart, checkout (guest and signed in), payment and orders. Each group names the
 * parts of the language pack its pages read (see withPackParts); all of them show the API's messages.
 */
export function buyingRoutes(deps: RouteDeps): RouteObject[] {
  return [
    // Add-to-cart forms post here from catalogue pages too: its parts load with the first post.
    ...withPackParts(
      deps,
      ['buyingCart', 'buyingAddToCart', 'buyingMessages', 'kitLineItems', 'kitQuantityInput', 'kitStockBadge'],
      [
        {
          path: 'shopcart',
          ...lazyRoute(
            deps,
            exported(cart, 'cart'),
            () => import('./CartPage'),
            (m) => m.CartPage,
          ),
        },
      ],
    ),
    ...withPackParts(deps, ['buyingCart', 'buyingAddToCart', 'buyingStates', 'buyingMessages', 'kitLineItems'], orderRoutes(deps)),
  ];
}

/** Checkout, payment and the order's pages. */
function orderRoutes(deps: RouteDeps): RouteObject[] {
  return [
    { path: 'PlaceOrder', ...lazyRoute(deps, exported(orders, 'guestCheckout'), checkoutPage, (m) => m.CheckoutPage) },
    { path: 'PlaceOrder/orderresult', ...lazyRoute(deps, exported(orders, 'orderResult'), orderPages, (m) => m.OrderResultPage) },
    { path: 'order/checkout', ...lazyRoute(deps, exported(orders, 'userCheckout'), checkoutPage, (m) => m.CheckoutPage) },
    { path: 'order/payment', ...lazyRoute(deps, exported(orders, 'payment'), orderPages, (m) => m.PaymentPage) },
    { path: 'order/PaymentResult', ...lazyRoute(deps, exported(orders, 'paymentResult'), orderPages, (m) => m.OrderResultPage) },
    { path: 'order/detail', ...lazyRoute(deps, exported(orders, 'orderDetail'), orderPages, (m) => m.OrderDetailPage) },
  ];
}
