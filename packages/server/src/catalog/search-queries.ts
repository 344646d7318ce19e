import {
  AUTOCOMPLETE_LIMIT,
  LINK_SUGGESTION_LIMIT,
  MAX_LISTING_PAGE,
  categoryUrl,
  manufacturerUrl,
  type LinkSuggestion,
  type PartSuggestion,
  type PriceBreakDto,
  PAGE_SIZE,
  productUrl,
  type PartListItem,
  type PartVariant,
  type SearchResult,
  type SortKey,
} from '@ferrite/contract';
import type { Queryable } from '../db/database';
import type { CategoryNode, CategoryTree } from './catalog-tree';
import { likeEscape, normaliseQuery } from './search-normalise';
import { PART_SUMMARY_COLUMNS, toPartSummary, type PartSummaryRow } from './part-summary';
import { partsOfValue, valueQuery } from './value-search';

/** Results a search may page through: 50 pages (docs/product.md §9) of 20. */
const RESULT_CAP = MAX_LISTING_PAGE * PAGE_SIZE;
/** Below this many characters an infix match would touch most of the catalogue. */
const MIN_INFIX_KEY = 4;

type Tier = 'exact' | 'value' | 'prefix' | 'similar' | 'description';
const TIER_ORDER: Record<Tier, number> = { exact: 0, value: 1, prefix: 2, similar: 3, description: 4 };

interface Candidate {
  id: number;
  mfg: number;
  stock: number;
  price: number;
  mpn: string;
  group: string;
  tier: Tier;
  score: number;
}

/** How much of a description a suggestion shows. */
const SUGGESTION_DESCRIPTION_CHARS = 80;
/**
 * Prefix matches ranked by popularity in the key index alone (about a millisecond a thousand): when
 * there are more, the prefix is broad and the head's popularity index answers.
 */
const PREFIX_RANK_SCAN = 1_000;
/** The key's head that parts_mpn_head_popularity_idx groups by (migration 013). */
const HEAD_CHARS = 3;

interface SuggestionRow {
  id: number;
  mpn: string;
  mpn_key: string;
  base_key: string;
  mfg: string;
  description: string;
  stock: number;
  popularity: number;
  price_breaks: PriceBreakDto[];
}
const SUGGESTION_COLUMNS = `p.id, p.mpn, p.mpn_key, p.base_key, m.name AS mfg, p.description, p.stock, p.popularity, p.price_breaks`;
const SUGGESTION_FROM = `parts p JOIN manufacturers m ON m.id = p.manufacturer_id`;

function toSuggestion(row: SuggestionRow): PartSuggestion {
  const prices = row.price_breaks.map((b) => b.unitPriceMicros).filter((micros) => micros >= 0);
  const description =
    row.description.length > SUGGESTION_DESCRIPTION_CHARS
      ? `${row.description.slice(0, SUGGESTION_DESCRIPTION_CHARS - 1).trimEnd()}…`
      : row.description;
  return {
    PartNo: row.mpn,
    MFG: row.mfg,
    ProductUrl: productUrl(row.mpn),
    Stock: row.stock,
    PriceFromMicros: prices.length > 0 ? Math.min(...prices) : null,
    Description: description,
  };
}

/** Exact part numbers first, then the more popular, then the better stocked. */
function bySuggestionRank(key: string) {
  const exact = (row: SuggestionRow) => (row.mpn_key === key || row.base_key === key ? 0 : 1);
  return (a: SuggestionRow, b: SuggestionRow) =>
    exact(a) - exact(b) || b.popularity - a.popularity || b.stock - a.stock || a.mpn.localeCompare(b.mpn);
}

/**
 * The parts the search box suggests: those whose number starts with what was typed, ranked by
 * exactness, popularity and stock; then, if fewer than ten, those that contain it.
 */
