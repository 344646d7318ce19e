import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { ApiClient } from '../api/client';
import { endpoints } from '@ferrite/contract/endpoints';
import { useServices } from '../state/context';
import type { Stores } from '../state/stores';

/**
 * Which parts are favourites, for the hearts on product pages, listings, compare and the cart
 * panel. The API keeps them: a signed-in user's in the account, a guest's under this browser's
 * anonymous `uid` cookie, moved into the account at sign-in. One per request's stores, keyed by
 * them, so no module-level object holds a visitor's favourites.
 */
export interface FavouritesState {
  /** Whose list `ids` is (the signed-in user name, '' for this browser's guest); null until loaded. */
  loadedFor: string | null;
  ids: Record<number, true>;
  /** Parts whose change is on its way. */
  busy: Record<number, true>;
}

const states = new WeakMap<Stores, FavouritesState>();

export function favouritesOf(stores: Stores): FavouritesState {
  let state = states.get(stores);
  if (!state) {
    state = proxy<FavouritesState>({ loadedFor: null, ids: {}, busy: {} });
    states.set(stores, state);
  }
  return state;
}

const ownerOf = (stores: Stores) => stores.session.user?.UserName ?? '';

/** Reads the list again (at first use, and when the visitor signed in or out). */
export async function loadFavourites(deps: { api: ApiClient; stores: Stores }): Promise<void> {
  const state = favouritesOf(deps.stores);
  const owner = ownerOf(deps.stores);
  try {
    const list = await deps.api.silent.call(endpoints.account.favourites);
    state.ids = Object.fromEntries(list.map((item) => [item.ProductID, true as const]));
    state.loadedFor = owner;
  } catch {
    // Hearts stay unpressed; a click still saves, and its answer sets the state.
  }
}

/** Saves or removes one part; the heart follows the API's answer (a refusal is shown by the API client). */
export async function setFavourite(deps: { api: ApiClient; stores: Stores }, productId: number, favourite: boolean): Promise<void> {
  const state = favouritesOf(deps.stores);
  state.busy[productId] = true;
  try {
    await deps.api.call(favourite ? endpoints.account.addFavourite : endpoints.account.removeFavourite, { ProductID: productId });
    if (favourite) state.ids[productId] = true;
    else delete state.ids[productId];
  } catch {
    // The API client showed why in the snackbar; the heart keeps its state.
  } finally {
    delete state.busy[productId];
  }
}

/** The favourites for the hearts; loads itself in the browser once per visitor. */
export function useFavourites(): FavouritesState {
  const services = useServices();
  const state = favouritesOf(services.stores);
  const snap = useSnapshot(state) as FavouritesState;
  const owner = useSnapshot(services.stores.session).user?.UserName ?? '';
  useEffect(() => {
    if (state.loadedFor !== owner) void loadFavourites(services);
  }, [state, services, owner]);
  return snap;
}
