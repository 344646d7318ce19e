// Current exchange rates on a schedule (issue #21 item 8): RATES_URL is fetched at start and every
// RATES_REFRESH_HOURS, from a local HTTP server here (nothing leaves the machine in tests).
// Response bodies are read as `any` here: every shape is checked by the matchers that follow.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../packages/server/src/config';
import { ecbRecords, refreshRates } from '../../packages/server/src/currency/rates-refresh';
import { startTestStore, type TestStore } from '../support/server';
import { Client, setUpPart } from '../buying/support';

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const ecbXml = (day: string, dollars: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='${day}'>
      <Cube currency='USD' rate='${dollars}'/>
      <Cube currency='JPY' rate='163.45'/>
      <Cube currency='GBP' rate='0.8500'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe('scheduled exchange-rate refresh', () => {
  let feed: http.Server;
  let feedUrl: string;
  let store: TestStore;
  const served: Record<string, { status: number; body: string }> = {};

  beforeAll(async () => {
    served['/ecb.xml'] = { status: 200, body: ecbXml(yesterday, '1.0850') };
    served['/rates.csv'] = { status: 200, body: `currency,rate,date\nEUR,0.9,${yesterday}\n` };
    served['/refused.csv'] = { status: 200, body: `currency,rate,date\nEUR,0.95,${yesterday}\nEUR,-1,${yesterday}\n` };
    feed = http.createServer((req, res) => {
      const answer = served[req.url ?? ''] ?? { status: 404, body: 'not here' };
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
    store = await startTestStore('pglite', { config: { ratesUrl: `${feedUrl}/ecb.xml`, ratesRefreshHours: 24 } });
  });
  afterAll(async () => {
    await store?.stop();
    await new Promise((resolve) => feed?.close(resolve));
  });

  const eurRate = async () =>
    (
      await store.db.query<{ rate: string; date: string; source: string }>(
        `SELECT rate::text AS rate, to_char(effective_date, 'YYYY-MM-DD') AS date, source FROM exchange_rates
          WHERE currency = 'EUR' ORDER BY effective_date DESC LIMIT 1`,
      )
    ).rows[0]!;

  it('converts the ECB reference rates (per euro) to rates per US dollar, exactly, for the currencies offered', () => {
    const rows = ecbRecords(ecbXml('2026-11-27', '1.0850'), new Set(['USD', 'EUR', 'GBP']));
    expect(rows.map((r) => r.record)).toEqual([
      // 1 ÷ 1.085 = 0.92165898617…; 0.85 ÷ 1.085 = 0.78341013824…; JPY is not offered (and has no cents).
      { currency: 'EUR', rate: '0.9216589862', date: '2026-11-27' },
      { currency: 'GBP', rate: '0.7834101382', date: '2026-11-27' },
    ]);
    expect(() => ecbRecords('<Cube></Cube>', new Set())).toThrow('no date or no US dollar rate');
  });

  it('fetches RATES_URL when the server starts: the new rate is in effect and pages say its date', async () => {
    const outcome = await store.server.rates!.first;
    expect(outcome.problem).toBeUndefined();
    expect(await eurRate()).toMatchObject({
      rate: '0.9216589862',
      date: yesterday,
      source: `ECB euro reference rates via ${feedUrl}/ecb.xml`,
    });
    const answer = await fetch(`${store.url}/api/common/CalcExchangeRate`);
    const eur = ((await answer.json()) as any).data.Currencies.find((c: { value: string }) => c.value === 'EUR');
    expect(eur).toMatchObject({ rate: '0.9216589862', date: yesterday });

    const part = await setUpPart(store.db, 3, { stock: 10 });
    const client = new Client(store);
    client.cookies.set('_currency', 'EUR');
    const html = await (await client.page(`/product/${encodeURIComponent(part.mpn)}`)).text();
    expect(html).toMatch(new RegExp(`1 USD = 0\\.9216589862 EUR, rate of <time dateTime="${yesterday}"`, 'i'));
  });

  it('imports CSV as the rates file does; a refused row or an unreachable URL writes nothing and keeps the last rates', async () => {
    expect((await refreshRates(store.db, `${feedUrl}/rates.csv`)).report?.written).toBe(1);
    expect(await eurRate()).toMatchObject({ rate: '0.9000000000', source: `${feedUrl}/rates.csv` });

    const refused = await refreshRates(store.db, `${feedUrl}/refused.csv`);
    expect(refused.problem).toBe('nothing imported: row 3: rate "-1" is not a plain decimal number such as 0.9215');
    const missing = await refreshRates(store.db, `${feedUrl}/missing.csv`);
    expect(missing.problem).toBe(`${feedUrl}/missing.csv answered 404`);
    const down = await refreshRates(store.db, 'http://127.0.0.1:9/rates.csv');
    expect(down.problem).toMatch(/could not be fetched/);
    expect(await eurRate()).toMatchObject({ rate: '0.9000000000' });
  });

  it('is off unless RATES_URL is set, and refuses a bad URL or interval at start', () => {
    expect(loadConfig({})).toMatchObject({ ratesUrl: undefined, ratesRefreshHours: 24 });
    expect(loadConfig({ RATES_URL: 'https://rates.example/daily.xml', RATES_REFRESH_HOURS: '6' })).toMatchObject({
      ratesUrl: 'https://rates.example/daily.xml',
      ratesRefreshHours: 6,
    });
    expect(() => loadConfig({ RATES_URL: 'ftp://rates.example/x.csv' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATES_REFRESH_HOURS: '0' })).toThrow('RATES_REFRESH_HOURS must be a whole number of hours from 1 to 744');
  });
});
