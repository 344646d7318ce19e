import type { Database, Queryable } from '../db/database';

/** One remembered translation. */
export interface MemoryEntry {
  source: string;
  target: string;
}

/**
 * Translations of `texts` from `source` to `target`, in order; a text the memory does not know
 * comes back unchanged, so the reader sees English rather than a gap (docs/product.md §8).
 */
export async function translateTexts(db: Queryable, source: string, target: string, texts: readonly string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const unique = [...new Set(texts)];
  const { rows } = await db.query<{ source_text: string; target_text: string }>(
    `SELECT source_text, target_text FROM translation_memory
     WHERE source_lang = $1 AND target_lang = $2 AND source_hash = ANY (SELECT md5(t) FROM unnest($3::text[]) AS t)`,
    [source, target, unique],
  );
  const known = new Map(rows.map((row) => [row.source_text, row.target_text]));
  return texts.map((text) => known.get(text) ?? text);
}

/** Writes entries for one language pair (insert or replace); returns how many rows changed. */
export async function upsertTranslations(
  db: Queryable,
  source: string,
  target: string,
  entries: readonly MemoryEntry[],
  origin: string,
): Promise<number> {
  let changed = 0;
  // Batches keep each statement's parameter list small on both PGlite and PostgreSQL.
  for (let start = 0; start < entries.length; start += 500) {
    const batch = entries.slice(start, start + 500);
    const result = await db.query(
      `INSERT INTO translation_memory (source_lang, target_lang, source_hash, source_text, target_text, origin)
       SELECT $1, $2, md5(s), s, t, $3 FROM unnest($4::text[], $5::text[]) AS e(s, t)
       ON CONFLICT (source_lang, target_lang, source_hash)
       DO UPDATE SET target_text = EXCLUDED.target_text, origin = EXCLUDED.origin, updated_at = now()
       WHERE translation_memory.target_text IS DISTINCT FROM EXCLUDED.target_text`,
      [source, target, origin, batch.map((e) => e.source), batch.map((e) => e.target)],
    );
    changed += result.rowCount;
  }
  return changed;
}

/** How many entries each target language has. */
export async function memoryCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<{ target_lang: string; n: string }>(
    'SELECT target_lang, count(*) AS n FROM translation_memory GROUP BY target_lang ORDER BY target_lang',
  );
  return Object.fromEntries(rows.map((row) => [row.target_lang, Number(row.n)]));
}
