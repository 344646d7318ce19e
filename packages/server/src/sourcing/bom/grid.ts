import { englishMessage, messageRef, type MessageRef } from '@ferrite/contract/message-codes';
import type { BomRowError } from '@ferrite/contract/sourcing-data';
/** The grid every BOM source becomes, its limits, and the one error a refused file raises. */

/** A sheet as rows of cells; row i is spreadsheet row i + 1. */
export type Grid = string[][];

/** Most data lines one BOM may have (issue 8: up to 3,000). */
export const MAX_BOM_LINES = 3_000;
/**
 * Rows read at all before giving up: room for a preamble above the header and blank rows between
 * lines. Every reader (CSV, TSV, pasted text, XLSX) stops at the first row past it, while reading.
 */
export const MAX_GRID_ROWS = 10_000;
export const MAX_COLUMNS = 100;
export const MAX_CELL_CHARACTERS = 2_000;

/** A refusal with the rows it found wrong, so the page can list them; composed ones keep their ref for the envelope. */
export class TableReadError extends Error {
  readonly ref: MessageRef | undefined;
  constructor(
    message: string | MessageRef,
    readonly rowErrors: BomRowError[] = [],
  ) {
    super(typeof message === 'string' ? message : englishMessage(message));
    this.ref = typeof message === 'string' ? undefined : message;
  }
}

/** What is wrong with one row: its English, as always, with the code and values beside it. */
export function rowError(row: number, ref: MessageRef): BomRowError {
  return { row, message: englishMessage(ref), messageCode: ref.code, messageParams: ref.params };
}

/** The refusal of rows found wrong: the first five named in the message, every one in rowErrors. */
export function rowsUnreadable(refused: { row: number; ref: MessageRef }[]): TableReadError {
  // Row and cell numbers are addresses, written as the sheet writes them: texts, not counts.
  const rows = refused.slice(0, 5).map((e) => messageRef('sourcing.bomRowErrorAt', { row: String(e.row), error: [e.ref] }));
  return new TableReadError(
    messageRef('sourcing.bomRowsUnreadable', { count: refused.length, rows }),
    refused.map((e) => rowError(e.row, e.ref)),
  );
}
