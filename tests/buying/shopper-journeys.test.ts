// Shoppers' journeys (issue #21). Back-orders (item 4): a quantity above stock of a part with a lead
// time is ordered, only the stock is taken, the rest is recorded as back-ordered and the buyer's
// shipments choice is kept. Payment methods (item 8): only what checkout takes is named anywhere.
// Response bodies are read as `any` here: every shape is checked by the matchers that follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/server';
import { ADDRESS_DE, cartToCheckout, Client, orderBody, setUpPart, type PartFacts } from './support';

describe("shoppers' journeys", () => {
  let store: TestStore;
  let made: PartFacts; // stock 30, lead time 6 weeks
  let ended: PartFacts; // stock 30, no lead time

  beforeAll(async () => {
    store = await startTestStore('pglite');
    made = await setUpPart(store.db, 20, { stock: 30, leadTimeWeeks: 6 });
    ended = await setUpPart(store.db, 21, { stock: 30 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  const stockOf = async (id: number) =>
    (await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [id])).rows[0]!.stock;

  it('adds more than stock to the cart and says how it splits; checkout shows the same split', async () => {
    const client = new Client(store);
    const { tempOrderId } = await cartToCheckout(client, made.id, 100);
    const cart = await client.get<any>('/shopcart/GetShopCartList');
    expect(cart.body.data[0]).toMatchObject({ Stock: 30, BackOrderQty: 70, LeadTimeWeeks: 6, Problem: '' });
    const review = await client.get<any>(`/order/GetCheckout?tempOrderId=${tempOrderId}&country=DE`);
    expect(review.body.data.Problems).toEqual([]);
    expect(review.body.data.Lines[0]).toMatchObject({ Qty: 100, Stock: 30, BackOrderQty: 70, LeadTimeWeeks: 6 });

    // The pages say it in words, without JavaScript: the cart line, the checkout line and the choice.
    const cartPage = await (await client.page('/shopcart')).text();
    expect(cartPage).toContain('30 ship now, 70 ship in about 6 weeks');
    const checkoutPage = await (await client.page(`/PlaceOrder?tempOrderId=${tempOrderId}&tempCartID=${client.cookies.get('cid')}`)).text();
    expect(checkoutPage).toContain('30 ship now, 70 ship in about 6 weeks');
    const chosen = checkoutPage.match(/<input[^>]*name="Shipments"[^>]*checked=""[^>]*>/g) ?? [];
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toContain('value="single"');
    expect(chosen[0]).toContain('type="radio"');
    expect(checkoutPage).toContain('Two shipments: what is in stock now, the rest when it arrives');
  });

  it('keeps the refusal for a part that cannot be back-ordered, with the message', async () => {
    const client = new Client(store);
    const refused = await client.post<any>('/shopcart/AddToCart', { ProductID: ended.id, OrderQty: 31 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Only 30 of ${ended.mpn} in stock.`);
    await store.db.query('UPDATE parts SET stock = 0 WHERE id = $1', [ended.id]);
    const none = await client.post<any>('/shopcart/AddToCart', { ProductID: ended.id, OrderQty: 1 });
    expect(none.body.message).toBe('This product is not available');
    // An obsolete part with a lead time on record is not back-ordered either.
    await store.db.query(`UPDATE parts SET stock = 30, lead_time_weeks = 6, lifecycle = 'Obsolete' WHERE id = $1`, [ended.id]);
    const obsolete = await client.post<any>('/shopcart/AddToCart', { ProductID: ended.id, OrderQty: 31 });
    expect(obsolete.status).toBe(409);
    expect(await stockOf(ended.id)).toBe(30);
  });

  it('places an order in two shipments: takes only the stock, records the rest, shows both on the order and in the mail', async () => {
    await store.db.query('UPDATE parts SET stock = 30 WHERE id = $1', [made.id]);
    const client = new Client(store);
    const { tempOrderId } = await cartToCheckout(client, made.id, 100);
    const placed = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE, { Shipments: 'split' }));
    expect(placed.status, placed.body.message).toBe(200);
    expect(await stockOf(made.id)).toBe(0);
    const { OrderNo, AccessKey } = placed.body.data;
    const detail = await client.get<any>(`/order/Detail?orderNo=${OrderNo}&key=${AccessKey}`);
    expect(detail.body.data.Shipments).toBe('split');
    expect(detail.body.data.Lines[0]).toMatchObject({ Qty: 100, BackOrderQty: 70, LeadTimeWeeks: 6 });
    const mail = await store.db.query<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE subject LIKE $1 ORDER BY id DESC LIMIT 1`,
      [`Order ${OrderNo} %`],
    );
    expect(mail.rows[0]!.text_body).toContain(`100 × ${made.mpn}`);
    expect(mail.rows[0]!.text_body).toContain('30 ship now, 70 ship in about 6 weeks');
    expect(mail.rows[0]!.text_body).toContain('Two shipments, as you chose');

    // Cancelled unpaid: the 30 taken go back, the 70 back-ordered were never taken.
    await store.db.query(`UPDATE orders SET payment_due_at = now() - interval '1 hour' WHERE order_no = $1`, [OrderNo]);
    const reopened = await client.get<any>(`/order/Detail?orderNo=${OrderNo}&key=${AccessKey}`);
    expect(reopened.body.data.Status).toBe('cancelled');
    expect(await stockOf(made.id)).toBe(30);
  });

  it('one shipment is the default; with nothing in stock there is nothing to split', async () => {
    await store.db.query('UPDATE parts SET stock = 30 WHERE id = $1', [made.id]);
    const client = new Client(store);
    const first = await cartToCheckout(client, made.id, 40);
    const single = await client.post<any>('/order/PlaceOrder', orderBody(first.tempOrderId, ADDRESS_DE));
    expect(single.status, single.body.message).toBe(200);
    const one = await client.get<any>(`/order/Detail?orderNo=${single.body.data.OrderNo}&key=${single.body.data.AccessKey}`);
    expect(one.body.data).toMatchObject({ Shipments: 'single', Lines: [{ Qty: 40, BackOrderQty: 10 }] });

    const second = await cartToCheckout(client, made.id, 5);
    const later = await client.post<any>('/order/PlaceOrder', orderBody(second.tempOrderId, ADDRESS_DE, { Shipments: 'split' }));
    const all = await client.get<any>(`/order/Detail?orderNo=${later.body.data.OrderNo}&key=${later.body.data.AccessKey}`);
    expect(all.body.data).toMatchObject({ Shipments: 'single', Lines: [{ Qty: 5, BackOrderQty: 5 }] });
    expect(await stockOf(made.id)).toBe(0);
  });

  it('names only the payment methods checkout takes: footer badges, checkout and payment page from one declaration', async () => {
    const client = new Client(store);
    const home = await (await client.page('/')).text();
    for (const badge of ['VISA', 'Mastercard', 'AMEX']) expect(home).toContain(badge);
    expect(home).not.toContain('PayPal');
    expect(home).not.toContain('Wire Transfer');
    await store.db.query('UPDATE parts SET stock = 30 WHERE id = $1', [made.id]);
    const { tempOrderId } = await cartToCheckout(client, made.id, 2);
    const checkoutPage = await (await client.page(`/PlaceOrder?tempOrderId=${tempOrderId}&tempCartID=${client.cookies.get('cid')}`)).text();
    expect(checkoutPage).toContain('We accept Visa, Mastercard, and American Express.');
    // Nothing back-ordered: nothing to choose.
    expect(checkoutPage).not.toContain('name="Shipments"');
    const placed = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE));
    const payment = await (
      await client.page(`/order/payment?orderNo=${placed.body.data.OrderNo}&key=${placed.body.data.AccessKey}`)
    ).text();
    expect(payment).toContain('We accept Visa, Mastercard, and American Express.');
  });

  it('refuses a shipments value it does not know, changing nothing', async () => {
    const client = new Client(store);
    const { tempOrderId } = await cartToCheckout(client, made.id, 1);
    const bad = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE, { Shipments: 'three' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Shipments must be single or split');
  });
});
