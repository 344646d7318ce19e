import express from 'express';
import { calculators } from '@ferrite/calculators';
import { categoryUrl, DEMO_MAILBOX_PATH, manufacturerUrl, productUrl } from '@ferrite/contract';
import { calculatorPath } from '@ferrite/storefront-app/tools/urls';
import type { ServerServices } from '../api/context';
import { demoMailboxEnabled } from '../mail/demo-mailbox';

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

const STATIC_PATHS = [
  '/',
  '/category',
  '/manufacturer',
  '/tools',
  '/community',
  '/AboutUs',
  '/ContactUs',
  '/FAQs',
  '/Glossary',
  '/help',
  '/HelpCentre',
  '/HowtoUse',
  '/rfq',
];
const INDEX_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function urlset(origin: string, paths: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    paths.map((path) => `<url><loc>${xmlEscape(new URL(path, origin).href)}</loc></url>`).join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * /sitemap.xml is an index: one file of pages, categories and manufacturers, then product files of
 * 50,000 URLs each (ordered by id, so a file's content is stable between imports).
 */
export function createSitemapRouter({ db, config, cache }: ServerServices): express.Router {
  const router = express.Router();
  const origin = config.publicOrigin;
  const send = (res: express.Response, xml: string) =>
    void res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(xml);

  router.get('/sitemap.xml', async (_req, res) => {
    const count = await cache.get(
      'sitemap:count',
      10 * 60_000,
      async () => (await db.query<{ n: number }>('SELECT count(*) AS n FROM parts')).rows[0]?.n ?? 0,
    );
    const files = ['/sitemap-pages.xml'];
    for (let i = 1; i <= Math.ceil(count / URLS_PER_SITEMAP); i++) files.push(`/sitemap-products-${i}.xml`);
    send(
      res,
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        files.map((file) => `<sitemap><loc>${xmlEscape(new URL(file, origin).href)}</loc></sitemap>`).join('\n') +
        '\n</sitemapindex>\n',
    );
  });

  router.get('/sitemap-pages.xml', async (_req, res) => {
    const categories = await db.query<{ path: string }>('SELECT path FROM categories ORDER BY depth, path');
    const manufacturers = await db.query<{ slug: string }>('SELECT slug FROM manufacturers ORDER BY slug');
    send(
      res,
      urlset(origin, [
        ...STATIC_PATHS,
        ...categories.rows.map((row) => categoryUrl(row.path)),
        ...manufacturers.rows.map((row) => manufacturerUrl(row.slug)),
        ...calculators.map((calculator) => calculatorPath(calculator)),
        ...INDEX_KEYS.map((key) => `/product-index/${key}`),
      ]),
    );
  });

  router.get('/sitemap-products-:n.xml', async (req, res) => {
    const n = Number(req.params.n);
    if (!Number.isInteger(n) || n < 1 || n > 1000) return void res.status(404).type('text').send('No such sitemap');
    const { rows } = await db.query<{ mpn: string }>(
      `SELECT mpn FROM parts ORDER BY id LIMIT ${URLS_PER_SITEMAP} OFFSET ${(n - 1) * URLS_PER_SITEMAP}`,
    );
    if (rows.length === 0) return void res.status(404).type('text').send('No such sitemap');
    send(
      res,
      urlset(
        origin,
        rows.map((row) => productUrl(row.mpn)),
      ),
    );
  });

  // The demo mailbox is named only where it exists: a real shop's robots.txt says nothing of it.
  const demoRule = demoMailboxEnabled(config) ? `Disallow: ${DEMO_MAILBOX_PATH}\n` : '';
  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /account/\nDisallow: /order/\nDisallow: /api/\nDisallow: /shopcart\nDisallow: /product/compare\n${demoRule}\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`,
      );
  });
  return router;
}