export async function autocomplete(db: Queryable, keyword: string): Promise<PartSuggestion[]> {
  const { key } = normaliseQuery(keyword);
  if (key.length === 0) return [];
  const prefix = `${likeEscape(key)}%`;
  // The most popular of up to PREFIX_RANK_SCAN prefix matches, ranked inside parts_mpn_key_c_idx
  // (an index-only scan since migration 016, which added the id); ties on popularity are all kept
  // for the stock tie-break. Exact numbers come by key, whatever their popularity.
  const [first, exact] = await Promise.all([
    db.query<SuggestionRow & { matches: number }>(
      `SELECT ${SUGGESTION_COLUMNS}, top.matches FROM (
         SELECT id, popularity, count(*) OVER () AS matches FROM (
           SELECT id, popularity FROM parts WHERE (mpn_key COLLATE "C") LIKE $1 ORDER BY (mpn_key COLLATE "C") LIMIT $2
         ) AS k ORDER BY popularity DESC FETCH FIRST $3 ROWS WITH TIES
       ) AS top JOIN ${SUGGESTION_FROM} ON p.id = top.id`,
      [prefix, PREFIX_RANK_SCAN + 1, AUTOCOMPLETE_LIMIT],
    ),
    db.query<SuggestionRow>(`SELECT ${SUGGESTION_COLUMNS} FROM ${SUGGESTION_FROM} WHERE p.mpn_key = $1 OR p.base_key = $1 LIMIT $2`, [
      key,
      AUTOCOMPLETE_LIMIT,
    ]),
  ]);
  let top: SuggestionRow[] = first.rows;
  if ((first.rows[0]?.matches ?? 0) > PREFIX_RANK_SCAN && key.length >= HEAD_CHARS) {
    // A broad prefix: its most popular parts are the first of its head's popularity order
    // (migrations 013 and 017) that start with it. The prefix is tested with left(), which no key
    // index serves, so the planner cannot read every match in key order and sort them instead.
    // The ten ids are chosen inside the index first: joined before the limit, the planner (which
    // cannot guess how many of the head pass the test) walked the makers against every match.
    top = (
      await db.query<SuggestionRow>(
        `SELECT ${SUGGESTION_COLUMNS} FROM (
           SELECT id, popularity FROM parts
           WHERE (left(mpn_key, ${HEAD_CHARS}) COLLATE "C") = $1 AND left(mpn_key, length($2)) = $2
           ORDER BY (left(mpn_key, ${HEAD_CHARS}) COLLATE "C"), popularity DESC LIMIT $3
         ) AS top JOIN ${SUGGESTION_FROM} ON p.id = top.id ORDER BY top.popularity DESC`,
        [key.slice(0, HEAD_CHARS), key, AUTOCOMPLETE_LIMIT],
      )
    ).rows;
  }
  const seen = new Set<number>();
  let rows = [...exact.rows, ...top].filter((row) => !seen.has(row.id) && seen.add(row.id));
  rows = rows.sort(bySuggestionRank(key)).slice(0, AUTOCOMPLETE_LIMIT);
  if (rows.length < AUTOCOMPLETE_LIMIT && key.length >= MIN_INFIX_KEY) {
    const infix = await db.query<SuggestionRow>(
      `SELECT ${SUGGESTION_COLUMNS} FROM ${SUGGESTION_FROM}
       WHERE p.mpn_key LIKE $1 AND p.mpn_key NOT LIKE $2 LIMIT $3`,
      [`%${likeEscape(key)}%`, prefix, AUTOCOMPLETE_LIMIT - rows.length],
    );
    rows.push(...infix.rows.sort(bySuggestionRank(key)));
  }
  return rows.map(toSuggestion);
}

/** Categories whose name holds every word typed, shallow ones first. */
export function categorySuggestions(tree: CategoryTree, keyword: string): LinkSuggestion[] {
  const words = keyword
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return [];
  const matches: CategoryNode[] = [];
  for (const node of tree.byId.values()) {
    const name = node.name.toLowerCase();
    if (words.every((word) => name.includes(word))) matches.push(node);
  }
  const startsWith = (node: CategoryNode) => (node.name.toLowerCase().startsWith(words[0]!) ? 0 : 1);
  return matches
    .sort((a, b) => startsWith(a) - startsWith(b) || a.depth - b.depth || a.name.localeCompare(b.name))
    .slice(0, LINK_SUGGESTION_LIMIT)
    .map((node) => ({ Name: node.name, Url: categoryUrl(node.path) }));
}

/** Manufacturers whose name, or a word of it, starts with what was typed. */
export async function manufacturerSuggestions(db: Queryable, keyword: string): Promise<LinkSuggestion[]> {
  const text = keyword.trim();
  if (text.length === 0) return [];
  const start = `${likeEscape(text)}%`;
  const { rows } = await db.query<{ name: string; slug: string }>(
    `SELECT name, slug FROM manufacturers WHERE name ILIKE $1 OR name ILIKE $2
     ORDER BY (name ILIKE $1) DESC, featured DESC, name LIMIT $3`,
    [start, `% ${start}`, LINK_SUGGESTION_LIMIT],
  );
  return rows.map((row) => ({ Name: row.name, Url: manufacturerUrl(row.slug) }));
}

