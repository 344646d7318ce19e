import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { OrderDetail } from '@ferrite/contract';
import type { RouteDeps } from '../../routing/deps';
import { localApiError } from './messages';
import type { OrderPageData, PaymentPageData } from './OrderPages';
import { endpoints } from '@ferrite/contract/endpoints';

// The order pages' loaders: the route module loads them with the route, so the data call starts
// without waiting for the page's chunk.

/** Where a paid order's buyer lands: guests at /PlaceOrder/orderresult, users at /order/PaymentResult. */
export function resultUrl(order: Pick<OrderDetail, 'OrderNo' | 'Guest'>, key: string): string {
  const query = `orderNo=${encodeURIComponent(order.OrderNo)}${key ? `&key=${key}` : ''}`;
  return order.Guest ? `/PlaceOrder/orderresult?${query}` : `/order/PaymentResult?${query}`;
}

async function loadOrder(deps: RouteDeps, request: Request): Promise<OrderPageData> {
  const url = new URL(request.url);
  const orderNo = url.searchParams.get('orderNo') ?? '';
  const key = url.searchParams.get('key') ?? '';
  const order = await deps.api.call(endpoints.buying.order, { orderNo, ...(key ? { key } : {}) }).catch((error: unknown) => {
    throw localApiError(deps.i18n, error);
  });
  return { order, key: key || order.AccessKey };
}

export function orderLoader(deps: RouteDeps) {
  return ({ request }: LoaderFunctionArgs) => loadOrder(deps, request);
}

export function paymentLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<PaymentPageData> => {
    const loaded = await loadOrder(deps, request);
    if (loaded.order.PaymentStatus === 'paid') throw redirect(resultUrl(loaded.order, loaded.key));
    const wanted = new URL(request.url).searchParams.get('challenge');
    return { ...loaded, challenge: wanted && loaded.order.PendingChallenge === wanted ? wanted : null };
  };
}
