import { categoryUrl, MAX_LISTING_PAGE, productUrl, type PartSummary, type ProductDetail } from '@ferrite/contract';
import type { Queryable } from '../db/database';
import { normaliseQuery } from './search-normalise';
import { ancestry, crumbOf, loadCategoryTree, type CatalogCaches } from './catalog-tree';
import { PART_SUMMARY_COLUMNS, toPartSummary, type PartSummaryRow } from './part-summary';
import { variantsFor } from './search-queries';
import { equivalentParameters } from './equivalent-parameters';

interface DetailRow extends PartSummaryRow {
  manufacturer_id: number;
  parameters: Record<string, string>;
  lead_time_weeks: number;
  weight_grams: string;
  rohs: boolean;
  mfg_description: string;
  base_key: string;
}

const DETAIL_COLUMNS = `${PART_SUMMARY_COLUMNS}, p.manufacturer_id, p.parameters, p.lead_time_weeks, p.weight_grams, p.rohs, m.description AS mfg_description, p.base_key`;

export type ProductLookup = { kind: 'found'; product: ProductDetail } | { kind: 'moved'; partNo: string } | { kind: 'missing' };

/** Parameters that make two parts interchangeable in a category: the first three listed. */

const RELATED_TTL_MS = 60_000;

/**
 * A product page's data. An inexact part number (other case, dashes) that names one part answers
 * `moved` so the page can redirect to the canonical URL.
 */
export async function productDetail(db: Queryable, caches: CatalogCaches, partNo: string, mfgSlug?: string): Promise<ProductLookup> {
  const exact = await db.query<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE p.mpn = $1 ORDER BY (m.slug = $2) DESC, p.popularity DESC LIMIT 1`,
    [partNo, mfgSlug ?? ''],
  );
  const row = exact.rows[0];
  if (!row) {
    const key = normaliseQuery(partNo).key;
    if (key.length === 0) return { kind: 'missing' };
    const near = await db.query<{ mpn: string }>('SELECT mpn FROM parts WHERE mpn_key = $1 ORDER BY popularity DESC LIMIT 2', [key]);
    return near.rows.length >= 1 ? { kind: 'moved', partNo: near.rows[0]!.mpn } : { kind: 'missing' };
  }
  const tree = await loadCategoryTree(db, caches);
  const category = tree.byId.get(row.category_id);
  // The parts around this one change with the catalogue, not per visit: shared for a minute (their
  // stock may lag by that much; the part's own row above is always read fresh).
  const related = await caches.cache.get(`catalog:related:${row.id}`, RELATED_TTL_MS, async () => {
    // The other packagings do not depend on the alternates and similar parts: read side by side.
    const alike = async () => {
      // A part with nothing defining (no value, package or rating) has no stand-ins to offer.
      if (Object.keys(equivalentParameters(row.parameters, 1)).length === 0) return { alternates: [], similar: [] };
      const alternates = await db.query<PartSummaryRow>(
        `SELECT ${PART_SUMMARY_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
         WHERE p.category_id = $1 AND p.manufacturer_id <> $2 AND p.parameters @> $3::jsonb
         ORDER BY p.stock > 0 DESC, p.popularity DESC LIMIT 6`,
        [row.category_id, row.manufacturer_id, JSON.stringify(equivalentParameters(row.parameters, 3))],
      );
      const similar = await db.query<PartSummaryRow>(
        `SELECT ${PART_SUMMARY_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
         WHERE p.category_id = $1 AND p.id <> $2 AND p.base_key <> $3 AND p.parameters @> $4::jsonb AND NOT (p.id = ANY($5::int[]))
         ORDER BY p.stock > 0 DESC, p.popularity DESC LIMIT 6`,
        [row.category_id, row.id, row.base_key, JSON.stringify(equivalentParameters(row.parameters, 2)), alternates.rows.map((r) => r.id)],
      );
      return { alternates: alternates.rows.map(toPartSummary), similar: similar.rows.map(toPartSummary) };
    };
    const [variants, { alternates, similar }] = await Promise.all([variantsFor(db, [row]), alike()]);
    return { variants: variants.get(row.id) ?? [], similar, alternates };
  });
  const chain = category ? ancestry(tree, category) : [];
  const product: ProductDetail = {
    ...toPartSummary(row),
    Variants: related.variants,
    Parameters: row.parameters,
    LeadTimeWeeks: row.lead_time_weeks,
    WeightGrams: row.weight_grams,
    RoHS: row.rohs,
    Category: category ? crumbOf(category) : { name: '', LinkUrl: categoryUrl('') },
    Breadcrumbs: chain.map(crumbOf),
    ManufacturerDescription: row.mfg_description,
    Similar: related.similar,
    Alternates: related.alternates,
  };
  return { kind: 'found', product };
}

/** Products for the compare page, in the order asked, with their parameters. */
export async function compareProducts(db: Queryable, ids: number[]): Promise<(PartSummary & { Parameters: Record<string, string> })[]> {
  const { rows } = await db.query<PartSummaryRow & { parameters: Record<string, string> }>(
    `SELECT ${PART_SUMMARY_COLUMNS}, p.parameters FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toPartSummary(row), Parameters: row.parameters }] : [];
  });
}

