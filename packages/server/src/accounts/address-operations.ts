import { endpoints } from '@ferrite/contract/endpoints';
import { MAX_ADDRESSES, type AccountAddress } from '@ferrite/contract/account';
import type { Queryable } from '../db/database';
import { countryList, isKnownCountry } from '../api/common/countries';
import { badRequest, notFound } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { requireUser } from './guard';

interface AddressRow {
  id: number;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  is_default: boolean;
}

function toAddress(row: AddressRow): AccountAddress {
  return {
    AddressID: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Company: row.company,
    Phone: row.phone,
    Address1: row.line1,
    Address2: row.line2,
    City: row.city,
    State: row.region,
    PostalCode: row.postal_code,
    Country: row.country,
    CountryName: countryList().find((c) => c.RegionValue === row.country)?.NameEN ?? row.country,
    IsDefault: row.is_default,
  };
}

async function addressesOf(db: Queryable, userId: number): Promise<AccountAddress[]> {
  const { rows } = await db.query<AddressRow>('SELECT * FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, id', [userId]);
  return rows.map(toAddress);
}

/** Makes `addressId` the default, or (none given) the newest address when the user has no default. */
async function settleDefault(tx: Queryable, userId: number, addressId?: number): Promise<void> {
  if (addressId !== undefined) {
    await tx.query('UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, addressId]);
    await tx.query('UPDATE addresses SET is_default = true, updated_at = now() WHERE user_id = $1 AND id = $2', [userId, addressId]);
    return;
  }
  await tx.query(
    `UPDATE addresses SET is_default = true WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY id DESC LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND is_default)`,
    [userId],
  );
}

export const getAddressList = defineOperation(endpoints.account.addresses, {
  summary: "The signed-in user's addresses, the default first.",
  async handler(_input, ctx) {
    const session = await requireUser(ctx);
    return addressesOf(ctx.db, session.user.id);
  },
});

export const saveAddress = defineOperation(endpoints.account.saveAddress, {
  summary: `Adds an address (no AddressID) or updates one; Country is a RegionValue of /common/GetCountryList. At most ${MAX_ADDRESSES} per account.`,
  async handler(input, ctx) {
    const session = await requireUser(ctx);
    const userId = session.user.id;
    if (!isKnownCountry(input.Country)) throw badRequest('Please choose a country from the list.');
    const values = [
      input.FirstName,
      input.LastName,
      input.Company,
      input.Phone,
      input.Address1,
      input.Address2,
      input.City,
      input.State,
      input.PostalCode,
      input.Country,
    ];
    const saved = await ctx.db.transaction(async (tx) => {
      let id: number;
      if (input.AddressID !== undefined) {
        const { rows } = await tx.query<{ id: number }>(
          `UPDATE addresses SET first_name = $3, last_name = $4, company = $5, phone = $6, line1 = $7, line2 = $8, city = $9, region = $10,
                  postal_code = $11, country = $12, updated_at = now()
            WHERE id = $1 AND user_id = $2 RETURNING id`,
          [input.AddressID, userId, ...values],
        );
        if (!rows[0]) throw notFound('That address was not found.');
        id = rows[0].id;
      } else {
        // Serialises concurrent adds by one user, so the limit holds.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const { rows: counted } = await tx.query<{ n: number }>('SELECT count(*) AS n FROM addresses WHERE user_id = $1', [userId]);
        if ((counted[0]?.n ?? 0) >= MAX_ADDRESSES)
          throw badRequest(`An account can keep at most ${MAX_ADDRESSES} addresses. Delete one first.`);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO addresses (user_id, first_name, last_name, company, phone, line1, line2, city, region, postal_code, country)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [userId, ...values],
        );
        id = rows[0]!.id;
      }
      await settleDefault(tx, userId, input.IsDefault ? id : undefined);
      const { rows } = await tx.query<AddressRow>('SELECT * FROM addresses WHERE id = $1', [id]);
      return toAddress(rows[0]!);
    });
    return reply(saved, input.AddressID !== undefined ? 'Address updated.' : 'Address added.');
  },
});

export const deleteAddress = defineOperation(endpoints.account.deleteAddress, {
  summary: "Deletes one of the user's addresses; when it was the default, the newest remaining one becomes the default.",
  async handler({ AddressID }, ctx) {
    const session = await requireUser(ctx);
    await ctx.db.transaction(async (tx) => {
      const deleted = await tx.query('DELETE FROM addresses WHERE id = $1 AND user_id = $2', [AddressID, session.user.id]);
      if (deleted.rowCount === 0) throw notFound('That address was not found.');
      await settleDefault(tx, session.user.id);
    });
    return reply(null, 'Address deleted.');
  },
});

export const setDefaultAddress = defineOperation(endpoints.account.setDefaultAddress, {
  summary: "Makes one of the user's addresses the default.",
  async handler({ AddressID }, ctx) {
    const session = await requireUser(ctx);
    await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT 1 FROM addresses WHERE id = $1 AND user_id = $2', [AddressID, session.user.id]);
      if (rows.length === 0) throw notFound('That address was not found.');
      await settleDefault(tx, session.user.id, AddressID);
    });
    return reply(null, 'Default address changed.');
  },
});
