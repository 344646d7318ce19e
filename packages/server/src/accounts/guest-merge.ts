import { MAX_FAVOURITES } from '@ferrite/contract/account';
import type { Queryable } from '../db/database';
import { mergeGuestCart } from '../buying/cart-service';

/** What a guest collected before signing in, named by the anonymous ids of docs/product.md §3. */
export interface GuestIds {
  /** Anonymous user id (cookie `uid`): owns guest favourites. */
  uid?: string | undefined;
  /** Anonymous cart id (cookie `cid`): owns the guest cart (buying issue). */
  cid?: string | undefined;
}

export interface MergeReport {
  favourites: number;
  /** Guest cart lines folded into the account's cart. */
  cartLines: number;
}

/**
 * Moves a guest's data into the user's account, inside the sign-in transaction, so every sign-in
 * path merges everything in one place: favourites (duplicates collapse; the account's limit holds)
 * and the guest cart (the same part adds its quantity to the account's line).
 */
export async function mergeGuestData(tx: Queryable, userId: number, guest: GuestIds): Promise<MergeReport> {
  const report: MergeReport = { favourites: 0, cartLines: 0 };
  if (guest.uid) {
    const moved = await tx.query(
      `INSERT INTO favourites (user_id, part_id, created_at)
       SELECT $1, g.part_id, g.created_at FROM favourites g
        WHERE g.guest_uid = $2
          AND NOT EXISTS (SELECT 1 FROM favourites u WHERE u.user_id = $1 AND u.part_id = g.part_id)
        ORDER BY g.created_at DESC
        LIMIT greatest(0, $3 - (SELECT count(*) FROM favourites WHERE user_id = $1))
       ON CONFLICT DO NOTHING`,
      [userId, guest.uid, MAX_FAVOURITES],
    );
    report.favourites = moved.rowCount;
    await tx.query('DELETE FROM favourites WHERE guest_uid = $1', [guest.uid]);
  }
  if (guest.cid) report.cartLines = await mergeGuestCart(tx, userId, guest.cid);
  return report;
}
