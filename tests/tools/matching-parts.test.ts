// Calculator result → "find in-stock parts" link → category listing, through the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coarsestSeriesContaining, nearestSeriesValue, wheelerInductance } from '../../packages/calculators/src/index';
import { clientFor } from '../content/support';
import { startTestStore, type TestStore } from '../support/server';

const LED_PAGE = '/tools/components/power/led-series-resistor';
const CHIP = 'resistors/chip-resistors-surface-mount';
const MLCC = 'capacitors/ceramic-capacitors-mlcc';
const POWER_INDUCTORS = 'inductors-and-ferrites/power-inductors';
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

/** The matching-parts links of a rendered calculator page: href and text of each. */
function partsLinks(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a href="([^"]+)" data-matching-parts="">([^<]+)<\/a>/g)].map((match) => ({
    href: unescapeHtml(match[1]!),
    text: unescapeHtml(match[2]!),
  }));
}

/** The first matching-parts link of a rendered calculator page. */
const partsLink = (html: string) => partsLinks(html)[0];

type ListingItem = { PartNo: string; Stock: number; Parameters: Record<string, string> };

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

  it('leads from a delta–wye conversion to in-stock chip resistors of the wye value', async () => {
    // A value the sample catalogue holds in stock, from a delta of three equal resistors (R/3 each in the wye).
    const { rows } = await store.db.query<{ resistance: string }>(
      `SELECT DISTINCT p.parameters->>'Resistance' AS resistance FROM parts p JOIN categories c ON c.id = p.category_id
        WHERE c.path = $1 AND p.stock > 0 ORDER BY 1`,
      [CHIP],
    );
    const resistance = rows
      .map((row) => row.resistance)
      .find((spelling) => {
        const ohms = ohmsOf(spelling);
        return ohms >= 10 && ohms <= 1e6 && nearestSeriesValue(ohms, 'E24') === ohms;
      });
    expect(resistance).toBeDefined();
    const delta = ohmsOf(resistance!) * 3;

    const client = clientFor(store);
    const calculator = await client.page(`/tools/components/basic-circuits/delta-wye-conversion?rab=${delta}&rbc=${delta}&rca=${delta}`);
    expect(calculator.status).toBe(200);
    const links = partsLinks(calculator.html);
    expect(links.map((link) => link.text)).toEqual([`Find in-stock ${resistance} resistors`]);
    const query = new URL(links[0]!.href, store.url).searchParams;
    expect(new URL(links[0]!.href, store.url).pathname).toBe(`/category/${CHIP}`);
    expect(query.getAll('f.Resistance')).toEqual([resistance]);

    const { status, body } = await client.get<{ items: ListingItem[] }>(
      `/category/Listing?${new URLSearchParams({ path: CHIP, inStock: '1', f: `Resistance:${resistance}` }).toString()}`,
    );
    expect(status).toBe(200);
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const item of body.data.items) expect(item.Parameters.Resistance).toBe(resistance);
    expect((await client.page(links[0]!.href)).html).toContain(body.data.items[0]!.PartNo);
  });

  it('lists one link per branch resistor under a current divider', async () => {
    // 10 mA into 1 kΩ ∥ 2.2 kΩ: 6.875 mA (47 mW) and 3.125 mA (21 mW), rated twice that or more.
    const { status, html } = await clientFor(store).page(
      '/tools/components/basic-circuits/current-divider?totalCurrent=10&totalCurrentUnit=mA&r1=1&r1Unit=kohm&r2=2.2&r2Unit=kohm',
    );
    expect(status).toBe(200);
    expect(partsLinks(html).map((link) => link.text)).toEqual([
      'Find in-stock 1 kΩ resistors rated 0.1 W or more',
      'Find in-stock 2.2 kΩ resistors rated 0.05 W or more',
    ]);
  });

  it('leads from an air-core coil to in-stock inductors of the nearest E12 value', async () => {
    const { rows } = await store.db.query<{ inductance: string }>(
      `SELECT DISTINCT p.parameters->>'Inductance' AS inductance FROM parts p JOIN categories c ON c.id = p.category_id
        WHERE c.path = $1 AND p.stock > 0 ORDER BY 1`,
      [POWER_INDUCTORS],
    );
    // An E12 value of 10 µH or more: a coil of whole turns lands within a few per cent of it.
    const inductance = rows
      .map((row) => row.inductance)
      .find((spelling) => {
        const match = /^(\d+(?:\.\d+)?) µH$/.exec(spelling);
        const microhenries = match ? Number(match[1]) : Number.NaN;
        return microhenries >= 10 && microhenries <= 1000 && nearestSeriesValue(microhenries, 'E12') === microhenries;
      });
    expect(inductance).toBeDefined();
    const henries = Number.parseFloat(inductance!) * 1e-6;
    // 10 mm diameter, 20 mm long: L grows with N², so the turns for the target are √(L / L(1 turn)).
    const turns = Math.round(Math.sqrt(henries / wheelerInductance(0.01, 0.02, 1)));
    expect(nearestSeriesValue(wheelerInductance(0.01, 0.02, turns) * 1e9, 'E12')).toBeCloseTo(henries * 1e9, 6);

    const client = clientFor(store);
    const calculator = await client.page(`/tools/components/passive-components/air-core-inductor?diameter=10&length=20&turns=${turns}`);
    expect(calculator.status).toBe(200);
    const link = partsLink(calculator.html);
    expect(link?.text).toBe(`Find in-stock ${inductance} inductors`);
    expect(new URL(link!.href, store.url).pathname).toBe(`/category/${POWER_INDUCTORS}`);
    const { status, body } = await client.get<{ items: ListingItem[] }>(
      `/category/Listing?${new URLSearchParams({ path: POWER_INDUCTORS, inStock: '1', f: `Inductance:${inductance}` }).toString()}`,
    );
    expect(status).toBe(200);
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const item of body.data.items) {
      expect(item.Stock).toBeGreaterThan(0);
      expect(item.Parameters.Inductance).toBe(inductance);
    }
  });

  it('shows no parts link where the result is not a part (via, decibels)', async () => {
    const client = clientFor(store);
    for (const path of ['/tools/components/pcb-design/pcb-via-current', '/tools/components/rf-signals/decibel-converter']) {
      const { status, html } = await client.page(path);
      expect(status).toBe(200);
      expect(partsLinks(html)).toEqual([]);
    }
  });
});
