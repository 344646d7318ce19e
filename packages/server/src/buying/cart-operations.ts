import { endpoints } from '@ferrite/contract/endpoints';
import { BUYING_MESSAGES, lineIdsInput } from '@ferrite/contract/buying';
import type { z } from 'zod';
import { requestCurrency } from '../currency/request-currency';
import { defineOperation, reply } from '../api/operation';
import { addToCartLine, cartOwnerOf, cartSummary, listCart, modifyCartLine, removeCartLines } from './cart-service';
import { createCheckout } from './checkout-service';

type IdsInput = z.output<typeof lineIdsInput>;

function idsOf(input: IdsInput): { ids: number[]; tempCartID: string | undefined } {
  return { ids: input.DtlIDs, tempCartID: input.TempCartID };
}

export const getShopCartList = defineOperation(endpoints.buying.cartLines, {
  summary:
    'The cart lines of the visitor (signed-in user, or the guest cart tempCartID / cid cookie), newest first, priced now; ItemAmount in cents of the request currency (X-Currency or _currency).',
  async handler(input, ctx) {
    const charge = await requestCurrency(ctx);
    return listCart(ctx.db, await cartOwnerOf(ctx, input.tempCartID), undefined, charge);
  },
});

export const getShopCartSummary = defineOperation(endpoints.buying.cartSummary, {
  summary: 'Line count, subtotal (cents) and the newest 9 lines: the header count and the sidebar cart panel.',
  async handler(input, ctx) {
    const charge = await requestCurrency(ctx);
    return cartSummary(ctx.db, await cartOwnerOf(ctx, input.tempCartID), charge);
  },
});

export const addToCart = defineOperation(endpoints.buying.addToCart, {
  summary:
    "Adds ProductID × OrderQty to the cart (TempCartID, else the cid cookie; a signed-in user's own cart). Enforces MOQ, order multiple and stock; the same part adds to its line. data.DtlID is the line.",
  async handler(input, ctx) {
    const owner = await cartOwnerOf(ctx, input.TempCartID);
    const line = await addToCartLine(ctx.db, {
      cartId: owner.cartId,
      userId: owner.userId,
      partId: input.ProductID,
      qty: input.OrderQty,
      reference: input.Reference,
    });
    return reply(line, BUYING_MESSAGES.added);
  },
});

export const modifyCart = defineOperation(endpoints.buying.modifyCart, {
  summary: "Sets a cart line's quantity (DtlID, OrderQty), with the same MOQ, multiple and stock rules as AddToCart.",
  async handler(input, ctx) {
    const owner = await cartOwnerOf(ctx, input.TempCartID);
    return reply(await modifyCartLine(ctx.db, owner, input.DtlID, input.OrderQty), BUYING_MESSAGES.updated);
  },
});

export const removeByIds = defineOperation(endpoints.buying.removeFromCart, {
  summary:
    "Removes cart lines: a list of DtlID (or { DtlIDs, TempCartID }). Lines of other carts are ignored. Message 'Delete successfully'.",
  async handler(input, ctx) {
    const { ids, tempCartID } = idsOf(input);
    const removed = await removeCartLines(ctx.db, await cartOwnerOf(ctx, tempCartID), ids);
    return reply({ Removed: removed }, BUYING_MESSAGES.deleted);
  },
});

export const toCheckOut = defineOperation(endpoints.buying.toCheckout, {
  summary:
    'Creates a temporary order from the chosen cart lines (list of DtlID); data is its id (tempOrderId). Checks stock, MOQ and multiples first.',
  async handler(input, ctx) {
    const { ids, tempCartID } = idsOf(input);
    return createCheckout(ctx.db, await cartOwnerOf(ctx, tempCartID), ids);
  },
});

export const cartOperations = [getShopCartList, getShopCartSummary, addToCart, modifyCart, removeByIds, toCheckOut];
