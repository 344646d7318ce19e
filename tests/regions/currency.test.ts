// Response bodies are read as `any` here: every shape is checked by the matchers that follow.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productUrl } from '@ferrite/contract/urls';
import { importRatesFile } from '../../packages/server/src/currency/import-rates';
import { forgetRates } from '../../packages/server/src/currency/rates';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { shippingOptions } from '../../packages/server/src/buying/shipping';
import { callApi } from '../support/api';
import { createThrowawayDatabase } from '../support/postgres';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { ADDRESS_DE, cartToCheckout, Client, orderBody, setUpPart, type PartFacts } from '../buying/support';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const SITE_MAPS = { English: 'https://www.ferrite.test', China: 'https://cn.ferrite.test/' };

// The test's own arithmetic on the stored rate (a decimal fraction), independent of the app's.
function fraction(rate: string): { n: bigint; d: bigint } {
  const [whole, part = ''] = rate.split('.');
  return { n: BigInt(`${whole}${part}`), d: 10n ** BigInt(part.length) };
}
const halfUp = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));
const euroLineCents = (qty: number, micros: number, rate: string) =>
  halfUp(BigInt(qty) * BigInt(micros) * fraction(rate).n, 10_000n * fraction(rate).d);
const euroCents = (usdCents: number, rate: string) => halfUp(BigInt(usdCents) * fraction(rate).n, fraction(rate).d);
const euro = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);
/** A unit price as the pages show one: more digits below a dollar, as passives need. */
function euroUnit(micros: number, rate: string): string {
  const value = (micros / 1_000_000) * Number(rate);
  const [least, most] = value < 0.1 ? [5, 5] : value < 1 ? [4, 4] : [2, 4];
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: least,
    maximumFractionDigits: most,
  }).format(value);
}
/** React puts <!-- --> between neighbouring text pieces; a reader sees one text. */
const visible = (html: string) => html.replace(/<!-- -->/g, '');

