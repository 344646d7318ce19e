// Records the API answers each page family's loaders read, from a real seeded store, and writes
// them as the Storybook "Pages" fixtures (packages/storefront-app/src/stories/page-fixtures.ts):
// lists cut to a few entries, the store's /media pictures inlined (Storybook has no /media), every
// answer typed by its endpoint's output, so a contract change fails the type check of the fixtures.
// Run: node scripts/build.mjs && npx tsx tests/support/record-page-fixtures.ts && npx prettier --write packages/storefront-app/src/stories/page-fixtures.ts
import { writeFileSync } from 'node:fs';
import { endpoints } from '../../packages/contract/src/endpoints';
import { signedInClient } from '../accounts/support';
import { cartToCheckout, orderBody, setUpPart } from '../buying/support';
import { startTestStore } from './server';

type Render = (input: unknown) => Promise<{ kind: string; status?: number }>;
// The built bundle, as the server loads it (a path in a variable: it is not a source the compiler checks).
const bundle = new URL('../../packages/storefront-app/dist/server/entry-server.js', import.meta.url).href;
const { render } = (await import(bundle)) as { render: Render };

const names = new Map<string, string>();
for (const [area, list] of Object.entries(endpoints)) {
  for (const [name, endpoint] of Object.entries(list as Record<string, { method: string; path: string }>)) {
    names.set(`${endpoint.method} ${endpoint.path.toLowerCase()}`, `${area}.${name}`);
  }
}

const store = await startTestStore('pglite', { parts: 300 });
const part = await setUpPart(store.db, 4, { stock: 5_000 });
const user = await signedInClient(store, { userName: 'Ann Lee', email: 'ann.lee@example.com' });
const { tempOrderId } = await cartToCheckout(user, part.id, 20);
const placed = await user.post<{ OrderNo: string; AccessKey: string }>('/order/PlaceOrder', {
  ...orderBody(tempOrderId),
  Email: user.email,
});
const second = await cartToCheckout(user, part.id, 10);
const { rows } = await store.db.query<{ mpn: string; id: number }>('SELECT mpn, id FROM parts ORDER BY id LIMIT 3');
// The cart page shows lines still in the cart: two parts besides the one checked out.
for (const row of rows.slice(0, 2)) await user.post('/shopcart/AddToCart', { ProductID: row.id, OrderQty: 25 });

const pages: Record<string, string> = {
  home: '/',
  listing: '/category/resistors/chip-resistors-surface-mount',
  search: '/keywords/RESISTOR',
  product: `/product/${encodeURIComponent(part.mpn)}`,
  compare: `/product/compare?ids=${rows.map((row) => row.id).join(',')}`,
  manufacturers: '/manufacturer',
  cart: '/shopcart',
  checkout: `/order/checkout?tempOrderId=${second.tempOrderId}`,
  order: `/order/detail?orderNo=${placed.body.data.OrderNo}&key=${placed.body.data.AccessKey}`,
  account: '/account',
  bom: '/bom',
  quickOrder: '/quickorder',
  rfq: '/rfq',
  tool: '/tools/components/basic-circuits/ohms-law',
  article: '/HowtoUse',
  notFound: '/no-such-page-at-all',
};

