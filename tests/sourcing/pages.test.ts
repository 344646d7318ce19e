import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@ferrite/contract';
import { pageText } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';
import { api, bom200, count, fileForm, guest, page, reelWithCutTape } from './helpers';

// The pages' forms posted as a browser without JavaScript posts them (route actions on the server).
describe('quick order, BOM and RFQ pages without JavaScript', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore('pglite');
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('serves the three tools', async () => {
    for (const [path, heading] of [
      ['/quickorder', 'Quick order'],
      ['/bom', 'BOM tool'],
      ['/rfq', 'Request for quote'],
    ] as const) {
      const response = await page(store, guest(), path);
      expect(response.status).toBe(200);
      expect(response.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(response.html).toContain(`<title>${heading} | Ferrite</title>`);
    }
  });

  it('uploads the 200-line BOM through the page and shows its match rate', async () => {
    const visitor = guest();
    await page(store, visitor, '/bom');
    const posted = await page(store, visitor, '/bom', { method: 'POST', body: fileForm('bom-200.csv', bom200()) });
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/bom\/[\w-]{22}$/);
    const shown = await page(store, visitor, posted.location!);
    expect(shown.status).toBe(200);
    const text = pageText(shown.html);
    const rate = Number(/([\d.]+)% match rate/.exec(text)?.[1]);
    console.log(`BOM page (no JavaScript): ${rate}% match rate on the 200-line fixture`);
    expect(rate).toBeGreaterThanOrEqual(85);
    expect(text).toContain('200 lines');
    expect(shown.html.match(/data-confidence=/g)).toHaveLength(200);
    const planned = pageText((await page(store, visitor, `${posted.location}?builds=10&attrition=2`)).html);
    expect(planned).toContain('priced for 10 boards + 2% attrition');
    // The build fields are text fields now (kit UnitInput): a typed word gets the contract's message, not a 500.
    const typed = await page(store, visitor, `${posted.location}?builds=10&attrition=two`);
    expect(typed.status).toBe(400);
    expect(pageText(typed.html)).toContain('Attrition must be a number of percent.');
  });

  it.each([
    ['a PDF', 'spec.pdf', '%PDF-1.4', 400, 'not a file type the BOM tool reads'],
    ['an empty file', 'bom.csv', '', 400, 'is empty'],
    ['a 50 MB file', 'huge.csv', new Uint8Array(50 * 1024 * 1024).fill(0x42), 413, 'larger than the 5 MB limit'],
    ['a malformed row', 'bom.csv', 'MPN,Qty\nA1,1\n"B2,2\n', 400, 'a quoted cell is opened but never closed'],
  ])('shows a clear error for %s and stores nothing', async (_what, name, content, status, message) => {
    const before = await count(store, 'boms');
    const posted = await page(store, guest(), '/bom', { method: 'POST', body: fileForm(name, content) });
    expect(posted.status).toBe(status);
    expect(pageText(posted.html)).toContain(message);
    expect(posted.html).toContain('role="alert"');
    expect(await count(store, 'boms')).toBe(before);
  });

  it('adds a quick-order paste to the cart and shows the result page', async () => {
    const visitor = guest();
    await page(store, visitor, '/quickorder');
    const body = new URLSearchParams({ text: 'RC0603FR-0710KL\t20\tR1-R20\nNOT-A-PART-99\t1', intent: 'add' });
    const posted = await page(store, visitor, '/quickorder', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(/^\/quickorder\/orderresult\?id=/);
    const result = pageText((await page(store, visitor, posted.location!)).html);
    expect(result).toContain('1 added to cart');
    expect(result).toContain('1 invalid or not added');
    expect(result).toContain('2 lines in total');
    const cart = await api<CartLine[]>(store, visitor, 'GET', '/shopcart/GetShopCartList');
    expect(cart.body.data.map((line) => [line.PartNo, line.Product.OrderQty, line.Reference])).toEqual([['RC0603FR-0710KL', 20, 'R1-R20']]);
  });

  it('checks quick-order lines on the page, offering suggestions for unknown numbers', async () => {
    const body = new URLSearchParams({ text: 'RC0603FR-0710KX 5', intent: 'check' });
    const posted = await page(store, guest(), '/quickorder', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(200);
    const text = pageText(posted.html);
    expect(text).toContain('Not found');
    expect(text).toContain('Did you mean: RC0603FR-0710KL');
  });

  it('prefills the RFQ form from a catalogue link, shows field errors, then stores and shows the request', async () => {
    const visitor = guest();
    const form = await page(store, visitor, '/rfq?partNo=LM358DR&qty=500');
    expect(form.html).toContain('value="LM358DR"');
    expect(form.html).toContain('value="500"');
    const invalid = new URLSearchParams();
    for (const [partNo, quantity] of [
      ['LM358DR', 'lots'],
      ['', ''],
      ['', ''],
    ]) {
      invalid.append('partNo', partNo!);
      invalid.append('manufacturer', '');
      invalid.append('quantity', quantity!);
      invalid.append('targetPrice', '');
    }
    invalid.append('name', '');
    invalid.append('email', 'x');
    invalid.append('intent', 'submit');
    const refused = await page(store, visitor, '/rfq', {
      method: 'POST',
      body: invalid,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(400);
    const refusedText = pageText(refused.html);
    for (const message of ['Enter a whole quantity from 1 to 10,000,000.', 'Please enter your name.', 'Please enter a valid email address'])
      expect(refusedText).toContain(message);
    const valid = new URLSearchParams({
      partNo: 'LM358DR',
      manufacturer: 'TI',
      quantity: '500',
      targetPrice: '0.08',
      name: 'Page Buyer',
      email: 'page@example.com',
      country: 'US',
      intent: 'submit',
    });
    const sent = await page(store, visitor, '/rfq', {
      method: 'POST',
      body: valid,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.status).toBe(302);
    expect(sent.location).toMatch(/^\/rfq\/detail\?id=RFQ-\d{6}-\d+&key=[\w-]{43}$/);
    const detail = pageText((await page(store, visitor, sent.location!)).html);
    expect(detail).toContain('Status: Submitted');
    expect(detail).toContain('LM358DR');
  });
  it('says what a raise to a price break gives: the money saved, or more parts for the same price', async () => {
    const { rows } = await store.db.query<{ id: number; mpn: string }>(
      `SELECT id, mpn FROM parts WHERE moq = 1 AND order_multiple = 1 AND stock > 1000 ORDER BY id LIMIT 2`,
    );
    const [samePrice, cheaper] = rows as [{ id: number; mpn: string }, { id: number; mpn: string }];
    // 3 × $0.09447 = $0.28341 against 10 × $0.02834 = $0.2834: 7 more for a hundredth of a cent less.
    await store.db.query(`UPDATE parts SET price_breaks = $2::jsonb WHERE id = $1`, [
      samePrice.id,
      JSON.stringify([
        { qty: 1, unitPriceMicros: 94_470 },
        { qty: 10, unitPriceMicros: 28_340 },
      ]),
    ]);
    // 3 × $0.10 = $0.30 against 10 × $0.02 = $0.20.
    await store.db.query(`UPDATE parts SET price_breaks = $2::jsonb WHERE id = $1`, [
      cheaper.id,
      JSON.stringify([
        { qty: 1, unitPriceMicros: 100_000 },
        { qty: 10, unitPriceMicros: 20_000 },
      ]),
    ]);
    const visitor = guest();
    await page(store, visitor, '/bom');
    const posted = await page(store, visitor, '/bom', {
      method: 'POST',
      body: fileForm('breaks.csv', `MPN,Qty\n${samePrice.mpn},3\n${cheaper.mpn},3\n`),
    });
    expect(posted.status).toBe(302);
    const text = pageText((await page(store, visitor, posted.location!)).html);
    expect(text).toContain('raised to the 10 break: 7 more for the same price');
    expect(text).toContain('raised to the 10 break: saves $0.10');
    expect(text).not.toContain('saves $0.00');
  });

  it('flags a line rounded up to a full reel with the cheaper cut tape, and takes the cut tape in one click', async () => {
    const reel = await reelWithCutTape(store);
    const visitor = guest();
    await page(store, visitor, '/bom');
    const posted = await page(store, visitor, '/bom', {
      method: 'POST',
      body: fileForm('reel.csv', `Designator,MPN,Qty\n"R1,R2,R3,R4",${reel.reel},4\n`),
    });
    expect(posted.status).toBe(302);
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    let shown = await page(store, visitor, posted.location!);
    // By itself the line buys cut tape, and says which reel code it stands in for.
    expect(pageText(shown.html)).toContain(`cheapest equal part for this build (matched ${reel.reel})`);
    expect(pageText(shown.html)).not.toContain('rounded up to a full reel');
    expect(shown.html).toContain(`/export.jlc.csv?`);

    // The buyer picks the reel: the line says what that costs and what the cut tape would.
    expect((await page(store, visitor, posted.location!, form({ intent: 'choose', line: '1', partId: String(reel.reel_id) }))).status).toBe(
      200,
    );
    shown = await page(store, visitor, posted.location!);
    const text = pageText(shown.html);
    const flag = /rounded up to a full reel of ([\d,]+): \$([\d,.]+); cut tape of (\d+): \$([\d.]+)/.exec(text);
    expect(flag, text.slice(0, 2000)).not.toBeNull();
    expect(flag![1]).toBe(reel.reel_moq.toLocaleString('en-US'));
    expect(Number(flag![4])).toBeLessThan(Number(flag![2]!.replace(/,/g, '')));
    expect(shown.html).toMatch(/data-stat="lines rounded up"[^>]*><strong[^>]*>1</);
    expect(text).toContain(`Buy ${reel.cut} instead`);

    expect((await page(store, visitor, posted.location!, form({ intent: 'choose', line: '1', partId: String(reel.cut_id) }))).status).toBe(
      200,
    );
    expect(pageText((await page(store, visitor, posted.location!)).html)).not.toContain('rounded up to a full reel');
  });
});
