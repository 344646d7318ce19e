import fs from 'node:fs';
import readline from 'node:readline';
import { parse } from 'csv-parse';

export interface RawRow {
  /** 1-based line of the file the row came from (the CSV header is line 1). */
  rowNumber: number;
  record: Record<string, unknown> | null;
  /** Set when the line itself could not be read (bad JSON). */
  error?: string;
}

export class ImportFileError extends Error {}

export const REQUIRED_COLUMNS = ['mpn', 'manufacturer', 'category', 'description', 'stock', 'price_breaks'] as const;

/** Rows of a .csv (header row, comma separated) or .jsonl/.ndjson file, streamed. */
export async function* readImportRows(file: string): AsyncGenerator<RawRow> {
  if (!fs.existsSync(file)) throw new ImportFileError(`No file at ${file}.`);
  if (fs.statSync(file).isDirectory()) throw new ImportFileError(`${file} is a folder, not a file.`);
  if (/\.(jsonl|ndjson)$/i.test(file)) {
    const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
    let rowNumber = 0;
    for await (const line of lines) {
      rowNumber++;
      if (line.trim() === '') continue;
      try {
        const value: unknown = JSON.parse(line);
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          yield { rowNumber, record: null, error: 'the line is not a JSON object' };
        else yield { rowNumber, record: value as Record<string, unknown> };
      } catch {
        yield { rowNumber, record: null, error: 'the line is not valid JSON' };
      }
    }
    return;
  }
  if (!/\.csv$/i.test(file)) throw new ImportFileError(`${file}: use a .csv or .jsonl file.`);
  const parser = fs.createReadStream(file).pipe(
    parse({
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    }),
  );
  let checkedHeader = false;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      if (!checkedHeader) {
        const missing = REQUIRED_COLUMNS.filter((column) => !(column in record));
        if (missing.length > 0)
          throw new ImportFileError(`The CSV header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
        checkedHeader = true;
      }
      yield { rowNumber: info.lines, record };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
}
