// Calculator result → "find in-stock parts" link → category listing, through the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coarsestSeriesContaining } from '../../packages/calculators/src/index';
import { clientFor } from '../content/support';
import { startTestStore, type TestStore } from '../support/server';

const LED_PAGE = '/tools/components/power/led-series-resistor';
const CHIP = 'resistors/chip-resistors-surface-mount';
const MLCC = 'capacitors/ceramic-capacitors-mlcc';
const UNITS: Record<string, number> = { Ω: 1, kΩ: 1e3, MΩ: 1e6 };

/** '4.7 kΩ' → 4700. */
const ohmsOf = (spelling: string) => {
  const [number, unit] = spelling.split(' ');
  return Number(number) * (UNITS[unit!] ?? Number.NaN);
};

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The matching-parts link of a rendered calculator page: its href and text. */
function partsLink(html: string): { href: string; text: string } | undefined {
  const match = /<a href="([^"]+)" data-matching-parts="">([^<]+)<\/a>/.exec(html);
  return match ? { href: unescapeHtml(match[1]!), text: unescapeHtml(match[2]!) } : undefined;
}

describe('calculator results link to matching catalogue parts', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore('pglite');
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('names 150 Ω and 1/8 W or more for a red LED on 5 V at 20 mA', async () => {
    const { status, html } = await clientFor(store).page(`${LED_PAGE}?supply=5&forwardVoltage=2&current=20&currentUnit=mA`);
    expect(status).toBe(200);
    const link = partsLink(html);
    expect(link?.text).toBe('Find in-stock 150 Ω resistors rated 0.125 W or more');
    const query = new URL(link!.href, store.url).searchParams;
    expect(new URL(link!.href, store.url).pathname).toBe(`/category/${CHIP}`);
    expect(query.get('inStock')).toBe('1');
    expect(query.getAll('f.Resistance')).toEqual(['150 Ω']);
    expect(query.getAll('f.Power (Watts)')).toEqual(['0.125 W', '0.25 W', '0.5 W', '0.75 W', '1 W']);
  });

  it('leads from the LED resistor result to a listing of in-stock resistors of that value', async () => {
    // The 3,000-part catalogue holds a sample of values: take one it has in stock, rated 0.063 W or
    // more, and choose the supply so the calculator lands on it exactly (1 mA keeps the rating at 1/16 W).
    const { rows } = await store.db.query<{ resistance: string }>(
      `SELECT DISTINCT p.parameters->>'Resistance' AS resistance FROM parts p JOIN categories c ON c.id = p.category_id
        WHERE c.path = $1 AND p.stock > 0 AND p.parameters->>'Power (Watts)' <> '0.05 W' ORDER BY 1`,
      [CHIP],
    );
    const candidates = rows
      .map((row) => row.resistance)
      .filter((spelling) => {
        const ohms = ohmsOf(spelling);
        return ohms >= 10 && ohms <= 10e3 && ['E6', 'E12', 'E24', 'E96'].includes(coarsestSeriesContaining(ohms) ?? '');
      });
    expect(candidates.length).toBeGreaterThan(0);
    const resistance = candidates[0]!;
    const ohms = ohmsOf(resistance);
    const series = coarsestSeriesContaining(ohms) === 'E96' ? 'E96' : 'E24';
    const supply = Number((2 + ohms * 0.001).toPrecision(6));

    const client = clientFor(store);
    const calculator = await client.page(`${LED_PAGE}?supply=${supply}&forwardVoltage=2&current=1&currentUnit=mA&series=${series}`);
    expect(calculator.status).toBe(200);
    const link = partsLink(calculator.html);
    expect(link?.text).toBe(`Find in-stock ${resistance} resistors rated 0.063 W or more`);

    const listing = await client.page(link!.href);
    expect(listing.status).toBe(200);
    // The same filters through the API: the parts the page lists.
    const query = new URL(link!.href, store.url).searchParams;
    const api = new URLSearchParams({ path: CHIP, inStock: '1' });
    for (const [name, value] of query) if (name.startsWith('f.')) api.append('f', `${name.slice(2)}:${value}`);
    const { status, body } = await client.get<{ items: { PartNo: string; Stock: number; Parameters: Record<string, string> }[] }>(
      `/category/Listing?${api.toString()}`,
    );
    expect(status).toBe(200);
    const items = body.data.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.Stock).toBeGreaterThan(0);
      expect(item.Parameters.Resistance).toBe(resistance);
      expect(item.Parameters['Power (Watts)']).not.toBe('0.05 W');
    }
    expect(listing.html).toContain(items[0]!.PartNo);
  });

  it('links the colour code result to through-hole resistors', async () => {
    const { status, html } = await clientFor(store).page('/tools/components/passive-components/resistor-colour-code');
    expect(status).toBe(200);
    const link = partsLink(html);
    expect(link?.href).toMatch(/^\/category\/resistors\/through-hole-resistors\?inStock=1&f\.Resistance=/);
    expect((await clientFor(store).page(link!.href)).status).toBe(200);
  });

  it('leads from a capacitor marking code to in-stock ceramic capacitors of that value', async () => {
    // A value the sample catalogue holds in stock, written as the letter code a part would carry ('4.7 nF' → '4n7').
    const { rows } = await store.db.query<{ capacitance: string }>(
      `SELECT DISTINCT p.parameters->>'Capacitance' AS capacitance FROM parts p JOIN categories c ON c.id = p.category_id
        WHERE c.path = $1 AND p.stock > 0 ORDER BY 1`,
      [MLCC],
    );
    const capacitance = rows.map((row) => row.capacitance).find((spelling) => /^\d+(\.\d)? (pF|nF|µF)$/.test(spelling));
    expect(capacitance).toBeDefined();
    const [number, unit] = capacitance!.split(' ') as [string, string];
    const letter = { pF: 'p', nF: 'n', µF: 'u' }[unit]!;
    const code = number.includes('.') ? number.replace('.', letter) : `${number}${letter}`;

    const client = clientFor(store);
    const calculator = await client.page(`/tools/components/passive-components/capacitor-code?code=${encodeURIComponent(code)}`);
    expect(calculator.status).toBe(200);
    const link = partsLink(calculator.html);
    expect(link?.text).toBe(`Find in-stock ${capacitance} ceramic capacitors`);
    expect(new URL(link!.href, store.url).pathname).toBe(`/category/${MLCC}`);
    const query = new URL(link!.href, store.url).searchParams;
    expect(query.getAll('f.Capacitance')).toEqual([capacitance]);

    const listing = await client.page(link!.href);
    expect(listing.status).toBe(200);
    const { status, body } = await client.get<{ items: { PartNo: string; Stock: number; Parameters: Record<string, string> }[] }>(
      `/category/Listing?${new URLSearchParams({ path: MLCC, inStock: '1', f: `Capacitance:${capacitance}` }).toString()}`,
    );
    expect(status).toBe(200);
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const item of body.data.items) {
      expect(item.Stock).toBeGreaterThan(0);
      expect(item.Parameters.Capacitance).toBe(capacitance);
    }
    expect(listing.html).toContain(body.data.items[0]!.PartNo);
  });
});
