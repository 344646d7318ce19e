import {
  categoryIconUrl,
  categoryUrl,
  INDUSTRIAL_MRO,
  IN_MRO_TAG,
  manufacturerLogoUrl,
  manufacturerUrl,
  type CategoryNavItem,
  type ManufacturerNavItem,
} from '@ferrite/contract';
import type { Queryable } from '../db/database';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  path: string;
  tags: string[];
}

/**
 * The category tree for menus. Categories tagged InMRO leave their place and become children of a
 * synthetic 'Industrial MRO' entry appended last (docs/product.md §3); it links to the category index anchor.
 */
export async function categoryNavigation(db: Queryable): Promise<CategoryNavItem[]> {
  const { rows } = await db.query<CategoryRow>('SELECT id, parent_id, name, path, tags FROM categories ORDER BY depth, sort, name');
  const items = new Map<number, CategoryNavItem>();
  for (const row of rows) {
    items.set(row.id, {
      CategoryID: row.id,
      CategoryName: row.name,
      LinkUrl: categoryUrl(row.path),
      IconPath: categoryIconUrl(row.id),
      Tags: row.tags,
      ChildList: [],
    });
  }
  const roots: CategoryNavItem[] = [];
  const mro: CategoryNavItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id)!;
    const parentTagged = row.parent_id !== null && rows.some((r) => r.id === row.parent_id && r.tags.includes(IN_MRO_TAG));
    if (row.tags.includes(IN_MRO_TAG) && !parentTagged) {
      mro.push(item);
    } else if (row.parent_id === null) {
      roots.push(item);
    } else {
      items.get(row.parent_id)?.ChildList.push(item);
    }
  }
  if (mro.length > 0) {
    roots.push({
      CategoryID: 0,
      CategoryName: INDUSTRIAL_MRO,
      LinkUrl: '/category#industrial-mro',
      IconPath: mro[0]!.IconPath,
      Tags: [IN_MRO_TAG],
      ChildList: mro,
    });
  }
  return roots;
}

/** Featured manufacturers first, each with up to six of its categories. */
export async function manufacturerNavigation(db: Queryable): Promise<ManufacturerNavItem[]> {
  // The recursive walk jumps from one category to the next through parts_manufacturer_category_idx
  // (migration 010): six index lookups per maker instead of reading all of its parts.
  const { rows } = await db.query<{ slug: string; name: string; categories: { name: string; path: string }[] | null }>(
    `SELECT m.slug, m.name,
       (SELECT json_agg(json_build_object('name', c.name, 'path', c.path) ORDER BY c.name)
          FROM (
            WITH RECURSIVE walk(category_id, n) AS (
              (SELECT p.category_id, 1 FROM parts p WHERE p.manufacturer_id = m.id ORDER BY p.category_id LIMIT 1)
              UNION ALL
              SELECT (SELECT p.category_id FROM parts p WHERE p.manufacturer_id = m.id AND p.category_id > walk.category_id ORDER BY p.category_id LIMIT 1), walk.n + 1
              FROM walk WHERE walk.category_id IS NOT NULL AND walk.n < 6
            )
            SELECT category_id FROM walk WHERE category_id IS NOT NULL
          ) pc
          JOIN categories c ON c.id = pc.category_id) AS categories
     FROM manufacturers m
     WHERE m.featured
     ORDER BY m.name`,
  );
  return rows.map((row) => ({
    MfgUrl: manufacturerUrl(row.slug),
    MfgName: row.name,
    Image: manufacturerLogoUrl(row.slug),
    CategoryList: (row.categories ?? []).map((c) => ({ LinkUrl: categoryUrl(c.path), CategoryName: c.name })),
  }));
}
