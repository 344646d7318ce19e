import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { ApiClient } from '../../api/client';
import type { CartSummary } from '@ferrite/contract';
import { useServices } from '../../state/context';
import type { Stores } from '../../state/stores';
import { endpoints } from '@ferrite/contract/endpoints';

/**
 * The cart count and the sidebar panel's lines (at most 9), one per request's stores: the shell
 * reads it with `useCartSummary()` (header "My Cart (3)", sidebar cart panel), the cart pages and
 * add-to-cart forms refresh it. Kept beside the stores, keyed by them, so no module-level object
 * ever holds one visitor's cart.
 */
export interface CartSummaryState extends CartSummary {
  /** False until the first summary arrived (the server render shows no count). */
  loaded: boolean;
}

const summaries = new WeakMap<Stores, CartSummaryState>();

export function cartSummaryOf(stores: Stores): CartSummaryState {
  let summary = summaries.get(stores);
  if (!summary) {
    summary = proxy<CartSummaryState>({ loaded: false, Count: 0, Lines: [], SubtotalCents: 0, Currency: stores.business.currency });
    summaries.set(stores, summary);
  }
  return summary;
}

export function setCartSummary(stores: Stores, next: CartSummary): void {
  Object.assign(cartSummaryOf(stores), next, { loaded: true });
}

/** Asks the API for the summary again (after add, modify, remove or an order). */
export async function refreshCartSummary(deps: { api: ApiClient; stores: Stores }): Promise<void> {
  try {
    setCartSummary(deps.stores, await deps.api.silent.call(endpoints.buying.cartSummary));
  } catch {
    // The count is a convenience; a failure leaves the last one shown.
  }
}

/** The cart summary for the header and the sidebar; loads itself once in the browser. */
export function useCartSummary(): CartSummaryState {
  const services = useServices();
  const summary = cartSummaryOf(services.stores);
  const snap = useSnapshot(summary) as CartSummaryState;
  useEffect(() => {
    if (!summary.loaded) void refreshCartSummary(services);
  }, [summary, services]);
  return snap;
}
