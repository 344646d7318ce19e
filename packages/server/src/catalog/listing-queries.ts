import { categoryUrl, MAX_LISTING_PAGE, PAGE_SIZE, type CategoryListing, type Facet, type SortKey } from '@ferrite/contract';
import type { Queryable } from '../db/database';
import { ancestry, crumbOf, iconOf, loadCategoryTree, type CatalogCaches, type CategoryNode } from './catalog-tree';
import { PART_SUMMARY_COLUMNS, toPartSummary, type PartSummaryRow } from './part-summary';
import { variantsFor } from './search-queries';
import { compareFacetValues, quantityOf } from './facet-order';
import { parameterRank } from './equivalent-parameters';
import { readRange, unitOfValues, valuesInRange, valuesOfKey, type RangeRequest, type ReadRange } from './range-filter';

/** Counting stops here (a lower bound is shown beyond); pages stop at 50 (docs/product.md §9). */
const COUNT_CAP = 100_000;
/** A parameter with more distinct values than this is a poor filter (e.g. a part-specific code). */
const MAX_FACET_VALUES = 60;
/**
 * Values offered of a quantity with more than MAX_FACET_VALUES (resistance): its most common ones.
 * Each is a link the page hydrates: 60 of them added about 55 ms of blocking time to a listing at
 * 4× CPU throttling (tests/bench/web-vitals.ts), 20 a third of that.
 */
const MOST_COMMON_VALUES = 20;

const ORDER_BY: Record<SortKey, string> = {
  relevance: 'p.popularity DESC, p.id',
  price_asc: 'p.unit_price_micros ASC, p.id',
  price_desc: 'p.unit_price_micros DESC, p.id',
  stock_desc: 'p.stock DESC, p.id',
  partno_asc: 'p.mpn ASC',
};

export interface ListingOptions {
  path: string;
  page: number;
  sort: SortKey;
  mfg: string[];
  inStock: boolean;
  filters: string[];
  /** Typed from–to ranges on quantity parameters; those that cannot be read are reported, not applied. */
  ranges?: RangeRequest[];
}

/** Options with each readable range resolved to the category's values inside it (key → values). */
interface ResolvedOptions extends ListingOptions {
  inRange: Map<string, string[]>;
}

export class CategoryNotFound extends Error {}

/** Groups `Key:Value` filters by key; values of one key are alternatives. */
export function groupFilters(filters: string[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const filter of filters) {
    const colon = filter.indexOf(':');
    const key = filter.slice(0, colon);
    const value = filter.slice(colon + 1);
    const values = grouped.get(key) ?? [];
    if (!values.includes(value)) values.push(value);
    grouped.set(key, values);
  }
  return grouped;
}

interface WhereBuilder {
  sql: string;
  params: unknown[];
}

function buildWhere(categoryIds: number[], options: ResolvedOptions, skip: { key?: string; mfg?: boolean } = {}): WhereBuilder {
  const params: unknown[] = [categoryIds];
  const clauses = ['p.category_id = ANY($1::int[])'];
  if (options.inStock) clauses.push('p.stock > 0');
  if (options.mfg.length > 0 && !skip.mfg) {
    params.push(options.mfg);
    clauses.push(`m.slug = ANY($${params.length}::text[])`);
  }
  for (const [key, values] of groupFilters(options.filters)) {
    if (key === skip.key) continue;
    // jsonb containment uses the jsonb_path_ops GIN index; OR over the values of one key.
    const alternatives = values.map((value) => {
      params.push(JSON.stringify({ [key]: value }));
      return `p.parameters @> $${params.length}::jsonb`;
    });
    clauses.push(`(${alternatives.join(' OR ')})`);
  }
  for (const [key, values] of options.inRange) {
    if (key === skip.key) continue;
    // The range as the values inside it: an equality on the parameter's text, among the category's parts.
    params.push(key, values);
    clauses.push(`p.parameters->>$${params.length - 1} = ANY($${params.length}::text[])`);
  }
  return { sql: clauses.join(' AND '), params };
}

