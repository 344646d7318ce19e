import type { Database, Queryable } from '../../db/database';
import { partNumberKey } from '../part-number';
import { dropEmptyCells, importRow, type ImportRow } from './row-schema';
import type { RawRow } from './read-rows';
import { bumpCatalogGeneration } from '../../cache/catalog-generation';

const BATCH = 1_000;

export interface RejectedRow {
  rowNumber: number;
  reason: string;
}

export interface ImportReport {
  rows: number;
  inserted: number;
  updated: number;
  rejected: RejectedRow[];
  createdManufacturers: string[];
  dryRun: boolean;
  /** True when nothing was written because --strict met a rejected row. */
  aborted: boolean;
}

export interface ImportOptions {
  dryRun?: boolean;
  /** Refuse the whole file if any row is rejected. */
  strict?: boolean;
  onProgress?: (rowsRead: number) => void;
}

class StrictAbort extends Error {}

const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'manufacturer';

interface Lookups {
  manufacturers: Map<string, number>;
  categories: Map<string, number>;
  nextPartId: number;
  nextManufacturerId: number;
  slugs: Set<string>;
}

async function loadLookups(tx: Queryable): Promise<Lookups> {
  const manufacturers = new Map<string, number>();
  const slugs = new Set<string>();
  for (const row of (await tx.query<{ id: number; name: string; slug: string }>('SELECT id, name, slug FROM manufacturers')).rows) {
    manufacturers.set(row.name.toLowerCase(), row.id);
    manufacturers.set(row.slug, row.id);
    slugs.add(row.slug);
  }
  const categories = new Map<string, number>();
  for (const row of (
    await tx.query<{ id: number; slug: string; path: string; name: string }>('SELECT id, slug, path, name FROM categories')
  ).rows) {
    categories.set(row.slug, row.id);
    categories.set(row.path, row.id);
    categories.set(row.name.toLowerCase(), row.id);
  }
  const ids = await tx.query<{ parts: number; manufacturers: number }>(
    'SELECT coalesce((SELECT max(id) FROM parts), 0) AS parts, coalesce((SELECT max(id) FROM manufacturers), 0) AS manufacturers',
  );
  return { manufacturers, categories, nextPartId: ids.rows[0]!.parts + 1, nextManufacturerId: ids.rows[0]!.manufacturers + 1, slugs };
}

