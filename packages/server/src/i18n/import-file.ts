import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { SUPPORTED_LANGUAGES } from '@ferrite/contract';
import type { MemoryEntry } from './translation-memory';

/** The longest text one entry may hold: one docs/product.md §9 translation batch. */
export const MAX_ENTRY_CHARS = 5000;

/** Entries of one language pair, ready to write. */
export interface TranslationSet {
  source: string;
  target: string;
  entries: MemoryEntry[];
}

export interface RejectedEntry {
  /** Row number (CSV, counting the header as row 1) or entry number (JSON, from 1). */
  at: number;
  reason: string;
}

export interface ReadResult {
  sets: TranslationSet[];
  rejected: RejectedEntry[];
  total: number;
}

export class TranslationFileError extends Error {}

const TARGETS = new Set<string>(SUPPORTED_LANGUAGES.filter((code) => code !== 'en'));
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Why an entry cannot go into the memory, or undefined when it can. */
export function entryProblem(source: string, target: string, sourceText: unknown, targetText: unknown): string | undefined {
  if (source !== 'en') return `source language must be "en" (English is the source of every pack), got "${source}"`;
  if (!TARGETS.has(target)) return `target language "${target}" is not one of ${[...TARGETS].join(', ')}`;
  if (typeof sourceText !== 'string' || sourceText.trim() === '') return 'the English text is empty';
  if (typeof targetText !== 'string' || targetText.trim() === '') return 'the translation is empty';
  if (sourceText.length > MAX_ENTRY_CHARS || targetText.length > MAX_ENTRY_CHARS)
    return `a text is longer than ${MAX_ENTRY_CHARS} characters`;
  // A translation that loses or invents a {placeholder} would show raw braces or drop a number.
  const expected = placeholdersOf(sourceText).join(',');
  const actual = placeholdersOf(targetText).join(',');
  if (expected !== actual) return `placeholders differ: English has {${expected}}, the translation has {${actual}}`;
  return undefined;
}

function group(rows: { at: number; source: string; target: string; sourceText: unknown; targetText: unknown }[]): ReadResult {
  const rejected: RejectedEntry[] = [];
  const sets = new Map<string, TranslationSet>();
  for (const row of rows) {
    const problem = entryProblem(row.source, row.target, row.sourceText, row.targetText);
    if (problem) {
      rejected.push({ at: row.at, reason: problem });
      continue;
    }
    const key = `${row.source}>${row.target}`;
    let set = sets.get(key);
    if (!set) sets.set(key, (set = { source: row.source, target: row.target, entries: [] }));
    set.entries.push({ source: row.sourceText as string, target: row.targetText as string });
  }
  return { sets: [...sets.values()], rejected, total: rows.length };
}

/**
 * Reads a translation file: JSON `{ "source": "en", "target": "de", "entries": { "English": "Deutsch" } }`
 * or CSV with the header `source_lang,target_lang,source,target` (docs/translations.md).
 */
export function readTranslationFile(file: string): ReadResult {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new TranslationFileError(`Cannot read ${file}: no such file or not readable.`);
  }
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') return readJson(text, file);
  if (ext === '.csv') return readCsv(text, file);
  throw new TranslationFileError(`${path.basename(file)}: expected a .json or .csv file.`);
}

function readJson(text: string, file: string): ReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new TranslationFileError(`${path.basename(file)} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new TranslationFileError(`${path.basename(file)}: expected an object with source, target and entries.`);
  const { source, target, entries } = data as Record<string, unknown>;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries))
    throw new TranslationFileError(`${path.basename(file)}: "entries" must be an object of English text → translation.`);
  return group(
    Object.entries(entries as Record<string, unknown>).map(([sourceText, targetText], index) => ({
      at: index + 1,
      source: String(source ?? ''),
      target: String(target ?? ''),
      sourceText,
      targetText,
    })),
  );
}

function readCsv(text: string, file: string): ReadResult {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: false });
  } catch (error) {
    throw new TranslationFileError(`${path.basename(file)} is not valid CSV: ${(error as Error).message}`);
  }
  const header = records[0] ? Object.keys(records[0]) : [];
  for (const column of ['source_lang', 'target_lang', 'source', 'target']) {
    if (records.length > 0 && !header.includes(column))
      throw new TranslationFileError(`${path.basename(file)}: missing column "${column}" (header: source_lang,target_lang,source,target).`);
  }
  return group(
    records.map((record, index) => ({
      at: index + 2,
      source: (record.source_lang ?? '').trim(),
      target: (record.target_lang ?? '').trim(),
      sourceText: record.source,
      targetText: record.target,
    })),
  );
}
