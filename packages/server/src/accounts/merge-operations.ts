import { endpoints } from '@ferrite/contract/endpoints';
import { defineOperation, reply } from '../api/operation';
import { guestUidOf, requireUser } from './guard';
import { mergeGuestData } from './guest-merge';

export const mergeGuest = defineOperation(endpoints.account.mergeGuestData, {
  summary: 'Moves what this browser saved as a guest (favourites and the cart) into the signed-in account. Sign-in does this too.',
  async handler(_input, ctx) {
    const session = await requireUser(ctx);
    const report = await ctx.db.transaction((tx) => mergeGuestData(tx, session.user.id, { uid: guestUidOf(ctx), cid: ctx.cookies.cid }));
    const moved = [
      report.favourites > 0 ? `${report.favourites} saved part${report.favourites === 1 ? '' : 's'}` : '',
      report.cartLines > 0 ? `${report.cartLines} cart line${report.cartLines === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return reply(
      { Favourites: report.favourites, CartLines: report.cartLines },
      moved.length > 0 ? `${moved.join(' and ')} moved to your account.` : 'Nothing to move: this browser has no guest data.',
    );
  },
});
