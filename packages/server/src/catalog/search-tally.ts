import type { Queryable } from '../db/database';
import type { Logger } from '../logger';

/** How often counted searches are written: hot searches are read from a five-minute cache anyway. */
const FLUSH_EVERY_MS = 5_000;
/** Distinct keywords held before a write is due regardless of the clock (bounded memory). */
const MAX_PENDING = 1_000;
/** search_keywords.keyword's width. */
const KEYWORD_CHARS = 100;

/**
 * Counts searches in memory and writes them a few seconds later in one statement. Written one
 * search at a time, sixteen buyers searching at once queued on the same keywords' rows and on a
 * commit each, holding pool connections the searches themselves were waiting for.
 */
export class SearchTally {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  /** Counts one search of `keyword`; written within FLUSH_EVERY_MS. */
  count(keyword: string): void {
    const key = keyword.toUpperCase().slice(0, KEYWORD_CHARS);
    if (key.length === 0) return;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (this.pending.size >= MAX_PENDING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes what has been counted; at shutdown, and by tests that read the counts. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size > 0) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: Map<string, number>): Promise<void> {
    try {
      await this.db.query(
        `INSERT INTO search_keywords (keyword, searches)
         SELECT * FROM unnest($1::text[], $2::int[])
         ON CONFLICT (keyword) DO UPDATE SET searches = search_keywords.searches + excluded.searches, last_searched_at = now()`,
        [[...batch.keys()], [...batch.values()]],
      );
    } catch (error) {
      // Counting searches must never fail one; a lost batch only dims the hot searches a little.
      this.log.warn({ err: error, keywords: batch.size }, 'searches not recorded');
    }
  }
}
