import { endpoints } from '@ferrite/contract/endpoints';
import { productUrl } from '@ferrite/contract';
import { MAX_FAVOURITES } from '@ferrite/contract/account';
import { ensureAnonymousId } from '../api/common/anonymous-ids';
import type { RequestContext } from '../api/context';
import { badRequest, notFound } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { guestUidOf, isForeignKeyViolation } from './guard';

/** Favourites belong to the signed-in user, else to the guest's anonymous uid (merged at sign-in). */
async function ownerOf(
  ctx: RequestContext,
  mint: boolean,
): Promise<{ column: 'user_id' | 'guest_uid'; value: number | string } | undefined> {
  const session = await ctx.auth();
  if (session) return { column: 'user_id', value: session.user.id };
  const uid = guestUidOf(ctx) ?? (mint ? ensureAnonymousId(ctx, 'uid') : undefined);
  return uid ? { column: 'guest_uid', value: uid } : undefined;
}

export const getFavouriteList = defineOperation(endpoints.account.favourites, {
  summary: 'Saved parts of the signed-in user (or of the guest uid), newest first: part number, manufacturer, description, stock.',
  async handler(_input, ctx) {
    const owner = await ownerOf(ctx, false);
    if (!owner) return [];
    const { rows } = await ctx.db.query<{ id: number; mpn: string; mfg: string; description: string; stock: number; created_at: Date }>(
      `SELECT p.id, p.mpn, m.name AS mfg, p.description, p.stock, f.created_at
         FROM favourites f JOIN parts p ON p.id = f.part_id JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE f.${owner.column} = $1
        ORDER BY f.created_at DESC, f.id DESC`,
      [owner.value],
    );
    return rows.map((row) => ({
      ProductID: row.id,
      PartNo: row.mpn,
      MFG: row.mfg,
      Description: row.description,
      Stock: row.stock,
      ProductUrl: productUrl(row.mpn),
      AddedAt: new Date(row.created_at).toISOString(),
    }));
  },
});

export const addFavourite = defineOperation(endpoints.account.addFavourite, {
  summary: `Saves a part (ProductID) to the favourites; saving it again changes nothing. At most ${MAX_FAVOURITES}.`,
  async handler({ ProductID }, ctx) {
    const owner = (await ownerOf(ctx, true))!;
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*) AS n FROM favourites WHERE ${owner.column} = $1`, [owner.value]);
    if ((rows[0]?.n ?? 0) >= MAX_FAVOURITES) throw badRequest(`You can keep at most ${MAX_FAVOURITES} favourites. Remove some first.`);
    try {
      await ctx.db.query(`INSERT INTO favourites (${owner.column}, part_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        owner.value,
        ProductID,
      ]);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound('That part does not exist.');
      throw error;
    }
    return reply(null, 'Added to your favourites.');
  },
});

export const removeFavourite = defineOperation(endpoints.account.removeFavourite, {
  summary: 'Removes a part (ProductID) from the favourites; removing one that is not there changes nothing.',
  async handler({ ProductID }, ctx) {
    const owner = await ownerOf(ctx, false);
    if (owner) await ctx.db.query(`DELETE FROM favourites WHERE ${owner.column} = $1 AND part_id = $2`, [owner.value, ProductID]);
    return reply(null, 'Removed from your favourites.');
  },
});
