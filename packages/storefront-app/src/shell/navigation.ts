import { ref } from 'valtio';
import type { ApiClient } from '../api/client';
import type { Stores } from '../state/stores';
import { endpoints } from '@ferrite/contract/endpoints';

/** The request in flight per store (per visitor on the server): hover, focus and a tap may all ask at once. */
const pending = new WeakMap<Stores, Promise<void>>();

/**
 * The menus' category tree and featured brands, fetched once into the business store. The server
 * has them from its cache for the first render; the browser does not get them in the page payload
 * (they are most of it) and asks here the first time a menu opens (issue 10).
 */
export function loadNavigation(api: ApiClient, stores: Stores): Promise<void> {
  const business = stores.business;
  if (business.categoryNavList.length > 0) return Promise.resolve();
  const inFlight = pending.get(stores);
  if (inFlight) return inFlight;
  const request = Promise.all([
    api.silent.call(endpoints.site.categoryNavigation).catch(() => []),
    api.silent.call(endpoints.site.manufacturerNavigation).catch(() => []),
  ]).then(([categories, manufacturers]) => {
    // ref(): see createStores.
    business.categoryNavList = ref(categories);
    business.mfgNavList = ref(manufacturers);
    pending.delete(stores);
  });
  pending.set(stores, request);
  return request;
}

/** The category tree with its names in the reader's language (links and ids unchanged). */
export function localisedCategories<Item extends { CategoryName: string; ChildList: readonly Item[] }>(
  list: readonly Item[],
  term: (english: string) => string,
): Item[] {
  return list.map((item) => ({ ...item, CategoryName: term(item.CategoryName), ChildList: localisedCategories(item.ChildList, term) }));
}
