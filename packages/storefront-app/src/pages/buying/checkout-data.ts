import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AccountAddress, CheckoutReview } from '@ferrite/contract';
import { SHIPPING_METHODS } from '@ferrite/contract/buying-data';
import type { RouteDeps } from '../../routing/deps';
import type { CheckoutPageData } from './CheckoutPage';
import { localApiError } from './messages';
import { randomHex } from './shared';

// The checkout's loader and what it shares with the checkout's action: the route module loads it
// with the route, so the data calls start without waiting for the page's chunk.

export interface Country {
  NameEN: string;
  RegionValue: string;
}

export const ADDRESS_FIELDS = [
  'FirstName',
  'LastName',
  'Company',
  'Phone',
  'Address1',
  'Address2',
  'City',
  'State',
  'PostalCode',
  'Country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export function reviewQuery(url: URL, overrides: { country?: string; state?: string; method?: string } = {}) {
  const query: Record<string, string> = { tempOrderId: url.searchParams.get('tempOrderId') ?? '' };
  const cart = url.searchParams.get('tempCartID');
  if (cart) query.tempCartID = cart;
  if (overrides.country) query.country = overrides.country;
  if (overrides.state) query.state = overrides.state;
  if (overrides.method && (SHIPPING_METHODS as readonly string[]).includes(overrides.method)) query.shippingMethod = overrides.method;
  return query;
}

/** The checkout's data: the review (priced for the default address, if any), countries, prefill. */
export function checkoutLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<CheckoutPageData> => {
    const url = new URL(request.url);
    const signedIn = deps.stores.session.user !== null;
    const [countries, addresses] = await Promise.all([
      deps.stores.business.countryList.length > 0
        ? Promise.resolve(deps.stores.business.countryList)
        : deps.api.get<Country[]>('/common/GetCountryList', undefined, { silent: true }).catch(() => [] as Country[]),
      signedIn
        ? deps.api.get<AccountAddress[]>('/account/GetAddressList', undefined, { silent: true }).catch(() => [] as AccountAddress[])
        : Promise.resolve([] as AccountAddress[]),
    ]);
    const preferred = addresses.find((a) => a.IsDefault) ?? addresses[0];
    const address: CheckoutPageData['address'] = preferred
      ? Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(preferred[field] ?? '')]))
      : { Country: url.searchParams.get('country') ?? '' };
    const review = await deps.api
      .get<CheckoutReview>('/order/GetCheckout', reviewQuery(url, { country: address.Country ?? '', state: address.State ?? '' }))
      .catch((error: unknown) => {
        throw localApiError(deps.i18n, error);
      });
    return { review, countries, address, idempotencyKey: randomHex(), signedIn };
  };
}
