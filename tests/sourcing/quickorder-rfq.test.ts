import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, QuickOrderPreview, QuickOrderReport, RfqDetail, RfqHistoryRow, RfqSubmitted } from '@ferrite/contract';
import { setRfqStatus } from '../../packages/server/src/sourcing/rfq-operations';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { api, count, guest, signedInUser } from './helpers';

describe.each(DATABASE_FLAVOURS)('quick order on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('resolves pasted lines without touching the cart: found, not found with suggestions, invalid', async () => {
    const visitor = guest();
    const text = 'Part Number\tQty\tReference\nRC0603FR-0710KL\t100\tR1-R4\nerj-3ekf1002v, 5, R9\nRC0603FR-0710KX 10\nERJ-3EKF1002V\tmany';
    const answer = await api<QuickOrderPreview>(store, visitor, 'POST', '/quickorder/Resolve', { text });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.Lines.map((line) => [line.Line, line.Status, line.Part?.PartNo ?? null])).toEqual([
      [2, 'found', 'RC0603FR-0710KL'],
      [3, 'found', 'ERJ-3EKF1002V'],
      [4, 'notFound', null],
      [5, 'invalid', 'ERJ-3EKF1002V'],
    ]);
    expect(answer.body.data.Lines[2]!.Suggestions.map((s) => s.PartNo)).toContain('RC0603FR-0710KL');
    expect(answer.body.data.Lines[2]!.Message).toMatch(/pick one of the suggestions/);
    expect(answer.body.data.Lines[3]!.Message).toMatch(/whole number/);
    expect(answer.body.data).toMatchObject({ Total: 4, Ready: 2, Invalid: 2 });
    expect((await api<CartLine[]>(store, visitor, 'GET', '/shopcart/GetShopCartList')).body.data).toEqual([]);
  });

  it('does not point to suggestions a not-found line does not have', async () => {
    const answer = await api<QuickOrderPreview>(store, guest(), 'POST', '/quickorder/Resolve', { text: 'QQZZXXQQ-777 5' });
    expect(answer.status, answer.body.message).toBe(200);
    const [line] = answer.body.data.Lines;
    expect(line).toMatchObject({ Status: 'notFound', Suggestions: [] });
    expect(line!.Message).toBe('No part with this number, and none close to it. Check the number.');
  });

  it('adds every resolved line to the cart with its reference, rounding up to MOQ and multiples, and keeps the report', async () => {
    const visitor = guest();
    const { rows } = await store.db.query<{ mpn: string; moq: number; order_multiple: number }>(
      'SELECT mpn, moq, order_multiple FROM parts WHERE moq > 1 AND stock >= moq * 2 ORDER BY id LIMIT 1',
    );
    const bulk = rows[0]!;
    const text = `RC0603FR-0710KL, 7, R1\n${bulk.mpn}\t1\tC7\nNO-SUCH-PART-1 3`;
    const added = await api<QuickOrderReport>(store, visitor, 'POST', '/quickorder/AddToCart', { text });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.data).toMatchObject({ Added: 2, Invalid: 1, Total: 3 });
    expect(added.body.message).toBe('2 of 3 lines added to your cart.');
    const cart = (await api<CartLine[]>(store, visitor, 'GET', '/shopcart/GetShopCartList')).body.data;
    const byPart = new Map(cart.map((line) => [line.PartNo, line]));
    expect(byPart.get('RC0603FR-0710KL')).toMatchObject({ Reference: 'R1' });
    expect(byPart.get(bulk.mpn)!.Product.OrderQty).toBe(Math.ceil(bulk.moq / bulk.order_multiple) * bulk.order_multiple);
    expect(byPart.get(bulk.mpn)!.Reference).toBe('C7');
    const report = await api<QuickOrderReport>(store, visitor, 'GET', `/quickorder/Result?id=${added.body.data.Id}`);
    expect(report.body.data).toMatchObject({ Added: 2, Invalid: 1, Total: 3 });
    // Another visitor's cart never sees it.
    expect((await api(store, guest(), 'GET', `/quickorder/Result?id=${added.body.data.Id}`)).status).toBe(404);
  });

  it('asks to choose among several parts for an ambiguous number, then adds the chosen one', async () => {
    const { rows } = await store.db.query<{ base_mpn: string }>(
      `SELECT min(base_mpn) AS base_mpn FROM parts p
        WHERE NOT EXISTS (SELECT 1 FROM parts q WHERE q.mpn_key = p.base_key)
        GROUP BY base_key HAVING count(DISTINCT mpn) > 1 LIMIT 1`,
    );
    const base = rows[0]!.base_mpn;
    const visitor = guest();
    const preview = await api<QuickOrderPreview>(store, visitor, 'POST', '/quickorder/Resolve', { text: `${base} 1` });
    const [line] = preview.body.data.Lines;
    expect(line!.Status).toBe('ambiguous');
    expect(line!.Candidates.length).toBeGreaterThan(1);
    const refused = await api(store, visitor, 'POST', '/quickorder/AddToCart', { text: `${base} 1` });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/None of the lines can be added/);
    const chosen = line!.Candidates[1]!;
    const added = await api<QuickOrderReport>(store, visitor, 'POST', '/quickorder/AddToCart', {
      text: `${base} 1`,
      choice: [`1:${chosen.ProductID}`],
    });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.data.Lines[0]!.Part!.ProductID).toBe(chosen.ProductID);
  });

  it.each([
    ['empty text', { text: '  \n ' }, /at least one line/],
    ['301 lines', { text: Array.from({ length: 301 }, (_, i) => `P${i},1`).join('\n') }, /up to 300 lines/],
    ['no text at all', {}, /Type or paste/],
  ])('refuses %s with a clear message', async (_what, body, message) => {
    const answer = await api(store, guest(), 'POST', '/quickorder/AddToCart', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });
});