const out: Record<string, { url: string; status: number | undefined; calls: { endpoint: string; input: unknown; data: unknown }[] }> = {};
for (const [family, url] of Object.entries(pages)) {
  const calls: { endpoint: string; input: unknown; data: unknown }[] = [];
  const forward: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const target = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.set('cookie', user.cookieHeader());
    const body = request.method === 'GET' ? undefined : await request.text();
    const response = await fetch(`${store.url}${target.pathname}${target.search}`, { method: request.method, headers, body });
    const text = await response.text();
    const path = target.pathname.replace(/^\/api/, '').toLowerCase();
    const envelope = JSON.parse(text) as { data: unknown };
    calls.push({
      endpoint: names.get(`${request.method} ${path}`) ?? `${request.method} ${path}`,
      input: request.method === 'GET' ? Object.fromEntries(target.searchParams) : body && JSON.parse(body),
      data: envelope.data,
    });
    return new Response(text, { status: response.status, headers: response.headers });
  };
  const result = await render({
    request: new Request(`http://local${url}`),
    fetch: forward,
    site: {
      brand: 'Ferrite',
      titleSuffix: 'Electronic Components Distributor',
      copyrightYear: 2025,
      contactPhone: '',
      contactEmail: '',
      apiBaseUrl: '/api',
      demoMailbox: false,
    },
    cookies: Object.fromEntries(user.cookies),
    nonce: 'n',
    publicOrigin: 'http://local',
    initialState: { session: { token: user.token, user: { UserName: 'Ann Lee', Email: user.email, CsrfToken: '' } } },
  });
  out[family] = { url, status: result.status, calls };
}
/** Lists cut short: a story needs a few rows, not the catalogue. Countries keep the ones the fixtures use. */
const keptCountries = new Set(['US', 'DE', 'GB', 'FR', 'RU', 'AE', 'JP']);
const media = new Map<string, string>();
async function trim(value: unknown, depth: number, limit: number): Promise<unknown> {
  if (Array.isArray(value)) {
    const kept = value.some((entry) => (entry as { RegionValue?: string })?.RegionValue)
      ? value.filter((entry) => keptCountries.has((entry as { RegionValue: string }).RegionValue))
      : value.slice(0, depth > 0 ? Math.max(3, limit - 3 * depth) : limit);
    return Promise.all(kept.map((entry) => trim(entry, depth + 1, limit)));
  }
  if (value && typeof value === 'object') {
    const entries = await Promise.all(Object.entries(value).map(async ([key, entry]) => [key, await trim(entry, depth, limit)] as const));
    return Object.fromEntries(entries);
  }
  if (typeof value === 'string' && /^\/media\/.+\.svg$/.test(value)) {
    if (!media.has(value)) {
      const svg = await (await fetch(`${store.url}${value}`)).text();
      media.set(value, `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`);
    }
    return media.get(value);
  }
  return value;
}

const limits: Record<string, number> = { 'catalog.listing': 6, 'catalog.manufacturers': 12, 'site.categoryNavigation': 6 };
const navigation = new Set(['site.categoryNavigation', 'site.manufacturerNavigation']);
const lines = [
  '// Generated by tests/support/record-page-fixtures.ts from a seeded store (300 demo parts), lists',
  '// cut short and pictures inlined; re-run it rather than editing by hand.',
  "import { endpoints } from '@ferrite/contract/endpoints';",
  "import { answer, type PageFixture } from './page-fixture';",
  '',
];
// The shell's menus are the same on every page: written once, shared by every fixture.
for (const endpoint of navigation) {
  const call = out.home!.calls.find((entry) => entry.endpoint === endpoint)!;
  const [area, name] = endpoint.split('.');
  lines.push(`const ${name} = answer(endpoints.${area}.${name}, ${JSON.stringify(await trim(call.data, 0, limits[endpoint] ?? 6))});`);
}
lines.push('const shell = [categoryNavigation, manufacturerNavigation];', '');
for (const [family, { url, status, calls }] of Object.entries(out)) {
  const answers: string[] = [];
  for (const call of calls) {
    if (call.endpoint.includes(' ')) throw new Error(`${family}: ${call.endpoint} is not in the contract`);
    if (navigation.has(call.endpoint)) continue;
    answers.push(`answer(endpoints.${call.endpoint}, ${JSON.stringify(await trim(call.data, 0, limits[call.endpoint] ?? 6))})`);
  }
  lines.push(
    `export const ${family}: PageFixture = { url: ${JSON.stringify(url)}, status: ${status}, answers: [...shell, ${answers.join(', ')}] };`,
    '',
  );
}
writeFileSync(new URL('../../packages/storefront-app/src/stories/page-fixtures.ts', import.meta.url), lines.join('\n'));
await store.stop();