/** '10 kΩ' → 1, '4.7 kΩ' → 2, '1.07 Ω' → 3: among equally common values the round ones (E6, E12) come first. */
function significantDigits(value: string): number {
  const number = /\d+(?:\.\d+)?/.exec(value)?.[0] ?? '';
  return number.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

async function facetCounts(db: Queryable, categoryIds: number[], options: ResolvedOptions): Promise<Facet[]> {
  const selected = groupFilters(options.filters);
  const counts = new Map<string, Map<string, number>>();
  const keyOrder: string[] = [];
  const collect = (rows: { key: string; value: string; count: number }[], onlyKey?: string) => {
    for (const row of rows) {
      if (onlyKey !== undefined && row.key !== onlyKey) continue;
      if (onlyKey === undefined && selected.has(row.key)) continue;
      if (!keyOrder.includes(row.key)) keyOrder.push(row.key);
      const values = counts.get(row.key) ?? new Map<string, number>();
      values.set(row.value, row.count);
      counts.set(row.key, values);
    }
  };
  const run = async (where: WhereBuilder, onlyKey?: string) => {
    const keyFilter = onlyKey === undefined ? '' : ` AND kv.key = $${where.params.length + 1}`;
    const { rows } = await db.query<{ key: string; value: string; count: number }>(
      `SELECT kv.key, kv.value, count(*) AS count
       FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id CROSS JOIN LATERAL jsonb_each_text(p.parameters) AS kv(key, value)
       WHERE ${where.sql}${keyFilter}
       GROUP BY kv.key, kv.value`,
      onlyKey === undefined ? where.params : [...where.params, onlyKey],
    );
    collect(rows, onlyKey);
  };
  await run(buildWhere(categoryIds, options));
  // A selected key counts its values as if it were not selected, so buyers can widen the choice.
  for (const key of selected.keys()) await run(buildWhere(categoryIds, options, { key }), key);

  const facets: Facet[] = [];
  // The part's value first (resistance, capacitance…), then package and ratings: the filters a buyer
  // reaches for first, and the listing's parameter columns (the first three).
  keyOrder.sort((a, b) => parameterRank(a) - parameterRank(b));
  for (const key of keyOrder) {
    const values = counts.get(key)!;
    if (values.size < 2 && !selected.has(key) && !options.inRange.has(key)) continue;
    const chosen = selected.get(key) ?? [];
    let entries = [...values.entries()];
    if (entries.length > MAX_FACET_VALUES) {
      // Hundreds of resistances are still the filter a buyer wants: offer the most stocked values
      // (and any chosen one). A code-like parameter with that many values is no filter at all.
      if (!entries.every(([value]) => quantityOf(value) !== undefined)) continue;
      entries = entries
        .sort((a, b) => b[1] - a[1] || significantDigits(a[0]) - significantDigits(b[0]) || compareFacetValues(a[0], b[0]))
        .filter(([value], i) => i < MOST_COMMON_VALUES || chosen.includes(value));
    }
    const unit = unitOfValues(values.keys());
    facets.push({
      key,
      ...(unit ? { unit } : {}),
      values: entries
        .map(([value, count]) => ({ value, count, selected: chosen.includes(value) }))
        .sort((a, b) => compareFacetValues(a.value, b.value)),
    });
  }
  return facets;
}

/**
 * Reads the typed ranges against the category's values of their parameters. A range that cannot be
 * read (not a number, another unit, from above to) is returned with its problem and not applied.
 */
async function resolveRanges(
  db: Queryable,
  caches: CatalogCaches,
  node: CategoryNode,
  requests: RangeRequest[],
): Promise<{ read: ReadRange[]; inRange: Map<string, string[]> }> {
  const read: ReadRange[] = [];
  const inRange = new Map<string, string[]>();
  for (const request of requests) {
    if (request.from.trim() === '' && request.to.trim() === '') continue;
    if (read.some((range) => range.key === request.key)) continue;
    const values = await valuesOfKey(db, caches.cache, node.id, node.subtree, request.key);
    const range = readRange(request, unitOfValues(values));
    read.push(range);
    if (range.problem === undefined) inRange.set(request.key, valuesInRange(values, range));
  }
  return { read, inRange };
}

/** A category page: its parts with parametric filters, facets with counts, and its sub-categories. */
export async function categoryListing(db: Queryable, caches: CatalogCaches, listingOptions: ListingOptions): Promise<CategoryListing> {
  const tree = await loadCategoryTree(db, caches);
  const { cache } = caches;
  const slugs = listingOptions.path.split('/');
  const node: CategoryNode | undefined = tree.bySlug.get(slugs[slugs.length - 1]!);
  if (!node) throw new CategoryNotFound(`No category at /category/${listingOptions.path}`);
  const categoryIds = node.subtree;
  const ranges = await resolveRanges(db, caches, node, listingOptions.ranges ?? []);
  const options: ResolvedOptions = { ...listingOptions, inRange: ranges.inRange };
  const where = buildWhere(categoryIds, options);
  const from = `FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE ${where.sql}`;

  const rangeKey = [...ranges.inRange.entries()]
    .map(([key]) => {
      const range = ranges.read.find((each) => each.key === key)!;
      return `${key}=${range.min ?? ''}~${range.max ?? ''}`;
    })
    .sort()
    .join('|');
  const facetKey = `catalog:facets:${node.id}:${options.inStock}:${[...options.mfg].sort().join(',')}:${[...options.filters].sort().join('|')}:${rangeKey}`;
  // The page of parts, and the facets, makers and sub-category counts beside it, load side by side
  // (on a cold cache each is a query or several; on PostgreSQL they run on separate connections).
  const partsPage = async () => {
    // Counting a large category's matches takes as long as its facets (0.6 s for 100,000 of 2,000,000
    // parts), and changes as rarely: both are kept for the same time under the same filters.
    const counted = await cache.get(`${facetKey}:count`, 5 * 60_000, async () => {
      const totalRow = await db.query<{ n: number }>(
        `SELECT count(*) AS n FROM (SELECT 1 ${from} LIMIT ${COUNT_CAP + 1}) AS capped`,
        where.params,
      );
      return totalRow.rows[0]?.n ?? 0;
    });
    const total = Math.min(counted, COUNT_CAP);
    const pageCount = Math.max(1, Math.min(MAX_LISTING_PAGE, Math.ceil(total / PAGE_SIZE)));
    const page = Math.min(options.page, pageCount);
    const rows = await db.query<PartSummaryRow & { parameters: Record<string, string> }>(
      `SELECT ${PART_SUMMARY_COLUMNS}, p.parameters ${from} ORDER BY ${ORDER_BY[options.sort]} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
      where.params,
    );
    const variants = await variantsFor(db, rows.rows);
    return { counted, total, pageCount, page, rows: rows.rows, variants };
  };
  const mfgWhere = buildWhere(categoryIds, options, { mfg: true });
  const [{ counted, total, pageCount, page, rows, variants }, facets, makers, childCounts] = await Promise.all([
    partsPage(),
    cache.get(facetKey, 5 * 60_000, () => facetCounts(db, categoryIds, options)),
    cache.get(
      `${facetKey}:mfg`,
      5 * 60_000,
      async () =>
        (
          await db.query<{ slug: string; name: string; count: number }>(
            `SELECT m.slug, m.name, count(*) AS count FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
           WHERE ${mfgWhere.sql} GROUP BY m.slug, m.name ORDER BY count DESC, m.name LIMIT 40`,
            mfgWhere.params,
          )
        ).rows,
    ),
    cache.get(`catalog:child-counts:${node.id}`, 5 * 60_000, async () => {
      const result: { name: string; LinkUrl: string; IconPath: string; partCount: number }[] = [];
      for (const childId of node.children) {
        const child = tree.byId.get(childId)!;
        const n = await db.query<{ n: number }>('SELECT count(*) AS n FROM parts WHERE category_id = ANY($1::int[])', [child.subtree]);
        result.push({ name: child.name, LinkUrl: categoryUrl(child.path), IconPath: iconOf(child), partCount: n.rows[0]?.n ?? 0 });
      }
      return result;
    }),
  ]);

  return {
    category: {
      id: node.id,
      name: node.name,
      description: node.description,
      LinkUrl: categoryUrl(node.path),
      IconPath: iconOf(node),
      isLeaf: node.children.length === 0,
    },
    breadcrumbs: ancestry(tree, node).map(crumbOf),
    children: childCounts,
    items: rows.map((row) => ({ ...toPartSummary(row), Variants: variants.get(row.id) ?? [], Parameters: row.parameters })),
    page,
    pageCount,
    total,
    totalIsLowerBound: counted > COUNT_CAP,
    facets,
    manufacturers: makers.map((m) => ({ ...m, selected: options.mfg.includes(m.slug) })),
    applied: {
      filters: options.filters,
      mfg: options.mfg,
      inStock: options.inStock,
      sort: options.sort,
      ranges: ranges.read.map(({ key, from, to, problem }) => ({ key, from, to, ...(problem ? { problem } : {}) })),
    },
  };
}
