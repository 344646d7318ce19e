import type { CartSummary } from '@ferrite/contract';
import type { Overlay } from './i18n/pack';
import type { SerializedHydration } from './routing/hydration';
import type { StoreSnapshot } from './state/stores';

/** The id of the JSON script the server writes and the browser reads before hydrating. */
export const PAYLOAD_ELEMENT_ID = '__ferrite_data';

export interface PagePayload {
  router: SerializedHydration;
  state: StoreSnapshot;
  /** Translation-memory entries for languages without a pack (empty for English and Russian). */
  i18n: { overlay: Overlay };
  /**
   * The cart summary when a server loader read it (the cart page): the server rendered the header's
   * count from it, so the browser must start from the same one or hydration fails.
   */
  cart?: CartSummary;
}
