import express from 'express';
import type { ServerServices } from '../context';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Generated pictures carry no script; the policy makes sure of it if one ever did.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
};

/** Category icons and manufacturer logos, stored as SVG text in the catalogue. */
export function createMediaRouter(services: ServerServices): express.Router {
  const router = express.Router();
  router.get('/category/:file', async (req, res) => {
    const id = Number(/^(\d{1,9})\.svg$/.exec(req.params.file)?.[1]);
    if (!Number.isInteger(id)) return void res.status(404).end();
    const { rows } = await services.db.query<{ icon_svg: string }>('SELECT icon_svg FROM categories WHERE id = $1', [id]);
    if (!rows[0]) return void res.status(404).end();
    res.set(SVG_HEADERS).send(rows[0].icon_svg);
  });
  router.get('/manufacturer/:file', async (req, res) => {
    const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(req.params.file)?.[1];
    if (!slug) return void res.status(404).end();
    const { rows } = await services.db.query<{ logo_svg: string }>('SELECT logo_svg FROM manufacturers WHERE slug = $1', [slug]);
    if (!rows[0]) return void res.status(404).end();
    res.set(SVG_HEADERS).send(rows[0].logo_svg);
  });
  return router;
}
