import crypto from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { Logger } from '../logger';
import {
  generateCategories,
  generateManufacturers,
  generateParts,
  type GeneratedCategory,
  type GeneratedManufacturer,
  type GeneratedPart,
} from '@ferrite/demo-catalog';
import { generatorFingerprint } from '@ferrite/demo-catalog/source-fingerprint';
import { partNumberKey } from './part-number';
import { bumpCatalogGeneration } from '../cache/catalog-generation';

const DEFAULT_SEED = 20250101;
const BATCH = 5_000;

export interface SeedOptions {
  parts: number;
  seed?: number;
  log?: Pick<Logger, 'info'>;
  /** Called after every batch with the number of parts written so far. */
  onProgress?: (written: number, total: number) => void;
}

export interface SeedReport {
  skipped: boolean;
  parts: number;
  ms: number;
  indexMs: number;
}

function seedSignature(parts: number, seed: number): string {
  return JSON.stringify({ parts, seed, generator: generatorFingerprint() });
}

/** Seeds the demo catalogue unless the same one is already there; idempotent. */
export async function seedIfNeeded(db: Database, options: SeedOptions): Promise<SeedReport> {
  const seed = options.seed ?? DEFAULT_SEED;
  const signature = seedSignature(options.parts, seed);
  const current = await db.query<{ value: string }>("SELECT value FROM catalog_meta WHERE key = 'demo-seed'");
  if (current.rows[0]?.value === signature) return { skipped: true, parts: options.parts, ms: 0, indexMs: 0 };
  const report = await seedCatalog(db, { ...options, seed });
  await db.query("INSERT INTO catalog_meta (key, value) VALUES ('demo-seed', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [
    signature,
  ]);
  return report;
}

/**
 * URL path of each category under /category: the top level is `{slug}`, every deeper category
 * `{parent slug}/{slug}` (slugs are unique), so listing URLs stay /category/{a}/{b} at any depth.
 */
function categoryPaths(categories: GeneratedCategory[]): Map<number, { path: string; depth: number }> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const depthOf = (category: GeneratedCategory): number => {
    let depth = 0;
    for (let parent = category.parentId; parent !== null; parent = byId.get(parent)?.parentId ?? null) depth++;
    return depth;
  };
  const result = new Map<number, { path: string; depth: number }>();
  for (const category of categories) {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    result.set(category.id, { path: parent ? `${parent.slug}/${category.slug}` : category.slug, depth: depthOf(category) });
  }
  return result;
}

async function upsertCategories(tx: Queryable, categories: GeneratedCategory[]): Promise<void> {
  const paths = categoryPaths(categories);
  // Parents first, so the foreign key holds row by row.
  const ordered = [...categories].sort((a, b) => paths.get(a.id)!.depth - paths.get(b.id)!.depth || a.id - b.id);
  for (const c of ordered) {
    const { path: categoryPath, depth } = paths.get(c.id)!;
    await tx.query(
      `INSERT INTO categories (id, parent_id, slug, name, icon_svg, tags, sort, description, depth, path)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, slug = EXCLUDED.slug, name = EXCLUDED.name,
         icon_svg = EXCLUDED.icon_svg, tags = EXCLUDED.tags, sort = EXCLUDED.sort, description = EXCLUDED.description,
         depth = EXCLUDED.depth, path = EXCLUDED.path`,
      [c.id, c.parentId, c.slug, c.name, c.iconSvg, c.tags, c.sort, c.description, depth, categoryPath],
    );
  }
}

async function upsertManufacturers(tx: Queryable, manufacturers: GeneratedManufacturer[]): Promise<void> {
  for (const m of manufacturers) {
    await tx.query(
      `INSERT INTO manufacturers (id, slug, name, logo_svg, featured, description, country, website, founded)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, logo_svg = EXCLUDED.logo_svg,
         featured = EXCLUDED.featured, description = EXCLUDED.description, country = EXCLUDED.country,
         website = EXCLUDED.website, founded = EXCLUDED.founded`,
      [m.id, m.slug, m.name, m.logoSvg, m.featured, m.description, m.country, m.website, m.founded],
    );
  }
}

/** Well-known parts (low ids) rank first among popular parts; the rest get a stable pseudo-random score. */
function popularityOf(part: GeneratedPart): number {
  if (part.id <= 60) return 100_000 - part.id;
  return crypto.createHash('md5').update(part.mpn).digest().readUInt16BE(0);
}

