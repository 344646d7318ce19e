import type { ApiClient } from '../api/client';
import type { Translator } from '../i18n/translator';
import type { Stores } from '../state/stores';

/** What loaders need, made per request on the server and once in the browser. */
export interface RouteDeps {
  api: ApiClient;
  stores: Stores;
  /** Titles, messages and labels made by loaders and route handles come from the language pack. */
  i18n: Translator;
}