/**
 * What ranking, grouping, the stock and maker filters, the maker facet and every sort need of a
 * match, read with its id from the index scan that found it: the total, the facet and the page
 * order are then worked out in memory over at most RESULT_CAP rows, and only the page's twenty
 * parts are read again (three joins of up to a thousand ids each per search before, migration 016's
 * decision record).
 */
const CANDIDATE_COLUMNS = `id, manufacturer_id AS mfg, base_key, stock, unit_price_micros AS price, mpn`;

interface CandidateRow {
  id: number;
  mfg: number;
  base_key: string;
  stock: number;
  price: number;
  mpn: string;
  score?: number;
}

/** Ranked candidates: exact part number > prefix > similar (infix, trigram) > description words. */
async function searchCandidates(db: Queryable, text: string, key: string): Promise<{ candidates: Candidate[]; capped: boolean }> {
  const found = new Map<number, Candidate>();
  let capped = false;
  const add = (rows: CandidateRow[], tier: Tier, limit: number) => {
    if (rows.length >= limit) capped = true;
    for (const row of rows)
      if (!found.has(row.id)) found.set(row.id, { ...row, group: `${row.mfg}:${row.base_key}`, tier, score: row.score ?? 0 });
  };
  if (key.length > 0) {
    add(
      (await db.query<CandidateRow>(`SELECT ${CANDIDATE_COLUMNS} FROM parts WHERE mpn_key = $1 OR base_key = $1 LIMIT 100`, [key])).rows,
      'exact',
      100,
    );
    add(
      (
        await db.query<CandidateRow>(
          `SELECT ${CANDIDATE_COLUMNS} FROM parts WHERE (mpn_key COLLATE "C") LIKE $1 ORDER BY (mpn_key COLLATE "C") LIMIT $2`,
          [`${likeEscape(key)}%`, RESULT_CAP],
        )
      ).rows,
      'prefix',
      RESULT_CAP,
    );
    // '10k 0603', '100nF X7R 16V': engineers search by value and package as often as by part number.
    // Read as a value only when no part number is, or starts with, what was typed: 'GRM188R71C104'
    // stays a part-number search although '104' is also a capacitor code.
    const value = found.size === 0 ? valueQuery(text) : null;
    if (value) add(await partsOfValue<CandidateRow>(db, value, RESULT_CAP, CANDIDATE_COLUMNS), 'value', RESULT_CAP);
    if (found.size < RESULT_CAP && key.length >= 3) {
      add(
        (
          await db.query<CandidateRow>(
            `SELECT ${CANDIDATE_COLUMNS}, similarity(mpn_key, $2) AS score FROM parts WHERE mpn_key LIKE $1 LIMIT $3`,
            [`%${likeEscape(key)}%`, key, RESULT_CAP],
          )
        ).rows,
        'similar',
        RESULT_CAP,
      );
    }
    // A typo (one wrong or missing character) still finds the part by trigram similarity, when the
    // number matched nothing as typed: in a large family (RC0603FR0710KL, TPS62160) the similarity
    // scan reads tens of thousands of rows (50 to 185 ms at 2,000,000 parts) only to list
    // near-misses below parts that were found.
    if (found.size === 0 && key.length >= 5) {
      add(
        (
          await db.query<CandidateRow>(
            `SELECT ${CANDIDATE_COLUMNS}, similarity(mpn_key, $1) AS score FROM parts WHERE mpn_key % $1 ORDER BY mpn_key <-> $1 LIMIT 100`,
            [key],
          )
        ).rows,
        'similar',
        1_000_000,
      );
    }
  }
  if (found.size < RESULT_CAP && /[a-z]{3,}/i.test(text)) {
    add(
      (
        await db.query<CandidateRow>(
          `SELECT ${CANDIDATE_COLUMNS}, ts_rank(to_tsvector('simple', description), q) AS score
           FROM parts, plainto_tsquery('simple', $1) AS q
           WHERE to_tsvector('simple', description) @@ q LIMIT $2`,
          [text, RESULT_CAP],
        )
      ).rows,
      'description',
      RESULT_CAP,
    );
  }
  const candidates = [...found.values()].sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || b.score - a.score || a.id - b.id);
  return { candidates, capped };
}

/** The page orders, over candidates already in rank order (a stable sort keeps rank as the tie-break). */
const ORDER_BY: Record<SortKey, ((a: Candidate, b: Candidate) => number) | null> = {
  relevance: null,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  stock_desc: (a, b) => b.stock - a.stock,
  partno_asc: (a, b) => (a.mpn < b.mpn ? -1 : a.mpn > b.mpn ? 1 : 0),
};

