import {
  categoryUrl,
  manufacturerLogoUrl,
  manufacturerUrl,
  PAGE_SIZE,
  MAX_LISTING_PAGE,
  type ManufacturerDetail,
  type ManufacturerSummary,
} from '@ferrite/contract';
import type { Queryable } from '../db/database';
import type { MemoCache } from '../lib/memo-cache';
import { PART_SUMMARY_COLUMNS, toPartSummary, type PartSummaryRow } from './part-summary';
import { variantsFor } from './search-queries';

/** Every manufacturer with its part count: the Linecard A–Z. Cached, as counting scans the catalogue. */
export function manufacturerList(db: Queryable, cache: MemoCache): Promise<ManufacturerSummary[]> {
  return cache.get('catalog:manufacturers', 10 * 60_000, async () => {
    const { rows } = await db.query<{ slug: string; name: string; featured: boolean; part_count: number }>(
      `SELECT m.slug, m.name, m.featured, coalesce(c.n, 0) AS part_count
       FROM manufacturers m LEFT JOIN (SELECT manufacturer_id, count(*) AS n FROM parts GROUP BY manufacturer_id) c ON c.manufacturer_id = m.id
       ORDER BY lower(m.name)`,
    );
    return rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      MfgUrl: manufacturerUrl(row.slug),
      Image: manufacturerLogoUrl(row.slug),
      featured: row.featured,
      partCount: row.part_count,
    }));
  });
}

/** A manufacturer's profile page: who they are, what they make here, their parts. */
export async function manufacturerDetail(db: Queryable, cache: MemoCache, slug: string, page: number): Promise<ManufacturerDetail | null> {
  const found = await db.query<{
    id: number;
    slug: string;
    name: string;
    featured: boolean;
    description: string;
    country: string;
    website: string;
    founded: number | null;
  }>('SELECT id, slug, name, featured, description, country, website, founded FROM manufacturers WHERE slug = $1', [slug]);
  const mfg = found.rows[0];
  if (!mfg) return null;
  const categories = await cache.get(
    `catalog:mfg-categories:${mfg.id}`,
    10 * 60_000,
    async () =>
      (
        await db.query<{ name: string; path: string; count: number }>(
          `SELECT c.name, c.path, count(*) AS count FROM parts p JOIN categories c ON c.id = p.category_id
         WHERE p.manufacturer_id = $1 GROUP BY c.name, c.path ORDER BY count DESC, c.name`,
          [mfg.id],
        )
      ).rows,
  );
  const partCount = categories.reduce((sum, c) => sum + c.count, 0);
  const total = Math.min(partCount, MAX_LISTING_PAGE * PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await db.query<PartSummaryRow>(
    `SELECT ${PART_SUMMARY_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE p.manufacturer_id = $1 ORDER BY p.popularity DESC, p.id LIMIT ${PAGE_SIZE} OFFSET ${(current - 1) * PAGE_SIZE}`,
    [mfg.id],
  );
  const variants = await variantsFor(db, rows.rows);
  return {
    manufacturer: {
      slug: mfg.slug,
      name: mfg.name,
      MfgUrl: manufacturerUrl(mfg.slug),
      Image: manufacturerLogoUrl(mfg.slug),
      featured: mfg.featured,
      partCount,
      description: mfg.description,
      country: mfg.country,
      website: mfg.website,
      founded: mfg.founded,
    },
    categories: categories.map((c) => ({ name: c.name, LinkUrl: categoryUrl(c.path), count: c.count })),
    items: rows.rows.map((row) => ({ ...toPartSummary(row), Variants: variants.get(row.id) ?? [] })),
    page: current,
    pageCount,
    total,
    totalIsLowerBound: partCount > total,
  };
}
