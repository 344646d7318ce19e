// Response bodies are read as `any` here: every shape is checked by the matchers that follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { signedInClient } from '../accounts/support';
import { ADDRESS_DE, ADDRESS_TX, cartToCheckout, Client, hex, orderBody, setUpPart, type PartFacts } from './support';

describe.each(DATABASE_FLAVOURS)('buying API on %s', (flavour) => {
  let store: TestStore;
  let plain: PartFacts; // stock 1,000, MOQ 1, multiple 1
  let reel: PartFacts; // MOQ 100, multiples of 50, stock 1,000

  beforeAll(async () => {
    store = await startTestStore(flavour);
    plain = await setUpPart(store.db, 0, { stock: 1_000 });
    reel = await setUpPart(store.db, 1, { stock: 1_000, moq: 100, multiple: 50 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  const cartRows = async (cartId: string) =>
    (await store.db.query<{ id: number; qty: number }>('SELECT id, qty FROM cart_lines WHERE cart_id = $1 ORDER BY id', [cartId])).rows;

  describe('cart (docs/product.md §7 paths)', () => {
    it('adds, lists with docs/product.md §3 fields and price breaks, adds the same part to its line, modifies and removes', async () => {
      const client = new Client(store);
      const added = await client.post<{ DtlID: number; Count: number }>('/shopcart/AddToCart', { ProductID: plain.id, OrderQty: 5 });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ state: 'success', message: 'Added to cart', data: { DtlID: expect.any(Number), Count: 1 } });
      const cartId = client.cookies.get('cid')!;
      expect(cartId).toMatch(/^[a-f0-9]{32}$/);

      const list = await client.get<Record<string, any>[]>(`/shopcart/GetShopCartList?tempCartID=${cartId}`);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({
        DtlID: added.body.data.DtlID,
        TempCartID: cartId,
        PartNo: plain.mpn,
        MFG: expect.any(String),
        Description: expect.any(String),
        Product: {
          PicUrl: expect.stringMatching(/^\/media\//),
          ProductUrl: `/product/${plain.mpn}`,
          OrderQty: 5,
          OrderPrice: 2_500_000,
          ItemAmount: 1250,
        },
      });

      // The same part again: one line, 5 + 5 = 10 pcs at the 10+ break.
      const again = await client.post<{ DtlID: number }>('/shopcart/AddToCart', { ProductID: plain.id, OrderQty: 5, TempCartID: cartId });
      expect(again.body.data.DtlID).toBe(added.body.data.DtlID);
      const after = await client.get<any[]>('/shopcart/GetShopCartList');
      expect(after.body.data[0].Product).toMatchObject({ OrderQty: 10, OrderPrice: 2_000_000, ItemAmount: 2000 });

      const modified = await client.post('/shopcart/Modify', { DtlID: added.body.data.DtlID, OrderQty: 150 });
      expect(modified.status).toBe(200);
      const priced = await client.get<any[]>('/shopcart/GetShopCartList');
      // 150 × $1.234567 = $185.18505 → $185.19
      expect(priced.body.data[0].Product).toMatchObject({ OrderQty: 150, OrderPrice: 1_234_567, ItemAmount: 18519 });

      const summary = await client.get<{ Count: number; Lines: unknown[]; SubtotalCents: number }>('/shopcart/GetShopCartSummary');
      expect(summary.body.data).toMatchObject({ Count: 1, SubtotalCents: 18519 });

      const removed = await client.post('/shopcart/RemoveByIds', [added.body.data.DtlID]);
      expect(removed.body).toMatchObject({ state: 'success', message: 'Delete successfully', data: { Removed: 1 } });
      expect(await cartRows(cartId)).toHaveLength(0);
    });

    it('enforces MOQ and order multiples with clear messages', async () => {
      const client = new Client(store);
      const below = await client.post('/shopcart/AddToCart', { ProductID: reel.id, OrderQty: 50 });
      expect(below.status).toBe(400);
      expect(below.body.message).toBe(`The minimum order quantity of ${reel.mpn} is 100.`);
      const offStep = await client.post('/shopcart/AddToCart', { ProductID: reel.id, OrderQty: 120 });
      expect(offStep.body.message).toBe(`${reel.mpn} is sold in multiples of 50: order 100 or 150.`);
      const ok = await client.post<{ DtlID: number }>('/shopcart/AddToCart', { ProductID: reel.id, OrderQty: '150' });
      expect(ok.status).toBe(200);
      const tooMany = await client.post('/shopcart/Modify', { DtlID: ok.body.data.DtlID, OrderQty: 1_050 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.message).toBe(`Only 1,000 of ${reel.mpn} in stock.`);
      const rows = await cartRows(client.cookies.get('cid')!);
      expect(rows.map((r) => r.qty)).toEqual([150]);
    });

    it.each([
      ['quantity 0', { OrderQty: 0 }, 400, 'Quantity is required'],
      ['quantity missing', {}, 400, 'Quantity is required'],
      ['quantity empty', { OrderQty: '' }, 400, 'Quantity is required'],
      ['negative quantity', { OrderQty: -3 }, 400, 'Quantity must be a whole number of at least 1'],
      ['fractional quantity', { OrderQty: 1.5 }, 400, 'Quantity must be a whole number of at least 1'],
      ['text quantity', { OrderQty: 'ten' }, 400, 'Quantity must be a whole number of at least 1'],
      ['over 10 million', { OrderQty: 10_000_001 }, 400, 'Quantity can be at most 10,000,000'],
      ['a huge number', { OrderQty: 1e300 }, 400, 'Quantity can be at most 10,000,000'],
      ['unknown part', { ProductID: 2_000_000_000, OrderQty: 1 }, 404, 'This product is not available'],
      ['part id beyond int4', { ProductID: 9_000_000_000, OrderQty: 1 }, 404, 'This product is not available'],
      ['part id as text', { ProductID: 'abc', OrderQty: 1 }, 400, 'ProductID: ProductID must be a number.'],
      ['a malformed cart id', { OrderQty: 1, TempCartID: 'not-a-cart' }, 400, 'TempCartID: TempCartID must be the 32-character cart id.'],
      ['an object quantity', { OrderQty: { $gt: 1 } }, 400, 'OrderQty: Quantity must be a whole number of at least 1'],
    ])('AddToCart with %s → %i %s, nothing changed', async (_label, body, status, message) => {
      const client = new Client(store);
      const response = await client.post('/shopcart/AddToCart', { ProductID: plain.id, ...body });
      expect(response.status).toBe(status);
      expect(response.body.state).toBe('error');
      expect(response.body.message).toContain(message);
      const cid = client.cookies.get('cid');
      if (cid) expect(await cartRows(cid)).toHaveLength(0);
    });

    it("keeps the spec's message codes '0' and '1' in data", async () => {
      const client = new Client(store);
      expect((await client.post('/shopcart/AddToCart', { ProductID: 2_000_000_000, OrderQty: 1 })).body.data).toEqual({ MessageCode: '0' });
      expect((await client.post('/shopcart/AddToCart', { ProductID: plain.id, OrderQty: 0 })).body.data).toEqual({ MessageCode: '1' });
    });

    it('answers malformed bodies, unknown lines and foreign lines clearly, never 5xx', async () => {
      const owner = new Client(store);
      const { body } = await owner.post<{ DtlID: number }>('/shopcart/AddToCart', { ProductID: plain.id, OrderQty: 2 });
      const stranger = new Client(store);
      const cases: [string, unknown, number, string][] = [
        ['/shopcart/AddToCart', '{"ProductID": 1, "OrderQty":', 400, 'The request body is not valid JSON.'],
        ['/shopcart/Modify', { DtlID: 999_999_999, OrderQty: 1 }, 404, 'This cart line does not exist'],
        ['/shopcart/Modify', { DtlID: body.data.DtlID, OrderQty: 1 }, 404, 'This cart line does not exist'],
        ['/shopcart/Modify', { DtlID: 'x', OrderQty: 1 }, 400, 'DtlID'],
        ['/shopcart/RemoveByIds', [], 400, 'Select at least one cart line'],
        ['/shopcart/RemoveByIds', ['x'], 400, 'DtlID'],
        ['/shopcart/RemoveByIds', { nope: true }, 400, 'DtlIDs: DtlID must be a list of line ids.'],
        ['/shopcart/ToCheckOut', [], 400, 'Select at least one cart line to check out'],
        ['/shopcart/ToCheckOut', [body.data.DtlID], 404, 'This cart line does not exist'],
        ['/shopcart/ToCheckOut', [999_999_999], 404, 'This cart line does not exist'],
      ];
      for (const [path, payload, status, message] of cases) {
        const response = await stranger.post(path, payload);
        expect(response.status, `${path} ${JSON.stringify(payload)}`).toBe(status);
        expect(response.body.message).toContain(message);
      }
      // A stranger's RemoveByIds with the owner's id removes nothing.
      const removed = await stranger.post('/shopcart/RemoveByIds', [body.data.DtlID]);
      expect(removed.body.data).toEqual({ Removed: 0 });
      expect(await cartRows(owner.cookies.get('cid')!)).toEqual([{ id: body.data.DtlID, qty: 2 }]);
    });
  });

  describe('cart forms without JavaScript (page POSTs)', () => {
    it('adds, updates, removes one and the selected lines, and refuses a checkout of a line over stock', async () => {
      const client = new Client(store);
      await client.page('/shopcart'); // the first page view sets the cart cookie
      const add = (ProductID: number, OrderQty: string) =>
        client.page('/shopcart', { form: { intent: 'add', ProductID: String(ProductID), OrderQty, after: 'cart' } });
      const first = await add(plain.id, '3');
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toMatch(/^\/shopcart\?added=\d+$/);
      expect((await add(reel.id, '100')).status).toBe(302);
      const refused = await add(reel.id, '101');
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(`${reel.mpn} is sold in multiples of 50`);
      const cartId = client.cookies.get('cid')!;
      let [plainLine, reelLine] = await cartRows(cartId);
      expect([plainLine!.qty, reelLine!.qty]).toEqual([3, 100]);

      const updated = await client.page('/shopcart', {
        form: { intent: 'update', [`qty-${plainLine!.id}`]: '7', [`qty-${reelLine!.id}`]: '100' },
      });
      expect(updated.status).toBe(200);
      expect((await cartRows(cartId)).map((r) => r.qty)).toEqual([7, 100]);

      const tooMany = await client.page('/shopcart', {
        form: { intent: 'checkout', DtlID: String(plainLine!.id), [`qty-${plainLine!.id}`]: '5000' },
      });
      expect(tooMany.status).toBe(409);
      expect(await tooMany.text()).toContain(`Only 1,000 of ${plain.mpn} in stock.`);
      expect((await cartRows(cartId)).map((r) => r.qty)).toEqual([7, 100]);

      const removedOne = await client.page('/shopcart', { form: { intent: `remove:${reelLine!.id}` } });
      expect(await removedOne.text()).toContain('Delete successfully');
      [plainLine] = await cartRows(cartId);
      expect(await cartRows(cartId)).toHaveLength(1);
      await client.page('/shopcart', { form: { intent: 'remove', DtlID: String(plainLine!.id) } });
      expect(await cartRows(cartId)).toHaveLength(0);
      const empty = await client.page('/shopcart');
      expect(await empty.text()).toContain('Your cart is empty.');
    });
  });

  describe('checkout, order, payment', () => {
    it('prices shipping and tax by destination and places an order with the right lines, fees and tax', async () => {
      const client = new Client(store);
      const { tempOrderId } = await cartToCheckout(client, plain.id, 20);
      const review = await client.get<any>(`/order/GetCheckout?tempOrderId=${tempOrderId}&country=US&state=TX`);
      expect(review.status).toBe(200);
      // 20 × $2.00 = $40.00; 30 g parts + 100 g packaging; standard US $8.99; TX 6.25% of $48.99 = $3.06
      expect(review.body.data).toMatchObject({
        SubtotalCents: 4000,
        WeightGrams: 130,
        ShippingMethod: 'standard',
        ShippingCents: 899,
        Tax: { RateBasisPoints: 625, TaxCents: 306 },
        TotalCents: 5205,
      });
      const de = await client.get<any>(`/order/GetCheckout?tempOrderId=${tempOrderId}&country=DE&shippingMethod=express`);
      expect(de.body.data).toMatchObject({
        ShippingMethod: 'express',
        ShippingCents: 4499,
        Tax: { Label: 'VAT DE 19%', TaxCents: 1615 },
        TotalCents: 4000 + 4499 + 1615,
      });

      const placed = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_TX, { ExpectedTotalCents: 5205 }));
      expect(placed.status).toBe(200);
      expect(placed.body.data).toMatchObject({
        OrderNo: expect.stringMatching(/^FE\d{12}$/),
        TotalCents: 5205,
        Status: 'awaiting_payment',
        PaymentStatus: 'unpaid',
      });
      const { rows } = await store.db.query<any>('SELECT * FROM orders WHERE order_no = $1', [placed.body.data.OrderNo]);
      expect(rows[0]).toMatchObject({
        subtotal_cents: 4000,
        shipping_cents: 899,
        tax_cents: 306,
        total_cents: 5205,
        tax_rate_bp: 625,
        ship_country: 'US',
        ship_state: 'TX',
        shipping_method: 'standard',
        weight_grams: 130,
      });
      const lines = await store.db.query<any>('SELECT part_id, qty, unit_price_micros, amount_cents FROM order_lines WHERE order_id = $1', [
        rows[0].id,
      ]);
      expect(lines.rows).toEqual([{ part_id: plain.id, qty: 20, unit_price_micros: 2_000_000, amount_cents: 4000 }]);
      const mail = await store.db.query<any>('SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [
        'buyer@example.com',
      ]);
      expect(mail.rows[0].subject).toContain(`Order ${placed.body.data.OrderNo} received`);
      expect(mail.rows[0].text_body).toContain('$52.05');
      // The ordered line left the cart; the checkout cannot be ordered twice.
      expect(await cartRows(client.cookies.get('cid')!)).toHaveLength(0);
      const twice = await client.post('/order/PlaceOrder', orderBody(tempOrderId));
      expect(twice.status).toBe(409);
      expect(twice.body.message).toContain('already ordered');
    });

    it('shows a price change since the cart and needs it confirmed', async () => {
      const part = await setUpPart(store.db, 2, { stock: 100 });
      const client = new Client(store);
      const { tempOrderId } = await cartToCheckout(client, part.id, 4);
      await store.db.query(`UPDATE parts SET price_breaks = '[{"qty":1,"unitPriceMicros":3000000}]'::jsonb WHERE id = $1`, [part.id]);
      const review = await client.get<any>(`/order/GetCheckout?tempOrderId=${tempOrderId}&country=DE`);
      expect(review.body.data.PriceChanges).toEqual([
        { ProductID: part.id, PartNo: part.mpn, Qty: 4, CartUnitPriceMicros: 2_500_000, UnitPriceMicros: 3_000_000, DifferenceCents: 200 },
      ]);
      const refused = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('Prices changed');
      expect(refused.body.data.PriceChanges).toHaveLength(1);
      const stock = await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [part.id]);
      expect(stock.rows[0]!.stock).toBe(100);
      const wrongTotal = await client.post<any>(
        '/order/PlaceOrder',
        orderBody(tempOrderId, ADDRESS_DE, { AcceptPriceChanges: true, ExpectedTotalCents: 1 }),
      );
      expect(wrongTotal.status).toBe(409);
      expect(wrongTotal.body.message).toContain('total changed');
      const accepted = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE, { AcceptPriceChanges: true }));
      expect(accepted.status).toBe(200);
      const line = await store.db.query<any>(
        'SELECT l.unit_price_micros, l.amount_cents FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = $1',
        [accepted.body.data.OrderNo],
      );
      expect(line.rows[0]).toEqual({ unit_price_micros: 3_000_000, amount_cents: 1200 });
    });

    it.each([
      ['no address', { Address: undefined }, 'Address'],
      ['an unknown country', { Address: { ...ADDRESS_TX, Country: 'ZZ' } }, 'Please choose a country.'],
      ['no email', { Email: '' }, 'Please enter your email address.'],
      ['a bad shipping method', { ShippingMethod: 'teleport' }, 'Please choose a shipping method.'],
      ['a malformed checkout id', { TempOrderID: 'x' }, 'TempOrderID is not valid.'],
    ])('refuses an order with %s (400), nothing reserved', async (_label, change, message) => {
      const client = new Client(store);
      const { tempOrderId } = await cartToCheckout(client, plain.id, 1);
      const before = (await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [plain.id])).rows[0]!.stock;
      const response = await client.post('/order/PlaceOrder', { ...orderBody(tempOrderId), ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
      expect((await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [plain.id])).rows[0]!.stock).toBe(before);
    });

    it("does not let another visitor see or order someone's checkout or order", async () => {
      const owner = new Client(store);
      const { tempOrderId } = await cartToCheckout(owner, plain.id, 1);
      const stranger = new Client(store);
      expect((await stranger.get(`/order/GetCheckout?tempOrderId=${tempOrderId}`)).status).toBe(404);
      expect((await stranger.post('/order/PlaceOrder', orderBody(tempOrderId))).status).toBe(404);
      const placed = await owner.post<any>('/order/PlaceOrder', orderBody(tempOrderId));
      expect(placed.status).toBe(200);
      const { OrderNo, AccessKey } = placed.body.data;
      expect((await stranger.get(`/order/Detail?orderNo=${OrderNo}`)).status).toBe(404);
      expect((await stranger.get(`/order/Detail?orderNo=${OrderNo}&key=${hex()}`)).status).toBe(404);
      expect((await stranger.get(`/order/Detail?orderNo=${OrderNo}&key=${AccessKey}`)).status).toBe(200);
      expect((await owner.get(`/order/Detail?orderNo=${OrderNo}`)).status).toBe(200);
    });

    it('pays with the test cards: declined, 3-D Secure failed, 3-D Secure approved; a paid order cannot be paid again', async () => {
      const client = new Client(store);
      const { tempOrderId } = await cartToCheckout(client, plain.id, 3);
      const placed = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId));
      const orderNo = placed.body.data.OrderNo;
      const card = { OrderNo: orderNo, CardHolder: 'Ann Lee', Expiry: '12/39', Cvc: '123' };

      const declined = await client.post<any>('/order/Pay', { ...card, CardNumber: '4000 0000 0000 0002' });
      expect(declined.body).toMatchObject({ state: 'warning', data: { Status: 'declined' } });
      const badCard = await client.post('/order/Pay', { ...card, CardNumber: '4242 4242 4242 4241' });
      expect(badCard.status).toBe(400);
      expect(badCard.body.message).toContain('This card number is not valid.');
      const expired = await client.post('/order/Pay', { ...card, CardNumber: '4242424242424242', Expiry: '01/20' });
      expect(expired.body.message).toBe('This card has expired.');

      const challenged = await client.post<any>('/order/Pay', { ...card, CardNumber: '4000 0000 0000 3220' });
      expect(challenged.body.data).toMatchObject({ Status: 'requires_action', NextUrl: expect.stringContaining('/order/payment?') });
      const failedCheck = await client.post<any>('/order/PaymentChallenge', { PaymentID: challenged.body.data.PaymentID, Approve: false });
      expect(failedCheck.body.data.Status).toBe('failed');
      const answeredTwice = await client.post('/order/PaymentChallenge', { PaymentID: challenged.body.data.PaymentID, Approve: true });
      expect(answeredTwice.status).toBe(409);

      const second = await client.post<any>('/order/Pay', { ...card, CardNumber: '4000000000003220' });
      const approved = await client.post<any>('/order/PaymentChallenge', { PaymentID: second.body.data.PaymentID, Approve: 'true' });
      expect(approved.body).toMatchObject({
        state: 'success',
        data: { Status: 'succeeded', NextUrl: expect.stringContaining('/PlaceOrder/orderresult?') },
      });

      const again = await client.post('/order/Pay', { ...card, CardNumber: '4242424242424242' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This order is already paid.');

      const detail = await client.get<any>(`/order/Detail?orderNo=${orderNo}`);
      expect(detail.body.data).toMatchObject({ Status: 'paid', PaymentStatus: 'paid', PendingChallenge: null });
      expect(detail.body.data.Payments.map((p: any) => p.Status)).toEqual(['declined', 'failed', 'succeeded']);
      expect(detail.body.data.History.map((h: any) => h.Status)).toEqual([
        'awaiting_payment',
        'awaiting_payment',
        'awaiting_payment',
        'awaiting_payment',
        'awaiting_payment',
        'paid',
      ]);
      const stored = await store.db.query<{ card_last4: string }>(
        'SELECT card_last4 FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = $1',
        [orderNo],
      );
      expect(stored.rows.every((r) => r.card_last4.length === 4)).toBe(true);
    });

    it('cancels an order unpaid after its deadline and returns the stock', async () => {
      const part = await setUpPart(store.db, 3, { stock: 50 });
      const client = new Client(store);
      const { tempOrderId } = await cartToCheckout(client, part.id, 7);
      const placed = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId));
      expect((await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [part.id])).rows[0]!.stock).toBe(43);
      await store.db.query(`UPDATE orders SET payment_due_at = now() - interval '1 minute' WHERE order_no = $1`, [
        placed.body.data.OrderNo,
      ]);
      const detail = await client.get<any>(`/order/Detail?orderNo=${placed.body.data.OrderNo}`);
      expect(detail.body.data).toMatchObject({ Status: 'cancelled' });
      expect((await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [part.id])).rows[0]!.stock).toBe(50);
      const pay = await client.post('/order/Pay', {
        OrderNo: placed.body.data.OrderNo,
        CardHolder: 'A',
        CardNumber: '4242424242424242',
        Expiry: '12/39',
        Cvc: '123',
      });
      expect(pay.status).toBe(409);
    });
  });

  describe('signed-in buyer', () => {
    it('merges the guest cart at the first cart call, orders, and sees the order in /order/History', async () => {
      const buyer = await signedInClient(store);
      const guest = new Client(store);
      await guest.post('/shopcart/AddToCart', { ProductID: plain.id, OrderQty: 2 });
      // The same browser signs in: its guest cart (cid) joins the account's cart.
      buyer.cookies.set('cid', guest.cookies.get('cid')!);
      const list = await buyer.get<any[]>('/shopcart/GetShopCartList');
      expect(list.body.data.map((l) => l.Product.OrderQty)).toEqual([2]);
      const { tempOrderId } = await cartToCheckout(buyer, plain.id, 3);
      const review = await buyer.get<any>(`/order/GetCheckout?tempOrderId=${tempOrderId}&country=JP`);
      expect(review.body.data).toMatchObject({ Email: buyer.email, Lines: [{ Qty: 5 }], Tax: { TaxCents: 0 } });
      const placed = await buyer.post<any>('/order/PlaceOrder', {
        ...orderBody(tempOrderId, { ...ADDRESS_DE, Country: 'JP', City: 'Tokyo' }),
        Email: buyer.email,
      });
      expect(placed.status).toBe(200);
      const history = await buyer.get<any[]>('/order/History');
      expect(history.body.data).toEqual([
        expect.objectContaining({
          OrderNo: placed.body.data.OrderNo,
          Status: 'awaiting_payment',
          LineCount: 1,
          TotalCents: placed.body.data.TotalCents,
        }),
      ]);
      const anonymous = await new Client(store).get('/order/History');
      expect(anonymous.body).toMatchObject({ state: 'warning', code: 403 });
    });
  });

  it('answers the shipping rate table', async () => {
    const client = new Client(store);
    const rates = await client.get<any>('/order/GetShippingRates?country=CA&weightGrams=2500&subtotalCents=30000');
    expect(rates.body.data).toMatchObject({
      Zone: 'NA',
      Options: [
        { Method: 'economy', FeeCents: 3999 },
        { Method: 'standard', Free: true, FeeCents: 0 },
        { Method: 'express', FeeCents: 7999 },
      ],
    });
  });
});