async function storedEuroRate(db: Database): Promise<{ rate: string; date: string }> {
  const { rows } = await db.query<{ rate: string; date: string }>(
    `SELECT rate::text AS rate, to_char(effective_date, 'YYYY-MM-DD') AS date FROM exchange_rates
      WHERE currency = 'EUR' AND effective_date <= (now() AT TIME ZONE 'UTC')::date ORDER BY effective_date DESC LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no EUR rate stored');
  return { rate: rows[0].rate.replace(/0+$/, '').replace(/\.$/, ''), date: rows[0].date };
}

const counts = async (db: Database) =>
  (
    await db.query<{ rates: number; currencies: number; sum: string }>(
      'SELECT (SELECT count(*)::int FROM exchange_rates) AS rates, (SELECT count(*)::int FROM currencies) AS currencies, (SELECT COALESCE(sum(rate), 0)::text FROM exchange_rates) AS sum',
    )
  ).rows[0]!;

function writeFile(name: string, content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-rates-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe.each(DATABASE_FLAVOURS)('currencies on %s', (flavour) => {
  let store: TestStore;
  let part: PartFacts;
  let eur: { rate: string; date: string };
  const savedMaps = process.env.SITE_MAPS;

  beforeAll(async () => {
    process.env.SITE_MAPS = JSON.stringify(SITE_MAPS);
    store = await startTestStore(flavour, { parts: 400 });
    part = await setUpPart(store.db, 3, { stock: 5_000 });
    eur = await storedEuroRate(store.db);
  });
  afterAll(async () => {
    if (savedMaps === undefined) delete process.env.SITE_MAPS;
    else process.env.SITE_MAPS = savedMaps;
    await store?.stop();
  });

  describe('GET /api/common/CalcExchangeRate', () => {
    it('lists the currencies offered with text, value, symbol and the stored rate', async () => {
      const { status, body } = await callApi<any>(store, '/api/common/CalcExchangeRate');
      expect(status).toBe(200);
      expect(body.data.Base).toBe('USD');
      expect(body.data.Currencies).toEqual([
        { text: 'USD', value: 'USD', symbol: '$', rate: '1', date: '', source: 'base currency' },
        expect.objectContaining({ text: 'EUR', value: 'EUR', symbol: '€', rate: eur.rate, date: eur.date }),
      ]);
    });

    it('converts an amount at the stored rate, either way, rounding half up to the cent', async () => {
      const there = await callApi<any>(store, '/api/common/CalcExchangeRate?amount=12.50&from=usd&to=EUR');
      const cents = euroCents(1250, eur.rate);
      expect(there.body.data).toMatchObject({
        Amount: '12.50',
        From: 'USD',
        To: 'EUR',
        Rate: eur.rate,
        Date: eur.date,
        ResultText: euro(cents),
      });
      expect(there.body.data.Result).toBe((cents / 100).toFixed(2));
      const back = await callApi<any>(store, `/api/common/CalcExchangeRate?amount=${(cents / 100).toFixed(2)}&from=EUR&to=USD`);
      expect(Math.abs(Number(back.body.data.Result) - 12.5)).toBeLessThanOrEqual(0.01);
      // Without `to`, the request's currency (the app's X-Currency header) is the target.
      const header = await callApi<any>(store, '/api/common/CalcExchangeRate?amount=100', { headers: { 'x-currency': 'EUR' } });
      expect(header.body.data).toMatchObject({ From: 'USD', To: 'EUR', Result: (euroCents(10_000, eur.rate) / 100).toFixed(2) });
    });

    it.each([
      ['?amount=abc', 'amount: must be a number'],
      ['?amount=-3', 'amount: must be a number'],
      ['?amount=1.1234567', 'amount: must be a number'],
      ['?amount=5&to=EURO', 'to: must be a three-letter currency code'],
      ['?amount=5&to=XYZ', 'We have no exchange rate for XYZ. Currencies offered: USD, EUR.'],
      ['?to=EUR', 'amount: give an amount to convert'],
      ['?amount=5&date=2025-13-01', 'date: must be a date written YYYY-MM-DD'],
      ['?amount=5&to=EUR&date=2001-01-01', 'We have no exchange rate for EUR on or before 2001-01-01.'],
    ])('answers %s with 400 and a message a person understands', async (query, message) => {
      const { status, body } = await callApi<any>(store, `/api/common/CalcExchangeRate${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ state: 'error', code: 400, data: null, message: expect.stringContaining(message) });
    });

    it('refuses a currency header we do not offer on priced calls', async () => {
      const { status, body } = await callApi<any>(store, '/api/shopcart/GetShopCartList', { headers: { 'x-currency': 'XYZ' } });
      expect(status).toBe(400);
      expect(body.message).toBe('We have no exchange rate for XYZ. Currencies offered: USD, EUR.');
    });
  });

  it('GET /api/Home/GetMaps answers the configured language sites', async () => {
    const { status, body } = await callApi<any>(store, '/api/Home/GetMaps');
    expect(status).toBe(200);
    expect(body.data).toEqual({ English: 'https://www.ferrite.test', China: 'https://cn.ferrite.test' });
  });

  describe('pages with _currency=EUR', () => {
    it('the product page shows price breaks and the total in euro at the stored rate, with the reference note', async () => {
      const client = new Client(store);
      client.cookies.set('_currency', 'EUR');
      const html = visible(await (await client.page(productUrl(part.mpn))).text());
      // Each break: its unit price written as everywhere on the site, its extended price as the cart charges it.
      for (const b of part.price_breaks) {
        expect(html).toContain(euroUnit(b.unitPriceMicros, eur.rate));
        expect(html).toContain(euro(euroLineCents(b.qty, b.unitPriceMicros, eur.rate)));
      }
      const first = part.price_breaks[0]!;
      expect(html).toContain(euroUnit(first.unitPriceMicros, eur.rate));
      expect(html).toContain(`<strong>${euro(euroLineCents(1, first.unitPriceMicros, eur.rate))}</strong>`);
      expect(html).toContain('Prices follow exchange rates and are for reference only.');
      expect(html).toContain(`1 USD = ${eur.rate} EUR`);

      const dollars = visible(await (await new Client(store).page(productUrl(part.mpn))).text());
      expect(dollars).toContain(`<strong>$2.50</strong>`);
      expect(dollars).not.toContain(euroUnit(first.unitPriceMicros, eur.rate));
      expect(dollars).not.toContain('Prices follow exchange rates and are for reference only.');
    });

    it('the cart API and page give line amounts and the subtotal in euro, converted line by line', async () => {
      const client = new Client(store);
      client.cookies.set('_currency', 'EUR');
      const added = await client.post<any>('/shopcart/AddToCart', { ProductID: part.id, OrderQty: 150 });
      expect(added.status).toBe(200);
      const unitMicros = part.price_breaks.filter((b) => b.qty <= 150).at(-1)!.unitPriceMicros;
      const amount = euroLineCents(150, unitMicros, eur.rate);
      const list = await client.get<any>('/shopcart/GetShopCartList');
      expect(list.body.data[0]).toMatchObject({ Currency: 'EUR', Product: { OrderQty: 150, OrderPrice: unitMicros, ItemAmount: amount } });
      const summary = await client.get<any>('/shopcart/GetShopCartSummary');
      expect(summary.body.data).toMatchObject({ Currency: 'EUR', SubtotalCents: amount });

      const html = visible(await (await client.page('/shopcart')).text());
      expect(html).toContain(euroUnit(unitMicros, eur.rate));
      expect(html).toContain(`<strong>${euro(amount)}</strong>`);
      expect(html).toMatch(new RegExp(`data-testid="cart-subtotal">${euro(amount).replace(/[.$]/g, '\\$&')}<`));
      expect(html).toContain('Prices follow exchange rates and are for reference only.');
    });
  });

  describe('an order in EUR', () => {
    it('is charged in euro at the current rate, records the rate, and the payment provider gets euro', async () => {
      const client = new Client(store);
      client.extraHeaders['x-currency'] = 'EUR';
      const qty = 40;
      const unitMicros = part.price_breaks.filter((b) => b.qty <= qty).at(-1)!.unitPriceMicros;
      const { tempOrderId } = await cartToCheckout(client, part.id, qty);
      const review = await client.get<any>(`/order/GetCheckout?tempOrderId=${tempOrderId}&country=DE&shippingMethod=standard`);
      expect(review.status).toBe(200);

      const usdSubtotal = Number((BigInt(qty) * BigInt(unitMicros) + 5_000n) / 10_000n);
      const subtotal = euroLineCents(qty, unitMicros, eur.rate);
      const usdFee = shippingOptions('DE', review.body.data.WeightGrams, usdSubtotal).find((o) => o.Method === 'standard')!.FeeCents;
      const shipping = euroCents(usdFee, eur.rate);
      const tax = halfUp(BigInt(subtotal + shipping) * 1_900n, 10_000n);
      const total = subtotal + shipping + tax;
      expect(review.body.data).toMatchObject({
        Currency: 'EUR',
        ExchangeRate: eur.rate,
        ExchangeRateDate: eur.date,
        SubtotalCents: subtotal,
        ShippingCents: shipping,
        Tax: { RateBasisPoints: 1900, TaxCents: tax },
        TotalCents: total,
      });

      // The same checkout reviewed in dollars has another total: placing it in euro with that total is refused.
      const inDollars = await client.call<any>(
        'GET',
        `/order/GetCheckout?tempOrderId=${tempOrderId}&country=DE&shippingMethod=standard`,
        undefined,
        { 'x-currency': 'USD' },
      );
      expect(inDollars.body.data.Currency).toBe('USD');
      const mismatch = await client.post<any>(
        '/order/PlaceOrder',
        orderBody(tempOrderId, ADDRESS_DE, { ExpectedTotalCents: inDollars.body.data.TotalCents }),
      );
      expect(mismatch.status).toBe(409);

      const placed = await client.post<any>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE, { ExpectedTotalCents: total }));
      expect(placed.status).toBe(200);
      expect(placed.body.data).toMatchObject({ TotalCents: total, Currency: 'EUR' });
      const orderNo = placed.body.data.OrderNo as string;
      const { rows } = await store.db.query<any>(
        `SELECT currency, exchange_rate::text AS rate, to_char(exchange_rate_date, 'YYYY-MM-DD') AS day, subtotal_cents, shipping_cents, tax_cents, total_cents, id
           FROM orders WHERE order_no = $1`,
        [orderNo],
      );
      expect(rows[0]).toMatchObject({
        currency: 'EUR',
        day: eur.date,
        subtotal_cents: subtotal,
        shipping_cents: shipping,
        tax_cents: tax,
        total_cents: total,
      });
      expect(Number(rows[0].rate)).toBe(Number(eur.rate));
      const lines = await store.db.query<any>('SELECT unit_price_micros, amount_cents FROM order_lines WHERE order_id = $1', [rows[0].id]);
      expect(lines.rows).toEqual([{ unit_price_micros: unitMicros, amount_cents: subtotal }]);
      const mail = await store.db.query<any>('SELECT text_body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [
        'buyer@example.com',
      ]);
      expect(mail.rows[0].text_body).toContain(`Total (EUR)  ${euro(total)}`);
      expect(mail.rows[0].text_body).toContain(`Charged in EUR at ${eur.rate} EUR per US dollar (exchange rate of ${eur.date}).`);

      const paid = await client.post<any>('/order/Pay', {
        OrderNo: orderNo,
        CardHolder: 'Jonas Weber',
        Expiry: '12/39',
        Cvc: '123',
        CardNumber: '4242 4242 4242 4242',
      });
      expect(paid.body.data.Status).toBe('succeeded');
      const payments = await store.db.query<any>('SELECT currency, amount_cents, status FROM payments WHERE order_id = $1', [rows[0].id]);
      expect(payments.rows).toEqual([{ currency: 'EUR', amount_cents: total, status: 'succeeded' }]);
      const detail = await client.get<any>(`/order/Detail?orderNo=${orderNo}`);
      expect(detail.body.data).toMatchObject({
        Currency: 'EUR',
        ExchangeRate: eur.rate,
        ExchangeRateDate: eur.date,
        TotalCents: total,
        Status: 'paid',
      });
      const receipt = await store.db.query<any>('SELECT text_body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [
        'buyer@example.com',
      ]);
      expect(receipt.rows[0].text_body).toContain(`payment of ${euro(total)}`);

      // The order page shows the order's own currency and rate, whatever the visitor's currency is now.
      client.cookies.set('_currency', 'USD');
      delete client.extraHeaders['x-currency'];
      const page = visible(await (await client.page(`/order/detail?orderNo=${orderNo}`)).text());
      expect(page).toContain(euro(total));
      expect(page).toContain(`1 USD = ${eur.rate} EUR`);
    });
  });

  describe('rates:import into this database', () => {
    it('refuses a file with a bad row, naming the row and reason, and changes nothing', async () => {
      const before = await counts(store.db);
      const file = writeFile('bad.csv', 'currency,rate,date\nGBP,0.79,2026-01-02\nCHF,abc,2026-01-02\nEUR,0.9,2026-02-30\n');
      const report = await importRatesFile(store.db, file);
      expect(report.applied).toBe(false);
      expect(report.rejected).toEqual([
        { rowNumber: 3, reason: 'rate "abc" is not a plain decimal number such as 0.9215' },
        { rowNumber: 4, reason: 'date "2026-02-30" is not a date written YYYY-MM-DD' },
      ]);
      expect(await counts(store.db)).toEqual(before);
    });

    it('stores a good file in one go; the API and pages use the new rate', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const file = writeFile(
        'good.json',
        JSON.stringify([
          { currency: 'EUR', rate: 0.9123, date: today, source: 'test desk' },
          { currency: 'GBP', rate: '0.7891', date: today },
          { currency: 'USD', rate: 1, date: today },
        ]),
      );
      const report = await importRatesFile(store.db, file);
      expect(report).toMatchObject({ applied: true, rows: 3, written: 2, skipped: 1, newCurrencies: ['GBP'], rejected: [] });
      // The same file again writes nothing.
      expect((await importRatesFile(store.db, file)).written).toBe(0);
      forgetRates(store.server.services.cache);
      const list = await callApi<any>(store, '/api/common/CalcExchangeRate');
      expect(list.body.data.Currencies.map((c: any) => [c.value, c.symbol, c.rate])).toEqual([
        ['USD', '$', '1'],
        ['EUR', '€', '0.9123'],
        ['GBP', '£', '0.7891'],
      ]);
      // The rate an order recorded stays as it was.
      const kept = await store.db.query<{ rate: string }>("SELECT exchange_rate::text AS rate FROM orders WHERE currency = 'EUR'");
      expect(kept.rows.every((r) => Number(r.rate) === Number(eur.rate))).toBe(true);
      const client = new Client(store);
      client.cookies.set('_currency', 'GBP');
      const html = visible(await (await client.page(productUrl(part.mpn))).text());
      const first = part.price_breaks[0]!;
      const pounds = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GBP' }).format(
        euroLineCents(1, first.unitPriceMicros, '0.7891') / 100,
      );
      expect(html).toContain(`<strong>${pounds}</strong>`);
    });
  });
});

