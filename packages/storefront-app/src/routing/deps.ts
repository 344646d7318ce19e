import type { ApiClient } from '../api/client';
import type { Stores } from '../state/stores';

/** What loaders need, made per request on the server and once in the browser. */
export interface RouteDeps {
  api: ApiClient;
  stores: Stores;
}
