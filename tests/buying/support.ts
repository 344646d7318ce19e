import crypto from 'node:crypto';
import type { Queryable } from '../../packages/server/src/db/database';
import { Client } from '../accounts/support';
import type { TestStore } from '../support/server';

export { Client };

export const ADDRESS_TX = {
  FirstName: 'Ann',
  LastName: 'Lee',
  Company: 'Lee Labs',
  Phone: '+1 512 555 0100',
  Address1: '100 Congress Ave',
  Address2: '',
  City: 'Austin',
  State: 'TX',
  PostalCode: '78701',
  Country: 'US',
};

export const ADDRESS_DE = {
  FirstName: 'Jonas',
  LastName: 'Weber',
  Company: '',
  Phone: '+49 30 1234567',
  Address1: 'Friedrichstraße 10',
  Address2: '',
  City: 'Berlin',
  State: '',
  PostalCode: '10117',
  Country: 'DE',
};

export const hex = () => crypto.randomBytes(16).toString('hex');

export interface PartFacts {
  id: number;
  mpn: string;
  stock: number;
  moq: number;
  order_multiple: number;
  price_breaks: { qty: number; unitPriceMicros: number }[];
  weight_grams: string;
}

export async function partByMpn(db: Queryable, mpn: string): Promise<PartFacts> {
  const { rows } = await db.query<PartFacts>(
    'SELECT id, mpn, stock, moq, order_multiple, price_breaks, weight_grams FROM parts WHERE mpn = $1 ORDER BY id LIMIT 1',
    [mpn],
  );
  if (!rows[0]) throw new Error(`no part ${mpn} in the test catalogue`);
  return rows[0];
}

/**
 * A part of the test catalogue set up for one test: the n-th most popular part with a known
 * price, given stock, MOQ and multiple (tests own these rows; the catalogue tests do not buy).
 */
export async function setUpPart(
  db: Queryable,
  n: number,
  facts: {
    stock: number;
    moq?: number;
    multiple?: number;
    breaks?: { qty: number; unitPriceMicros: number }[];
    /** The maker's lead time: 0 (the default) keeps the part from being back-ordered. */
    leadTimeWeeks?: number;
  },
): Promise<PartFacts> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM parts ORDER BY id DESC OFFSET $1 LIMIT 1', [n]);
  const id = rows[0]!.id;
  const breaks = facts.breaks ?? [
    { qty: 1, unitPriceMicros: 2_500_000 },
    { qty: 10, unitPriceMicros: 2_000_000 },
    { qty: 100, unitPriceMicros: 1_234_567 },
  ];
  const updated = await db.query<PartFacts>(
    `UPDATE parts SET stock = $2, moq = $3, order_multiple = $4, price_breaks = $5::jsonb, unit_price_micros = $6, weight_grams = 1.5,
            lead_time_weeks = $7, lifecycle = 'Active'
      WHERE id = $1 RETURNING id, mpn, stock, moq, order_multiple, price_breaks, weight_grams`,
    [id, facts.stock, facts.moq ?? 1, facts.multiple ?? 1, JSON.stringify(breaks), breaks[0]!.unitPriceMicros, facts.leadTimeWeeks ?? 0],
  );
  return updated.rows[0]!;
}

/** AddToCart then ToCheckOut through the API; answers the temporary order id. */
export async function cartToCheckout(client: Client, partId: number, qty: number): Promise<{ tempOrderId: string; dtlId: number }> {
  const added = await client.post<{ DtlID: number }>('/shopcart/AddToCart', { ProductID: partId, OrderQty: qty });
  if (added.status !== 200) throw new Error(`AddToCart: ${added.status} ${added.body.message}`);
  const checkout = await client.post<string>('/shopcart/ToCheckOut', [added.body.data.DtlID]);
  if (checkout.status !== 200) throw new Error(`ToCheckOut: ${checkout.status} ${checkout.body.message}`);
  return { tempOrderId: checkout.body.data, dtlId: added.body.data.DtlID };
}

export function orderBody(tempOrderId: string, address = ADDRESS_TX, extra: Record<string, unknown> = {}) {
  return { TempOrderID: tempOrderId, Email: 'buyer@example.com', Address: address, ShippingMethod: 'standard', ...extra };
}

/**
 * Guest carts and temporary orders written straight into the database (one line each of `partId`
 * × qty), for tests about what happens at order time; answers the cart and checkout ids.
 */
export async function seedCheckouts(
  db: Queryable,
  count: number,
  lines: { partId: number; qty: number; unitPriceMicros: number }[],
): Promise<{ cartId: string; tempOrderId: string }[]> {
  const made = Array.from({ length: count }, () => ({ cartId: hex(), tempOrderId: hex() }));
  const cartIds: string[] = [];
  const partIds: number[] = [];
  const qtys: number[] = [];
  const prices: number[] = [];
  for (const m of made) {
    for (const line of lines) {
      cartIds.push(m.cartId);
      partIds.push(line.partId);
      qtys.push(line.qty);
      prices.push(line.unitPriceMicros);
    }
  }
  const { rows } = await db.query<{ id: number; cart_id: string; part_id: number; qty: number; unit_price_micros: number }>(
    `INSERT INTO cart_lines (cart_id, part_id, qty, unit_price_micros)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::bigint[]) RETURNING id, cart_id, part_id, qty, unit_price_micros`,
    [cartIds, partIds, qtys, prices],
  );
  const byCart = new Map<string, typeof rows>();
  for (const row of rows) byCart.set(row.cart_id, [...(byCart.get(row.cart_id) ?? []), row]);
  await db.query(
    `INSERT INTO checkouts (id, cart_id, lines, expires_at) SELECT t.id, t.cart_id, t.lines::jsonb, now() + interval '1 day' FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, cart_id, lines)`,
    [
      made.map((m) => m.tempOrderId),
      made.map((m) => m.cartId),
      made.map((m) =>
        JSON.stringify(
          byCart
            .get(m.cartId)!
            .map((r) => ({ dtlId: r.id, partId: r.part_id, qty: r.qty, reference: '', unitPriceMicros: Number(r.unit_price_micros) })),
        ),
      ),
    ],
  );
  return made;
}

/** A bare POST of an order for a guest cart id, for load and fault tests. */
export async function postOrder(
  url: string,
  cartId: string,
  body: unknown,
  key?: string,
): Promise<{ status: number; text: string; replayed: boolean }> {
  const response = await fetch(`${url}/api/order/PlaceOrder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `cid=${cartId}`, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), replayed: response.headers.get('idempotent-replayed') === 'true' };
}

export type { TestStore };
