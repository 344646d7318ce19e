import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient } from '../accounts/support';
import { pageText } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';
import { cartToCheckout, orderBody, setUpPart, type PartFacts } from '../buying/support';

// Order pages for a Russian reader write amounts as Russian does (`52,05 $`), like the cart and
// the unit prices on the same page; they wrote `$52.05` (en-US) next to `2,00 $`.
describe('order pages in Russian', () => {
  let store: TestStore;
  let part: PartFacts;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 300 });
    part = await setUpPart(store.db, 4, { stock: 5_000 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  // 20 × $2.00 = $40.00; standard US $8.99; TX 6.25% of $48.99 = $3.06; total $52.05.
  const russian = (cents: number) => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'USD' }).format(cents / 100);
  const text = async (response: Response) => pageText(await response.text()).replace(/\s+/g, ' ');

  async function placeOrder(client: Client, email = 'buyer@example.com') {
    const { tempOrderId } = await cartToCheckout(client, part.id, 20);
    const placed = await client.post<{ OrderNo: string; AccessKey: string; TotalCents: number }>('/order/PlaceOrder', {
      ...orderBody(tempOrderId),
      Email: email,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data.TotalCents).toBe(5205);
    return placed.body.data;
  }

  it('shows the lines, subtotal, shipping, tax and total of an order and its payment page in Russian format', async () => {
    const client = new Client(store);
    client.cookies.set('_lang', 'ru');
    const { OrderNo, AccessKey } = await placeOrder(client);
    for (const path of [`/order/detail?orderNo=${OrderNo}&key=${AccessKey}`, `/order/payment?orderNo=${OrderNo}&key=${AccessKey}`]) {
      const response = await client.page(path);
      expect(response.status, path).toBe(200);
      const page = await text(response);
      for (const cents of [4000, 899, 306, 5205]) expect(page, `${path} ${cents}`).toContain(russian(cents).replace(/\s+/g, ' '));
      expect(page, path).not.toMatch(/\$\d/);
    }
  });

  it('shows the total in the order history in Russian format', async () => {
    const user = await signedInClient(store);
    user.cookies.set('_lang', 'ru');
    await placeOrder(user, user.email);
    const response = await user.page('/account/orderstatushistory');
    expect(response.status).toBe(200);
    const page = await text(response);
    expect(page).toContain(russian(5205).replace(/\s+/g, ' '));
    expect(page).not.toMatch(/\$\d/);
  });

  it('shows the status history notes in Russian', async () => {
    const client = new Client(store);
    client.cookies.set('_lang', 'ru');
    const { OrderNo, AccessKey } = await placeOrder(client);
    const page = await text(await client.page(`/order/detail?orderNo=${OrderNo}&key=${AccessKey}`));
    expect(page).not.toContain('Order placed; parts reserved until payment.');
    expect(page).toContain('Заказ оформлен; товары зарезервированы до оплаты.');
  });
});
