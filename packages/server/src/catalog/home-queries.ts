import { categoryIconUrl, categoryUrl, manufacturerLogoUrl, manufacturerUrl, type HomeData } from '@ferrite/contract';
import type { Queryable } from '../db/database';
import { PART_SUMMARY_COLUMNS, toPartSummary, type PartSummaryRow } from './part-summary';

/** Everything the home page shows, read from the catalogue. */
export async function homeData(db: Queryable): Promise<HomeData> {
  const categories = await db.query<{ id: number; name: string; path: string; part_count: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id, id AS root_id FROM categories WHERE parent_id IS NULL
       UNION ALL
       SELECT c.id, t.root_id FROM categories c JOIN tree t ON c.parent_id = t.id
     ),
     counts AS (
       SELECT t.root_id, count(p.id) AS part_count FROM tree t LEFT JOIN parts p ON p.category_id = t.id GROUP BY t.root_id
     )
     SELECT c.id, c.name, c.path, counts.part_count
     FROM categories c JOIN counts ON counts.root_id = c.id
     WHERE c.parent_id IS NULL AND NOT ('InMRO' = ANY (c.tags))
     ORDER BY c.sort, c.name`,
  );
  const manufacturers = await db.query<{ slug: string; name: string }>(
    'SELECT slug, name FROM manufacturers WHERE featured ORDER BY name LIMIT 24',
  );
  const popular = await db.query<PartSummaryRow>(
    `SELECT ${PART_SUMMARY_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE p.stock > 0 ORDER BY p.popularity DESC, p.id LIMIT 12`,
  );
  const totals = await db.query<{ parts: number; manufacturers: number; categories: number; in_stock: number }>(
    `SELECT (SELECT count(*) FROM parts) AS parts,
            (SELECT count(*) FROM manufacturers) AS manufacturers,
            (SELECT count(*) FROM categories) AS categories,
            (SELECT count(*) FROM parts WHERE stock > 0) AS in_stock`,
  );
  const total = totals.rows[0] ?? { parts: 0, manufacturers: 0, categories: 0, in_stock: 0 };
  return {
    featuredCategories: categories.rows.map((row) => ({
      CategoryID: row.id,
      CategoryName: row.name,
      LinkUrl: categoryUrl(row.path),
      IconPath: categoryIconUrl(row.id),
      PartCount: row.part_count,
    })),
    featuredManufacturers: manufacturers.rows.map((row) => ({
      MfgName: row.name,
      MfgUrl: manufacturerUrl(row.slug),
      Image: manufacturerLogoUrl(row.slug),
    })),
    popularParts: popular.rows.map(toPartSummary),
    totals: { parts: total.parts, manufacturers: total.manufacturers, categories: total.categories, inStock: total.in_stock },
  };
}
