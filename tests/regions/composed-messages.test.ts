// A Russian / euro shopper against the real server: messages the API composes from values come
// with a code the pages word in Russian (the English envelope message unchanged), and the BOM
// export and the shipping rate table follow the _currency cookie at the stored rate.
// Response bodies are read as `any` here: every shape is checked by the matchers that follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingOptions } from '../../packages/server/src/buying/shipping';
import { startTestStore, type TestStore } from '../support/server';
import { ADDRESS_DE, cartToCheckout, Client, orderBody, setUpPart, type PartFacts } from '../buying/support';

// The test's own arithmetic on the stored rate (a decimal fraction), independent of the app's.
function fraction(rate: string): { n: bigint; d: bigint } {
  const [whole, part = ''] = rate.split('.');
  return { n: BigInt(`${whole}${part}`), d: 10n ** BigInt(part.length) };
}
const halfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));
const euroCents = (usdCents: number, rate: string) => halfUp(BigInt(usdCents) * fraction(rate).n, fraction(rate).d);
const euroOfMicros = (micros: number, rate: string) => halfUp(BigInt(micros) * fraction(rate).n, 10_000n * fraction(rate).d);
const NBSP = '\u00a0';

describe('composed messages in Russian, BOM export and shipping fees in euro', () => {
  let store: TestStore;
  let reel: PartFacts;
  let scarce: PartFacts;
  let eurRate: string;

  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 400 });
    reel = await setUpPart(store.db, 5, { stock: 50_000, moq: 1_000, multiple: 500, breaks: [{ qty: 1_000, unitPriceMicros: 12_345 }] });
    scarce = await setUpPart(store.db, 6, { stock: 5_000 });
    const { rows } = await store.db.query<{ rate: string }>(
      `SELECT rate::text AS rate FROM exchange_rates WHERE currency = 'EUR' AND effective_date <= (now() AT TIME ZONE 'UTC')::date ORDER BY effective_date DESC LIMIT 1`,
    );
    eurRate = rows[0]!.rate.replace(/0+$/, '').replace(/\.$/, '');
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('answers a broken order multiple in English with its code and values', async () => {
    const client = new Client(store);
    const refused = await client.post<any>('/shopcart/AddToCart', { ProductID: reel.id, OrderQty: 1_200 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      state: 'error',
      code: 400,
      message: `${reel.mpn} is sold in multiples of 500: order 1,000 or 1,500.`,
      messageCode: 'buying.msgMultipleChoice',
      messageParams: { partNo: reel.mpn, multiple: 500, below: 1_000, above: 1_500 },
    });
  });

  it('shows a Russian reader the refusal in Russian, with Russian numbers', async () => {
    const client = new Client(store);
    client.cookies.set('_lang', 'ru');
    await client.page('/shopcart');
    const refused = await client.page('/shopcart', {
      form: { intent: 'add', ProductID: String(reel.id), OrderQty: '1200', after: 'cart' },
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`${reel.mpn} продаётся партиями, кратными 500: закажите 1${NBSP}000 или 1${NBSP}500 шт.`);
    expect(html).not.toContain('is sold in multiples of');
  });

  it('names every short part of an order by code, so a Russian page lists them in Russian', async () => {
    const client = new Client(store);
    const { tempOrderId } = await cartToCheckout(client, scarce.id, 4_000);
    await store.db.query('UPDATE parts SET stock = 3 WHERE id = $1', [scarce.id]);
    const placed = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE));
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(`Insufficient stock: only 3 of ${scarce.mpn} left.`);
    expect(placed.body).toMatchObject({
      messageCode: 'buying.msgInsufficientStockOf',
      messageParams: { shortages: [{ code: 'buying.msgShortageOnly', params: { partNo: scarce.mpn, count: 3 } }] },
    });

    // The checkout page's own action, in Russian: the same refusal worded with the plural form for 3.
    client.cookies.set('_lang', 'ru');
    const page = await client.page(`/PlaceOrder?tempOrderId=${tempOrderId}`, {
      form: {
        intent: 'place',
        Email: 'buyer@example.com',
        ...Object.fromEntries(Object.entries(ADDRESS_DE).map(([k, v]) => [k, String(v)])),
        ShippingMethod: 'standard',
      },
    });
    const html = await page.text();
    expect(html).toContain(`Недостаточно товара на складе: ${scarce.mpn}: осталось только 3 штуки.`);
    await store.db.query('UPDATE parts SET stock = 5000 WHERE id = $1', [scarce.id]);
  });

  it('answers the shipping rate table in euro at the stored rate', async () => {
    const client = new Client(store);
    client.cookies.set('_currency', 'EUR');
    const rates = await client.get<any>('/order/GetShippingRates?country=DE&weightGrams=2500&subtotalCents=1000');
    expect(rates.status).toBe(200);
    expect(rates.body.data).toMatchObject({ Zone: 'EU', Currency: 'EUR', ExchangeRate: eurRate });
    const dollars = shippingOptions('DE', 2500, 0);
    expect(rates.body.data.Options.map((o: any) => o.FeeCents)).toEqual(dollars.map((o) => euroCents(o.FeeCents, eurRate)));
    const usd = await new Client(store).get<any>('/order/GetShippingRates?country=DE&weightGrams=2500&subtotalCents=1000');
    expect(usd.body.data.Currency).toBe('USD');
    expect(usd.body.data.Options.map((o: any) => o.FeeCents)).toEqual(dollars.map((o) => o.FeeCents));
  });

  it('exports a priced BOM in euro with the code in the header', async () => {
    const client = new Client(store);
    client.cookies.set('_currency', 'EUR');
    const uploaded = await client.post<any>('/bom/Upload', { text: `${reel.mpn}\t1000\tC1` });
    expect(uploaded.status, uploaded.body.message).toBe(200);
    const id = uploaded.body.data.Id;
    const detail = await client.get<any>(`/bom/Detail?id=${id}`);
    const pricing = detail.body.data.Lines[0].Pricing;
    expect(pricing).toMatchObject({ OrderQty: 1_000, UnitPriceMicros: 12_345 });

    const response = await fetch(`${store.url}/bom/${id}/export.csv`, {
      headers: { cookie: client.cookieHeader(), 'x-forwarded-for': client.ip },
    });
    expect(response.status).toBe(200);
    const [header, row] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const at = (name: string) => header!.indexOf(name);
    expect(at('Unit price (EUR)')).toBeGreaterThan(0);
    expect(header).not.toContain('Unit price (USD)');
    expect(row![at('Line total (EUR)')]).toBe((euroOfMicros(pricing.TotalMicros, eurRate) / 100).toString());
    expect(Number(row![at('Unit price (EUR)')])).toBeCloseTo((12_345 / 1_000_000) * Number(eurRate), 6);
  });
});