export const INDEX_PAGE_SIZE = 500;

/** Part numbers starting with one letter or digit, for crawlers and A–Z browsing. */
export async function productIndex(db: Queryable, index: string, page: number) {
  const counted = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM parts WHERE mpn_key LIKE $1 LIMIT ${MAX_LISTING_PAGE * INDEX_PAGE_SIZE + 1}) AS capped`,
    [`${index}%`],
  );
  const total = Math.min(counted.rows[0]?.n ?? 0, MAX_LISTING_PAGE * INDEX_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / INDEX_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const { rows } = await db.query<{ mpn: string; mfg: string }>(
    `SELECT p.mpn, m.name AS mfg FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE p.mpn_key LIKE $1 ORDER BY p.mpn_key, p.id LIMIT ${INDEX_PAGE_SIZE} OFFSET ${(current - 1) * INDEX_PAGE_SIZE}`,
    [`${index}%`],
  );
  return {
    index,
    page: current,
    pageCount,
    total,
    items: rows.map((row) => ({ PartNo: row.mpn, MFG: row.mfg, ProductUrl: productUrl(row.mpn) })),
  };
}

export type AutoPartMatch = 'exact' | 'normalised' | 'ambiguous' | 'none';

/**
 * Resolves one typed part number to a part (quick order and the BOM tool): the exact MPN (with
 * the manufacturer when given), else the normalised key; several hits come back as choices.
 */
export async function autoPart(db: Queryable, partNo: string, manufacturer?: string) {
  const key = normaliseQuery(partNo).key;
  if (!key) return { match: 'none' as AutoPartMatch, part: null, candidates: [] };
  const find = async (condition: string, extra: unknown[]) => {
    const params: unknown[] = [key, ...extra];
    let sql = `SELECT ${PART_SUMMARY_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE ${condition}`;
    if (manufacturer) {
      params.push(manufacturer);
      sql += ` AND (lower(m.name) = lower($${params.length}) OR m.slug = lower($${params.length}))`;
    }
    return (await db.query<PartSummaryRow>(`${sql} ORDER BY p.stock > 0 DESC, p.popularity DESC LIMIT 5`, params)).rows;
  };
  // mpn_key narrows through its index; upper() then demands the exact punctuation.
  let rows = await find('p.mpn_key = $1 AND upper(p.mpn) = upper($2)', [partNo]);
  let match: AutoPartMatch = 'exact';
  if (rows.length === 0) {
    rows = await find('(p.mpn_key = $1 OR p.base_key = $1)', []);
    match = 'normalised';
  }
  if (rows.length === 0) return { match: 'none' as AutoPartMatch, part: null, candidates: [] };
  const distinctParts = new Set(rows.map((row) => `${row.mfg_slug}:${row.mpn}`));
  if (distinctParts.size > 1 && match === 'normalised') match = 'ambiguous';
  return { match, part: match === 'ambiguous' ? null : toPartSummary(rows[0]!), candidates: rows.map(toPartSummary) };
}

/** How many parts resemble one: its other packagings, same-parameter parts, other makers' equivalents. */
export async function similarCounts(db: Queryable, partNo: string) {
  const { rows } = await db.query<{
    id: number;
    manufacturer_id: number;
    category_id: number;
    base_key: string;
    parameters: Record<string, string>;
  }>('SELECT id, manufacturer_id, category_id, base_key, parameters FROM parts WHERE mpn = $1 LIMIT 1', [partNo]);
  const part = rows[0];
  if (!part) return null;
  const counts = await db.query<{ variants: number; similar: number; alternates: number }>(
    `SELECT
       (SELECT count(*) FROM parts WHERE manufacturer_id = $1 AND base_key = $2 AND id <> $3) AS variants,
       (SELECT count(*) FROM parts WHERE category_id = $4 AND id <> $3 AND parameters @> $5::jsonb) AS similar,
       (SELECT count(*) FROM parts WHERE category_id = $4 AND manufacturer_id <> $1 AND parameters @> $6::jsonb) AS alternates`,
    [
      part.manufacturer_id,
      part.base_key,
      part.id,
      part.category_id,
      JSON.stringify(equivalentParameters(part.parameters, 2)),
      JSON.stringify(equivalentParameters(part.parameters, 3)),
    ],
  );
  return { partNo, ...counts.rows[0]! };
}
