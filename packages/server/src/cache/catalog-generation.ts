import type { Queryable } from '../db/database';
import type { Cache, JsonSafe, ProcessCache } from './cache';

const GENERATION_KEY = 'catalog-generation';

/**
 * Marks the catalogue as changed: `catalog:import` and the demo seed call it in the transaction
 * that changes parts, so every server process (however many, on any host) sees a new number.
 */
export async function bumpCatalogGeneration(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO catalog_meta (key, value) VALUES ($1, '1')
     ON CONFLICT (key) DO UPDATE SET value = (catalog_meta.value::bigint + 1)::text`,
    [GENERATION_KEY],
  );
}

export async function readCatalogGeneration(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM catalog_meta WHERE key = $1', [GENERATION_KEY]);
  return rows[0]?.value ?? '0';
}

/**
 * The catalogue generation as this process last saw it, re-read from the database at most once
 * per `checkEveryMs` (one primary-key lookup), so an import in another process shows within that
 * time without a message channel that PGlite would not have.
 */
export class CatalogGenerationWatch {
  private generation: string | undefined;
  private checkedAt = 0;
  private checking: Promise<string> | undefined;
  private readonly listeners: ((generation: string, previous: string | undefined) => void)[] = [];

  constructor(
    private readonly db: Queryable,
    private readonly checkEveryMs = 1_000,
  ) {}

  /** Called once per change seen (not for the first reading). */
  onChange(listener: (generation: string, previous: string | undefined) => void): void {
    this.listeners.push(listener);
  }

  current(): Promise<string> {
    if (this.generation !== undefined && Date.now() - this.checkedAt < this.checkEveryMs) return Promise.resolve(this.generation);
    this.checking ??= readCatalogGeneration(this.db)
      .then(
        (generation) => {
          const previous = this.generation;
          this.generation = generation;
          if (previous !== undefined && previous !== generation) for (const listener of this.listeners) listener(generation, previous);
          return generation;
        },
        // The database is unreachable: keep serving what we had; the next call tries again.
        () => this.generation ?? '0',
      )
      .finally(() => {
        this.checkedAt = Date.now();
        this.checking = undefined;
      });
    return this.checking;
  }
}

/**
 * Keys carry the catalogue generation: after an import every process misses and reloads. The
 * generation goes at the end of the key so that invalidate(prefix) still reaches an entry of
 * any generation; a change drops the whole backing cache (old entries would only take room:
 * nothing asks for them any more).
 */
abstract class CatalogVersioned {
  constructor(
    private readonly inner: { invalidate(prefix?: string): Promise<void> },
    private readonly watch: CatalogGenerationWatch,
  ) {
    watch.onChange(() => void inner.invalidate('').catch(() => {}));
  }

  protected async versioned(key: string): Promise<string> {
    return `${key}|g${await this.watch.current()}`;
  }

  invalidate(prefix = ''): Promise<void> {
    return this.inner.invalidate(prefix);
  }
}

/** The shared Cache (in-process or Redis) keyed by catalogue generation. */
export class CatalogVersionedCache extends CatalogVersioned implements Cache {
  constructor(
    private readonly cache: Cache,
    watch: CatalogGenerationWatch,
  ) {
    super(cache, watch);
  }

  async get<T extends JsonSafe<T>>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    return this.cache.get(await this.versioned(key), ttlMs, load);
  }
}

/** The ProcessCache keyed by catalogue generation: rich values follow an import as shared ones do. */
export class CatalogVersionedProcessCache extends CatalogVersioned implements ProcessCache {
  constructor(
    private readonly cache: ProcessCache,
    watch: CatalogGenerationWatch,
  ) {
    super(cache, watch);
  }

  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    return this.cache.get(await this.versioned(key), ttlMs, load);
  }
}
