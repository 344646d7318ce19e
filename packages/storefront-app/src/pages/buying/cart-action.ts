import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { addToCartMessage } from '@ferrite/contract';
import type { ComposedFields } from '../../api/client';
import type { RouteDeps } from '../../routing/deps';
import { showSnackbar } from '../../state/stores';
import { refreshCartSummary } from './cart-summary';
import { localMessage } from './messages';
import { callApi, checkoutUrl, failed, isSignedIn, readForm } from './shared';
import { endpoints } from '@ferrite/contract/endpoints';

/** What the cart route's action answers to its page or to an add-to-cart form. */
export interface CartActionResult {
  ok: boolean;
  message: string;
  /** The line the message is about, when it is about one. */
  dtlId?: number;
  /** The product an add-to-cart message is about. */
  productId?: number;
}

/** The visitor's cart id (docs/product.md §4 buy-now "set temporary cart id"): the cid cookie, minted if missing. */
async function tempCartId(deps: RouteDeps): Promise<string> {
  const got = await callApi(deps.api, endpoints.site.cid);
  return got.ok ? got.data : '';
}

/** Quantities typed into the cart form (`qty-{DtlID}`) that differ from the stored ones. */
async function applyQuantities(
  deps: RouteDeps,
  values: Record<string, string>,
): Promise<{ result: CartActionResult; status: number } | undefined> {
  const typed = Object.entries(values).filter(([name]) => /^qty-\d+$/.test(name));
  if (typed.length === 0) return undefined;
  const lines = await callApi(deps.api, endpoints.buying.cartLines);
  if (!lines.ok) return { result: { ok: false, message: lines.message }, status: lines.code >= 400 ? lines.code : 400 };
  const current = new Map(lines.data.map((line) => [line.DtlID, line]));
  for (const [name, raw] of typed) {
    const dtlId = Number(name.slice(4));
    const line = current.get(dtlId);
    if (!line || String(line.Product.OrderQty) === raw.trim()) continue;
    const changed = await callApi(deps.api, endpoints.buying.modifyCart, { DtlID: dtlId, OrderQty: raw });
    if (!changed.ok)
      return {
        result: { ok: false, message: `${line.PartNo}: ${localMessage(deps.i18n, changed)}`, dtlId },
        status: changed.code >= 400 ? changed.code : 400,
      };
  }
  return undefined;
}

/**
 * POST /shopcart: every cart change, from the cart page and from add-to-cart forms elsewhere, with
 * or without JavaScript. `intent` says which: add, buynow, modify, update, remove, remove:{id},
 * checkout. Without JavaScript (`after=cart`) an add ends on the cart page; with it the form stays.
 */
export function cartAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const { values, all } = await readForm(request);
    const intent = values.intent ?? '';
    // Messages of the API come in English: shown in the reader's language where the pack knows them.
    // A failed call's composed message is worded from its code and values (`composed`).
    const fail = (result: CartActionResult, status = 400, composed: ComposedFields = {}) => {
      const shown = { ...result, message: localMessage(deps.i18n, { message: result.message, ...composed }) };
      showSnackbar(deps.stores, 'error', shown.message);
      return failed(shown, status);
    };

    if (intent === 'add' || intent === 'buynow') {
      const productId = Number(values.ProductID);
      const body = {
        ProductID: values.ProductID,
        OrderQty: values.OrderQty ?? '',
        ...(values.Reference ? { Reference: values.Reference } : {}),
      };
      const added = await callApi(deps.api, endpoints.buying.addToCart, body);
      if (!added.ok)
        return fail({ ok: false, message: addToCartMessage(added.message), productId }, added.code >= 400 ? added.code : 400, added);
      if (intent === 'buynow') {
        // Spec §4 buy-now: temporary cart id, add, set the line to exactly this quantity, checkout from that line.
        const cartId = await tempCartId(deps);
        const modified = await callApi(deps.api, endpoints.buying.modifyCart, { DtlID: added.data.DtlID, OrderQty: values.OrderQty });
        if (!modified.ok) return fail({ ok: false, message: modified.message, productId }, 400, modified);
        const checkout = await callApi(deps.api, endpoints.buying.toCheckout, [added.data.DtlID]);
        if (!checkout.ok) return fail({ ok: false, message: checkout.message, productId }, 409, checkout);
        return redirect(checkoutUrl(isSignedIn(deps.stores), checkout.data, cartId));
      }
      await refreshCartSummary(deps);
      if (values.after === 'cart') return redirect(`/shopcart?added=${added.data.DtlID}`);
      showSnackbar(
        deps.stores,
        'success',
        deps.i18n.t('buying.addedPieces', { count: added.data.OrderQty.toLocaleString(deps.i18n.locale) }),
      );
      return { ok: true, message: deps.i18n.t('buying.msgAdded'), dtlId: added.data.DtlID, productId } satisfies CartActionResult;
    }

    if (intent === 'modify') {
      const dtlId = Number(values.DtlID);
      const changed = await callApi(deps.api, endpoints.buying.modifyCart, { DtlID: values.DtlID, OrderQty: values.OrderQty ?? '' });
      if (!changed.ok) return fail({ ok: false, message: changed.message, dtlId }, changed.code >= 400 ? changed.code : 400, changed);
      await refreshCartSummary(deps);
      return { ok: true, message: deps.i18n.t('buying.msgUpdated'), dtlId } satisfies CartActionResult;
    }

    if (intent === 'update') {
      const problem = await applyQuantities(deps, values);
      if (problem) return fail(problem.result, problem.status);
      await refreshCartSummary(deps);
      return { ok: true, message: deps.i18n.t('buying.quantitiesUpdated') } satisfies CartActionResult;
    }

    if (intent === 'remove' || intent.startsWith('remove:')) {
      const ids = intent === 'remove' ? all('DtlID').map(Number) : [Number(intent.slice('remove:'.length))];
      if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0))
        return fail({ ok: false, message: deps.i18n.t('buying.selectLinesToRemove') });
      const removed = await callApi(deps.api, endpoints.buying.removeFromCart, ids);
      // Spec §8: a failed delete shows the returned data; a success 'Delete successfully'.
      if (!removed.ok) return fail({ ok: false, message: removed.data ? String(removed.data) : removed.message });
      await refreshCartSummary(deps);
      showSnackbar(deps.stores, 'success', deps.i18n.t('buying.msgDeleted'));
      return { ok: true, message: deps.i18n.t('buying.msgDeleted') } satisfies CartActionResult;
    }

    if (intent === 'checkout') {
      const ids = all('DtlID').map(Number);
      if (ids.length === 0) return fail({ ok: false, message: deps.i18n.t('buying.msgNothingSelected') });
      const problem = await applyQuantities(deps, values);
      if (problem) return fail(problem.result, problem.status);
      const checkout = await callApi(deps.api, endpoints.buying.toCheckout, ids);
      // Spec §8: a failed checkout creation shows its message and the flow stops.
      if (!checkout.ok)
        return fail(
          {
            ok: false,
            message: checkout.message,
            ...(checkout.data && typeof checkout.data === 'object' && 'DtlID' in checkout.data
              ? { dtlId: Number((checkout.data as { DtlID: number }).DtlID) }
              : {}),
          },
          checkout.code >= 400 ? checkout.code : 400,
          checkout,
        );
      return redirect(checkoutUrl(isSignedIn(deps.stores), checkout.data, await tempCartId(deps)));
    }

    return fail({ ok: false, message: deps.i18n.t('buying.unknownCartAction') });
  };
}