/** Other packagings (same manufacturer and base part number) of the parts on a page. */
export async function variantsFor(db: Queryable, rows: { id: number }[]): Promise<Map<number, PartVariant[]>> {
  const result = new Map<number, PartVariant[]>();
  if (rows.length === 0) return result;
  const { rows: siblings } = await db.query<{ of_id: number; id: number; mpn: string; packaging: string }>(
    `SELECT o.id AS of_id, s.id, s.mpn, s.packaging FROM parts o
     JOIN parts s ON s.manufacturer_id = o.manufacturer_id AND s.base_key = o.base_key AND s.id <> o.id
     WHERE o.id = ANY($1::int[]) ORDER BY s.mpn`,
    [rows.map((r) => r.id)],
  );
  for (const sibling of siblings) {
    const list = result.get(sibling.of_id) ?? [];
    list.push({ ProductID: sibling.id, PartNo: sibling.mpn, Packaging: sibling.packaging, ProductUrl: productUrl(sibling.mpn) });
    result.set(sibling.of_id, list);
  }
  return result;
}

export interface SearchOptions {
  keyword: string;
  page: number;
  sort: SortKey;
  mfg?: string | undefined;
  inStock: boolean;
}

/** The keyword-search page: ranked, packaging variants grouped, filterable by maker and stock. */
export async function searchParts(db: Queryable, options: SearchOptions): Promise<SearchResult> {
  const { text, key } = normaliseQuery(options.keyword);
  const [{ candidates, capped }, maker] = await Promise.all([
    searchCandidates(db, text, key),
    options.mfg
      ? db.query<{ id: number }>('SELECT id FROM manufacturers WHERE slug = $1', [options.mfg]).then((r) => r.rows[0]?.id ?? -1)
      : null,
  ]);
  // One row per orderable part: the best-ranked packaging stands for its group.
  const seen = new Set<string>();
  const grouped = candidates.filter((c) => (seen.has(c.group) ? false : (seen.add(c.group), true)));
  const stocked = options.inStock ? grouped.filter((c) => c.stock > 0) : grouped;
  const shown = maker === null ? stocked : stocked.filter((c) => c.mfg === maker);

  const total = shown.length;
  const pageCount = Math.max(1, Math.min(MAX_LISTING_PAGE, Math.ceil(total / PAGE_SIZE)));
  const page = Math.min(options.page, pageCount);
  const order = ORDER_BY[options.sort];
  const onPage = (order ? [...shown].sort(order) : shown).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  // The maker facet counts every maker among the results (in stock when asked), whichever is chosen.
  const perMaker = new Map<number, number>();
  for (const c of stocked) perMaker.set(c.mfg, (perMaker.get(c.mfg) ?? 0) + 1);
  const [pageRows, makerRows] = await Promise.all([
    db.query<PartSummaryRow>(
      `SELECT ${PART_SUMMARY_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = ANY($1::int[])`,
      [onPage.map((c) => c.id)],
    ),
    db.query<{ id: number; slug: string; name: string }>('SELECT id, slug, name FROM manufacturers WHERE id = ANY($1::int[])', [
      [...perMaker.keys()],
    ]),
  ]);
  const makers = makerRows.rows
    .map((m) => ({ slug: m.slug, name: m.name, count: perMaker.get(m.id)! }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, 30);
  const byId = new Map(pageRows.rows.map((row) => [row.id, row]));
  const rows = onPage.map((c) => byId.get(c.id)).filter((row): row is PartSummaryRow => row !== undefined);
  const variants = await variantsFor(db, rows);
  const items: PartListItem[] = rows.map((row) => ({
    ...toPartSummary(row),
    Variants: variants.get(row.id) ?? [],
    // A value match is a match on the part's parameters: the contract's nearest kind is 'description'.
    Match: ((tier) => (tier === 'value' ? 'description' : tier))(onPage.find((c) => c.id === row.id)!.tier),
  }));
  return { keyword: text, items, page, pageCount, total, totalIsLowerBound: capped, manufacturers: makers };
}

/** The ten most searched keywords, topped up with the most popular part numbers. */
export async function popularSearches(db: Queryable): Promise<string[]> {
  const searched = await db.query<{ keyword: string }>(
    'SELECT keyword FROM search_keywords WHERE searches >= 3 ORDER BY searches DESC, keyword LIMIT 10',
  );
  const result = searched.rows.map((row) => row.keyword);
  if (result.length < 10) {
    const parts = await db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY popularity DESC, id LIMIT 20');
    for (const row of parts.rows) if (result.length < 10 && !result.includes(row.mpn)) result.push(row.mpn);
  }
  return result;
}
