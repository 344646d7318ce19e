// Every GET endpoint of the contract, called on a seeded store, answers data its output schema
// accepts; the records the reads need (an order, a BOM, a quote, a quick order) are made through
// the POST endpoints on the way, whose answers the server checks too (startTestStore turns
// validateApiOutput on).
import { endpoints, allEndpoints } from '@ferrite/contract/endpoints';
import type { Endpoint } from '@ferrite/contract/endpoint';
import { schemasOf } from '@ferrite/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestContext } from '../../packages/server/src/api/context';
import { runOperation } from '../../packages/server/src/api/operation';
import { signedInClient, type SignedInClient } from '../accounts/support';
import { ADDRESS_TX, orderBody } from '../buying/support';
import { startTestStore, type TestStore } from '../support/server';

let store: TestStore;
let client: SignedInClient;

beforeAll(async () => {
  store = await startTestStore('pglite', { config: { demo: true, smtpUrl: undefined } });
  client = await signedInClient(store);
});

afterAll(async () => {
  await store?.stop();
});

async function first<T>(sql: string): Promise<T> {
  const { rows } = await store.db.query<T & object>(sql);
  if (!rows[0]) throw new Error(`The test catalogue has nothing for: ${sql}`);
  return rows[0];
}

/** POSTs through the endpoint and answers its data; any refusal fails the test with its message. */
async function post<T>(endpoint: Endpoint, body: unknown): Promise<T> {
  const answer = await client.post<T>(endpoint.path, body);
  if (answer.status !== 200) throw new Error(`${endpoint.path}: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
}

describe('every GET endpoint answers what its output schema describes', () => {
  it('checks each one on a seeded PGlite store', async () => {
    const part = await first<{ id: number; mpn: string; slug: string; moq: number }>(
      `SELECT p.id, p.mpn, m.slug, p.moq FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE p.stock > 1000 AND p.price_breaks <> '[]'::jsonb ORDER BY p.popularity DESC, p.id LIMIT 1`,
    );
    const category = await first<{ path: string }>('SELECT path FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1');
    const article = await first<{ slug: string }>('SELECT slug FROM articles ORDER BY slug LIMIT 1');
    const page = await first<{ slug: string }>("SELECT slug FROM content_pages WHERE slug NOT LIKE '%/%' ORDER BY slug LIMIT 1");

    // Records for the reads that show one.
    const quantity = Math.max(part.moq, 1);
    const added = await post<{ DtlID: number }>(endpoints.buying.addToCart, { ProductID: part.id, OrderQty: quantity });
    const tempOrderId = await post<string>(endpoints.buying.toCheckout, [added.DtlID]);
    await post(endpoints.buying.addToCart, { ProductID: part.id, OrderQty: quantity });
    const ordered = await post<{ OrderNo: string }>(endpoints.buying.placeOrder, orderBody(tempOrderId, ADDRESS_TX));
    const checkoutId = await post<string>(endpoints.buying.toCheckout, [
      (await post<{ DtlID: number }>(endpoints.buying.addToCart, { ProductID: part.id, OrderQty: quantity })).DtlID,
    ]);
    const bom = await post<{ Id: string }>(endpoints.sourcing.bomUpload, { text: `${part.mpn}\t4\tR1-R4` });
    const quickOrder = await post<{ Id: string }>(endpoints.sourcing.quickOrderAddToCart, { text: `${part.mpn} ${quantity}` });
    const rfq = await post<{ RfqNo: string }>(endpoints.sourcing.rfqSubmit, {
      lines: [{ partNo: part.mpn, quantity: '500' }],
      name: 'Ada Buyer',
      company: '',
      email: client.email,
      phone: '+44 20 7946 0000',
      country: 'GB',
      message: '',
    });

    const inputs = new Map<Endpoint, Record<string, string>>([
      [endpoints.site.demoMailbox, { Email: client.email }],
      [endpoints.catalog.autocomplete, { keyword: part.mpn.slice(0, 4) }],
      [endpoints.catalog.suggestions, { keyword: part.mpn.slice(0, 4) }],
      [endpoints.catalog.search, { keyword: part.mpn }],
      [endpoints.catalog.autoPart, { partNo: part.mpn }],
      [endpoints.catalog.listing, { path: category.path }],
      [endpoints.catalog.product, { partNo: part.mpn, mfg: part.slug }],
      [endpoints.catalog.productIndex, { index: part.mpn.slice(0, 1) }],
      [endpoints.catalog.manufacturer, { slug: part.slug }],
      [endpoints.catalog.seo, { type: 'product', key: part.mpn }],
      [endpoints.currency.exchangeRate, { amount: '12.50', to: 'EUR' }],
      [endpoints.buying.checkout, { tempOrderId: checkoutId, country: 'US', state: 'TX' }],
      [endpoints.buying.order, { orderNo: ordered.OrderNo }],
      [endpoints.buying.shippingRates, { country: 'DE', weightGrams: '800', subtotalCents: '12000' }],
      [endpoints.content.articles, {}],
      [endpoints.content.article, { name: article.slug }],
      [endpoints.content.page, { name: page.slug }],
      [endpoints.sourcing.quickOrderResult, { id: quickOrder.Id }],
      [endpoints.sourcing.bom, { id: bom.Id }],
      [endpoints.sourcing.rfq, { id: rfq.RfqNo }],
    ]);

    const refused: string[] = [];
    const checked: string[] = [];
    for (const endpoint of allEndpoints.filter((candidate) => candidate.method === 'GET')) {
      const query = new URLSearchParams(inputs.get(endpoint) ?? {}).toString();
      const answer = await client.get(`${endpoint.path}${query ? `?${query}` : ''}`);
      const parsed = schemasOf(endpoint).output.safeParse(answer.body.data);
      if (answer.status !== 200) refused.push(`${endpoint.path}: ${answer.status} ${answer.body.message}`);
      else if (!parsed.success)
        refused.push(`${endpoint.path}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
      else checked.push(endpoint.path);
    }
    expect(refused).toEqual([]);
    expect(checked.length).toBe(allEndpoints.filter((candidate) => candidate.method === 'GET').length);
  });

  it('answers 500 when a handler returns data its schema refuses (the check is on in tests)', async () => {
    // A handler that breaks its endpoint's contract (the cast stands for a bug the type check missed).
    const ctx = createRequestContext(store.server.services, { headers: {}, ip: '127.0.0.1', requestId: 'output-check', secure: false });
    const lying = {
      endpoint: endpoints.site.countries,
      summary: 'answers a shape the contract does not have',
      handler: async () => [{ NameEN: 'Nowhere' }] as never,
    };
    const outcome = await runOperation(lying, undefined, ctx, { validateOutput: true });
    expect(outcome.status).toBe(500);
    const unchecked = await runOperation(lying, undefined, ctx);
    expect(unchecked.status).toBe(200);
  });
});