describe.each(DATABASE_FLAVOURS)('request for quote on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  const valid = {
    lines: [
      { partNo: 'RC0603FR-0710KL', manufacturer: 'Yageo', quantity: '250,000', targetPrice: '0.0012' },
      { partNo: 'XYZ-CUSTOM-1', quantity: 500 },
    ],
    name: 'Ada Buyer',
    company: 'Analytical Engines Ltd',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    country: 'GB',
    message: 'Delivery in Q3.',
  };

  it('validates every field with a clear message and stores nothing when anything is wrong', async () => {
    const before = await count(store, 'rfqs');
    const answer = await api<null>(store, guest(), 'POST', '/rfq/Submit', {
      lines: [
        { partNo: '', quantity: '' },
        { partNo: 'LM358DR', quantity: '0' },
        { partNo: 'A', quantity: '5', targetPrice: 'cheap' },
      ],
      name: '',
      email: 'ada@',
      phone: 'call me',
      country: 'Atlantis',
    });
    expect(answer.status).toBe(400);
    const fieldErrors = (answer.body.data as unknown as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(fieldErrors).toMatchObject({
      'lines.0.partNo': 'Enter a part number.',
      'lines.0.quantity': 'Quantity is required',
      'lines.1.quantity': 'Enter a whole quantity from 1 to 10,000,000.',
      'lines.2.targetPrice': expect.stringMatching(/target unit price/),
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@example.com.',
      phone: expect.stringMatching(/phone number/),
    });
    expect((await api(store, guest(), 'POST', '/rfq/Submit', { ...valid, country: 'ZZ' })).body.message).toBe(
      'Please choose your country.',
    );
    expect((await api(store, guest(), 'POST', '/rfq/Submit', { ...valid, lines: [] })).body.message).toBe(
      'Add at least one part to quote.',
    );
    expect(await count(store, 'rfqs')).toBe(before);
  });

  it('stores a guest request as Submitted, mails a confirmation, and shows it only through its secret link', async () => {
    const visitor = guest();
    const sent = await api<RfqSubmitted>(store, visitor, 'POST', '/rfq/Submit', valid);
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data.RfqNo).toMatch(/^RFQ-\d{6}-\d+$/);
    const query = sent.body.data.DetailUrl.split('?')[1]!;
    expect(query).toMatch(/&key=[\w-]{43}$/);
    const detail = await api<RfqDetail>(store, visitor, 'GET', `/rfq/Detail?${query}`);
    expect(detail.body.data).toMatchObject({
      RfqNo: sent.body.data.RfqNo,
      Status: 'Submitted',
      Contact: { Name: 'Ada Buyer', Country: 'United Kingdom' },
    });
    expect(detail.body.data.Lines).toEqual([
      {
        Line: 1,
        PartNo: 'RC0603FR-0710KL',
        Manufacturer: 'Yageo',
        Quantity: 250000,
        TargetPriceMicros: 1200,
        ProductUrl: '/product/RC0603FR-0710KL',
      },
      { Line: 2, PartNo: 'XYZ-CUSTOM-1', Manufacturer: '', Quantity: 500, TargetPriceMicros: null, ProductUrl: null },
    ]);
    expect((await api(store, guest(), 'GET', `/rfq/Detail?id=${sent.body.data.RfqNo}`)).status).toBe(404);
    expect((await api(store, guest(), 'GET', `/rfq/Detail?id=${sent.body.data.RfqNo}&key=${'x'.repeat(43)}`)).status).toBe(404);
    const { rows } = await store.db.query<{ to_address: string; subject: string; text_body: string }>(
      'SELECT to_address, subject, text_body FROM outbox ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toMatchObject({
      to_address: 'ada@example.com',
      subject: `Request for quote ${sent.body.data.RfqNo} received | Ferrite`,
    });
    expect(rows[0]!.text_body).toContain(sent.body.data.DetailUrl);
    expect(rows[0]!.text_body).toContain('RC0603FR-0710KL (Yageo) × 250,000, target $0.0012');
  });

  it("lists a signed-in buyer's requests in the RFQ history, moves through its statuses, and lets the buyer close it", async () => {
    const user = await signedInUser(store);
    const sent = await api<RfqSubmitted>(store, user, 'POST', '/rfq/Submit', { ...valid, email: user.email });
    expect(sent.body.data.DetailUrl).toBe(`/rfq/detail?id=${sent.body.data.RfqNo}`);
    const history = await api<RfqHistoryRow[]>(store, user, 'GET', '/rfq/History');
    expect(history.body.data).toEqual([
      expect.objectContaining({
        RfqNo: sent.body.data.RfqNo,
        Status: 'Submitted',
        PartNo: 'RC0603FR-0710KL',
        Quantity: 250000,
        LineCount: 2,
      }),
    ]);
    expect((await api(store, guest(), 'GET', '/rfq/History')).status).toBe(403);
    expect((await api(store, await signedInUser(store, 'Nosy Neighbour'), 'GET', `/rfq/Detail?id=${sent.body.data.RfqNo}`)).status).toBe(
      404,
    );
    await setRfqStatus(store.db, sent.body.data.RfqNo, 'Quoted', 'Quote QT-1 sent');
    expect((await api<RfqDetail>(store, user, 'GET', `/rfq/Detail?id=${sent.body.data.RfqNo}`)).body.data.Status).toBe('Quoted');
    const closed = await api(store, user, 'POST', '/rfq/Close', { id: sent.body.data.RfqNo });
    expect(closed.status).toBe(200);
    const detail = (await api<RfqDetail>(store, user, 'GET', `/rfq/Detail?id=${sent.body.data.RfqNo}`)).body.data;
    expect(detail.Status).toBe('Closed');
    expect(detail.History.map((event) => event.Status)).toEqual(['Submitted', 'Quoted', 'Closed']);
  });

  it('accepts the flat fields of a form posted without JavaScript, skipping empty rows', async () => {
    const body = new URLSearchParams();
    for (const [partNo, quantity] of [
      ['LM358DR', '100'],
      ['', ''],
      ['NE555DR', '50'],
    ]) {
      body.append('partNo', partNo!);
      body.append('manufacturer', '');
      body.append('quantity', quantity!);
      body.append('targetPrice', '');
    }
    for (const [key, value] of Object.entries({ name: 'Flat Form', email: 'flat@example.com', country: 'DE' })) body.append(key, value);
    const response = await fetch(`${store.url}/api/rfq/Submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const answer = (await response.json()) as { data: RfqSubmitted };
    expect(response.status).toBe(200);
    const detail = await api<RfqDetail>(store, guest(), 'GET', `/rfq/Detail?${answer.data.DetailUrl.split('?')[1]}`);
    expect(detail.body.data.Lines.map((line) => line.PartNo)).toEqual(['LM358DR', 'NE555DR']);
  });
});

describe('request-for-quote limits', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore('pglite');
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('takes at most 10 requests an hour for one email address (each one mails it), then answers 429', async () => {
    const body = { lines: [{ partNo: 'LM358DR', quantity: 1 }], name: 'Flood', email: 'victim@example.com', country: 'FR' };
    for (let i = 0; i < 10; i++) expect((await api(store, guest(), 'POST', '/rfq/Submit', body)).status).toBe(200);
    const refused = await api(store, guest(), 'POST', '/rfq/Submit', { ...body, email: 'VICTIM@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/in the last hour/);
    const { rows } = await store.db.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE to_address ILIKE 'victim@example.com'");
    expect(rows[0]!.n).toBe(10);
  });
});
