import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AccountAddress } from '@ferrite/contract';
import { SHIPPING_METHODS } from '@ferrite/contract/buying-data';
import type { RouteDeps } from '../../routing/deps';
import type { CheckoutPageData } from './CheckoutPage';
import { localApiError } from './messages';
import { randomHex } from './shared';
import { ADDRESS_FIELDS, type AddressField, type Country } from '../address/AddressFields';

export { ADDRESS_FIELDS, type AddressField, type Country };
import type { EndpointInput } from '@ferrite/contract/endpoint';
import { endpoints } from '@ferrite/contract/endpoints';

// The checkout's loader and what it shares with the checkout's action: the route module loads it
// with the route, so the data calls start without waiting for the page's chunk.

export function reviewQuery(url: URL, overrides: { country?: string; state?: string; method?: string } = {}) {
  const query: EndpointInput<typeof endpoints.buying.checkout> = { tempOrderId: url.searchParams.get('tempOrderId') ?? '' };
  const cart = url.searchParams.get('tempCartID');
  if (cart) query.tempCartID = cart;
  if (overrides.country) query.country = overrides.country;
  if (overrides.state) query.state = overrides.state;
  const method = SHIPPING_METHODS.find((known) => known === overrides.method);
  if (method) query.shippingMethod = method;
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
        : deps.api.silent.call(endpoints.site.countries).catch(() => [] as Country[]),
      signedIn
        ? deps.api.silent.call(endpoints.account.addresses).catch(() => [] as AccountAddress[])
        : Promise.resolve([] as AccountAddress[]),
    ]);
    const preferred = addresses.find((a) => a.IsDefault) ?? addresses[0];
    const address: CheckoutPageData['address'] = preferred
      ? Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(preferred[field] ?? '')]))
      : { Country: url.searchParams.get('country') ?? '' };
    const review = await deps.api
      .call(endpoints.buying.checkout, reviewQuery(url, { country: address.Country ?? '', state: address.State ?? '' }))
      .catch((error: unknown) => {
        throw localApiError(deps.i18n, error);
      });
    return { review, countries, address, idempotencyKey: randomHex(), signedIn };
  };
}
