import type { LoaderFunctionArgs } from 'react-router-dom';
import { CART_PANEL_LIMIT } from '@ferrite/contract';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { setCartSummary } from './cart-summary';
import type { CartPageData } from './CartPage';
import { endpoints } from '@ferrite/contract/endpoints';

const head = (deps: RouteDeps): RouteHandle => ({ head: () => ({ title: deps.i18n.t('buying.cartTitle') }) });

/** The cart page; every cart change posts here. */
export const cart: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ request }: LoaderFunctionArgs): Promise<CartPageData> => {
    const lines = await deps.api.call(endpoints.buying.cartLines);
    setCartSummary(deps.stores, {
      Count: lines.length,
      Lines: lines.slice(0, CART_PANEL_LIMIT),
      SubtotalCents: lines.reduce((sum, l) => sum + l.Product.ItemAmount, 0),
      Currency: lines[0]?.Currency ?? deps.stores.business.currency,
    });
    const added = Number(new URL(request.url).searchParams.get('added'));
    return { lines, added: Number.isInteger(added) && added > 0 ? added : null };
  }),
  // Add to cart posts here from product and listing pages too: its code loads with the first post.
  action: lazyFunction(
    () => import('./cart-action'),
    (m) => m.cartAction(deps),
  ),
  handle: head(deps),
});