describe('npm run rates:import', () => {
  it('imports a good file and refuses a bad one with row numbers, exit code 1 and nothing changed', async () => {
    const throwaway = await createThrowawayDatabase('ferrite_rates');
    const env = { ...process.env, DATABASE_URL: throwaway.url, LOG_LEVEL: 'silent' };
    const good = writeFile(
      'rates.csv',
      'currency,rate,date,symbol,source\nEUR,0.9215,2026-01-05,,ECB reference\nCHF,0.8811,2026-01-05,CHF,\n',
    );
    const bad = writeFile('rates.csv', 'currency,rate,date\nEUR,0.95,2026-01-06\nJPY,155.2,2026-01-06\nEUR,0.96,2026-01-06\n');
    try {
      const ok = await run('npm', ['run', '--silent', 'rates:import', '--', good], { cwd: repoRoot, env });
      expect(ok.stdout).toContain('Imported 2 rows: 2 rates new or changed; new currencies: CHF.');
      let failure: { code?: number; stdout?: string } = {};
      await run('npm', ['run', '--silent', 'rates:import', '--', bad], { cwd: repoRoot, env }).catch(
        (error: { code?: number; stdout?: string }) => {
          failure = error;
        },
      );
      expect(failure.code).toBe(1);
      expect(failure.stdout).toContain('row 3: JPY is not counted in cents; only currencies with two decimal places can be charged');
      expect(failure.stdout).toContain('row 4: EUR on 2026-01-06 is already given in row 2');
      expect(failure.stdout).toContain('Nothing imported: 2 of 3 rows were rejected.');
      const db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
      try {
        const { rows } = await db.query<{ currency: string; rate: string; source: string }>(
          "SELECT currency, rate::text AS rate, source FROM exchange_rates WHERE effective_date >= '2026-01-01' ORDER BY currency",
        );
        expect(rows).toEqual([
          { currency: 'CHF', rate: '0.8811000000', source: 'rates.csv' },
          { currency: 'EUR', rate: '0.9215000000', source: 'ECB reference' },
        ]);
      } finally {
        await db.close();
      }
    } finally {
      await throwaway.drop();
    }
  });
});