async function manufacturerId(tx: Queryable, lookups: Lookups, name: string, created: string[], dryRun: boolean): Promise<number> {
  const known = lookups.manufacturers.get(name.toLowerCase()) ?? lookups.manufacturers.get(slugify(name));
  if (known !== undefined) return known;
  let slug = slugify(name);
  for (let n = 2; lookups.slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
  const id = lookups.nextManufacturerId++;
  if (!dryRun) await tx.query('INSERT INTO manufacturers (id, slug, name) VALUES ($1, $2, $3)', [id, slug, name]);
  lookups.manufacturers.set(name.toLowerCase(), id);
  lookups.slugs.add(slug);
  created.push(name);
  return id;
}

interface PreparedRow {
  row: ImportRow;
  manufacturerId: number;
  categoryId: number;
}

async function upsertBatch(tx: Queryable, batch: PreparedRow[], lookups: Lookups): Promise<{ inserted: number; updated: number }> {
  // One statement may not touch a row twice: the last occurrence of a part in the batch wins.
  const unique = new Map<string, PreparedRow>();
  for (const item of batch) unique.set(`${item.manufacturerId}:${item.row.mpn}`, item);
  const rows = [...unique.values()];
  const columns: unknown[][] = Array.from({ length: 20 }, () => []);
  for (const { row, manufacturerId: mfg, categoryId } of rows) {
    const values = [
      lookups.nextPartId++,
      row.mpn,
      partNumberKey(row.mpn),
      row.base_mpn ?? row.mpn,
      partNumberKey(row.base_mpn ?? row.mpn),
      mfg,
      categoryId,
      row.description,
      JSON.stringify(row.parameters),
      row.datasheet_url,
      row.lifecycle,
      row.stock,
      row.moq,
      row.order_multiple,
      row.packaging,
      row.lead_time_weeks,
      String(row.weight_grams),
      row.rohs,
      JSON.stringify(row.price_breaks),
      row.price_breaks[0]!.unitPriceMicros,
    ];
    values.forEach((value, i) => columns[i]!.push(value));
  }
  const { rows: results } = await tx.query<{ inserted: boolean }>(
    `INSERT INTO parts (id, mpn, mpn_key, base_mpn, base_key, manufacturer_id, category_id, description, parameters, datasheet_url,
       lifecycle, stock, moq, order_multiple, packaging, lead_time_weeks, weight_grams, rohs, price_breaks, unit_price_micros)
     SELECT id, mpn, mpn_key, base_mpn, base_key, manufacturer_id, category_id, description, parameters::jsonb, datasheet_url,
       lifecycle, stock, moq, order_multiple, packaging, lead_time_weeks, weight_grams, rohs, price_breaks::jsonb, unit_price_micros
     FROM unnest($1::int4[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int4[], $7::int4[], $8::text[], $9::text[], $10::text[],
       $11::text[], $12::int4[], $13::int4[], $14::int4[], $15::text[], $16::int4[], $17::numeric[], $18::bool[], $19::text[], $20::int8[])
       AS t(id, mpn, mpn_key, base_mpn, base_key, manufacturer_id, category_id, description, parameters, datasheet_url,
         lifecycle, stock, moq, order_multiple, packaging, lead_time_weeks, weight_grams, rohs, price_breaks, unit_price_micros)
     ON CONFLICT (manufacturer_id, mpn) DO UPDATE SET
       base_mpn = EXCLUDED.base_mpn, base_key = EXCLUDED.base_key, category_id = EXCLUDED.category_id, description = EXCLUDED.description,
       parameters = EXCLUDED.parameters, datasheet_url = EXCLUDED.datasheet_url, lifecycle = EXCLUDED.lifecycle, stock = EXCLUDED.stock,
       moq = EXCLUDED.moq, order_multiple = EXCLUDED.order_multiple, packaging = EXCLUDED.packaging, lead_time_weeks = EXCLUDED.lead_time_weeks,
       weight_grams = EXCLUDED.weight_grams, rohs = EXCLUDED.rohs, price_breaks = EXCLUDED.price_breaks,
       unit_price_micros = EXCLUDED.unit_price_micros, updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
    columns,
  );
  const inserted = results.filter((r) => r.inserted).length;
  return { inserted, updated: results.length - inserted };
}

/**
 * Upserts catalogue rows by manufacturer + part number inside one transaction: a failure leaves
 * the catalogue as it was. Invalid rows are reported with their line number and skipped (or, with
 * `strict`, abort the whole import).
 */
export async function importCatalog(db: Database, rows: AsyncIterable<RawRow>, options: ImportOptions = {}): Promise<ImportReport> {
  const report: ImportReport = {
    rows: 0,
    inserted: 0,
    updated: 0,
    rejected: [],
    createdManufacturers: [],
    dryRun: !!options.dryRun,
    aborted: false,
  };
  const work = async (tx: Queryable) => {
    // New ids are max(id) + n: keep a concurrent import from taking the same ones.
    if (!options.dryRun) await tx.query('LOCK TABLE parts IN SHARE ROW EXCLUSIVE MODE');
    const lookups = await loadLookups(tx);
    let batch: PreparedRow[] = [];
    const flush = async () => {
      if (batch.length === 0 || options.dryRun) return void (batch = []);
      const counts = await upsertBatch(tx, batch, lookups);
      report.inserted += counts.inserted;
      report.updated += counts.updated;
      batch = [];
    };
    for await (const raw of rows) {
      report.rows++;
      if (report.rows % 500 === 0) options.onProgress?.(report.rows);
      if (!raw.record) {
        report.rejected.push({ rowNumber: raw.rowNumber, reason: raw.error ?? 'unreadable row' });
        continue;
      }
      const parsed = importRow.safeParse(dropEmptyCells(raw.record));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        report.rejected.push({
          rowNumber: raw.rowNumber,
          reason:
            issue.path.length && !issue.message.includes(String(issue.path[0]))
              ? `${issue.path.join('.')}: ${issue.message}`
              : issue.message,
        });
        continue;
      }
      const categoryId = lookups.categories.get(parsed.data.category.toLowerCase()) ?? lookups.categories.get(parsed.data.category);
      if (categoryId === undefined) {
        report.rejected.push({ rowNumber: raw.rowNumber, reason: `unknown category "${parsed.data.category}"` });
        continue;
      }
      const mfg = await manufacturerId(tx, lookups, parsed.data.manufacturer, report.createdManufacturers, !!options.dryRun);
      batch.push({ row: parsed.data, manufacturerId: mfg, categoryId });
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    options.onProgress?.(report.rows);
    if (options.strict && report.rejected.length > 0) throw new StrictAbort();
    if (!options.dryRun) {
      await tx.query(
        "INSERT INTO catalog_meta (key, value) VALUES ('catalog-version', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
        [new Date().toISOString()],
      );
      // Server processes drop their navigation and page caches when they see the new generation.
      await bumpCatalogGeneration(tx);
    }
  };
  try {
    await db.transaction(work);
  } catch (error) {
    if (!(error instanceof StrictAbort)) throw error;
    report.aborted = true;
    report.inserted = 0;
    report.updated = 0;
    report.createdManufacturers = [];
  }
  return report;
}