const PART_COLUMNS = [
  ['id', 'int4'],
  ['mpn', 'text'],
  ['mpn_key', 'text'],
  ['base_mpn', 'text'],
  ['base_key', 'text'],
  ['manufacturer_id', 'int4'],
  ['category_id', 'int4'],
  ['description', 'text'],
  ['parameters', 'jsonb'],
  ['datasheet_url', 'text'],
  ['lifecycle', 'text'],
  ['stock', 'int4'],
  ['moq', 'int4'],
  ['order_multiple', 'int4'],
  ['packaging', 'text'],
  ['lead_time_weeks', 'int4'],
  ['weight_grams', 'numeric'],
  ['rohs', 'bool'],
  ['price_breaks', 'jsonb'],
  ['unit_price_micros', 'int8'],
  ['popularity', 'int4'],
] as const;

// unnest() takes one array per column, so a batch of thousands of rows is one statement on both drivers.
const INSERT_PARTS_SQL = `INSERT INTO parts (${PART_COLUMNS.map(([name]) => name).join(', ')})
  SELECT ${PART_COLUMNS.map(([name, type]) => (type === 'jsonb' ? `${name}::jsonb` : name)).join(', ')}
  FROM unnest(${PART_COLUMNS.map(([, type], i) => `$${i + 1}::${type === 'jsonb' ? 'text' : type}[]`).join(', ')})
    AS t(${PART_COLUMNS.map(([name]) => name).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${PART_COLUMNS.filter(([name]) => name !== 'id')
    .map(([name]) => `${name} = EXCLUDED.${name}`)
    .join(', ')}, updated_at = now()`;

function partColumns(batch: GeneratedPart[]): unknown[][] {
  const columns: unknown[][] = PART_COLUMNS.map(() => []);
  for (const p of batch) {
    const values = [
      p.id,
      p.mpn,
      partNumberKey(p.mpn),
      p.baseMpn,
      partNumberKey(p.baseMpn),
      p.manufacturerId,
      p.categoryId,
      p.description,
      JSON.stringify(p.parameters),
      p.datasheetUrl,
      p.lifecycle,
      p.stock,
      p.moq,
      p.orderMultiple,
      p.packaging,
      p.leadTimeWeeks,
      String(p.weightGrams),
      p.rohs,
      JSON.stringify(p.priceBreaks),
      p.priceBreaks[0]?.unitPriceMicros ?? 0,
      popularityOf(p),
    ];
    values.forEach((value, i) => columns[i]!.push(value));
  }
  return columns;
}

/** Secondary indexes of parts, so a bulk load into an empty table can build them once at the end. */
async function partIndexes(db: Queryable): Promise<{ name: string; definition: string }[]> {
  const { rows } = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename = 'parts' AND indexname <> 'parts_pkey'
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'parts'::regclass)`,
  );
  return rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

/** Writes the generated catalogue: categories, manufacturers, then parts in batches. */
export async function seedCatalog(db: Database, options: SeedOptions & { seed: number }): Promise<SeedReport> {
  const started = performance.now();
  const categories = generateCategories(options.seed);
  const manufacturers = generateManufacturers(options.seed);
  await db.transaction(async (tx) => {
    await upsertCategories(tx, categories);
    await upsertManufacturers(tx, manufacturers);
  });
  const existing = await db.query<{ n: number }>('SELECT count(*) AS n FROM parts');
  const bulk = (existing.rows[0]?.n ?? 0) === 0;
  const indexes = bulk ? await partIndexes(db) : [];
  for (const index of indexes) await db.query(`DROP INDEX IF EXISTS ${index.name}`);

  let batch: GeneratedPart[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.query(INSERT_PARTS_SQL, partColumns(batch));
    written += batch.length;
    batch = [];
    options.onProgress?.(written, options.parts);
  };
  for (const part of generateParts({ parts: options.parts, seed: options.seed }, categories, manufacturers)) {
    batch.push(part);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // A smaller demo than before: drop the extra generated parts.
  await db.query('DELETE FROM parts WHERE id > $1', [options.parts]);

  const indexStarted = performance.now();
  for (const index of indexes) await db.query(index.definition);
  const indexMs = performance.now() - indexStarted;
  await db.query('ANALYZE parts');
  await bumpCatalogGeneration(db);
  const ms = performance.now() - started;
  options.log?.info({ parts: written, ms: Math.round(ms), indexMs: Math.round(indexMs) }, 'demo catalogue seeded');
  return { skipped: false, parts: written, ms, indexMs };
}
