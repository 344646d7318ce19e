import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import type { Cache, ProcessCache } from './cache';
import { CatalogGenerationWatch, CatalogVersionedCache, CatalogVersionedProcessCache } from './catalog-generation';
import { MemoryCache } from './memory-cache';

export type { Cache, JsonSafe, ProcessCache } from './cache';
export { MemoryCache } from './memory-cache';
export {
  bumpCatalogGeneration,
  CatalogGenerationWatch,
  CatalogVersionedCache,
  CatalogVersionedProcessCache,
  readCatalogGeneration,
} from './catalog-generation';

export interface ServerCaches {
  /** Navigation, home figures, facets: keyed by catalogue generation; shared by every instance with Redis, so JSON values only. */
  cache: Cache;
  /** What must stay a rich object (the category tree's Maps): this process only, keyed by catalogue generation too. */
  processCache: ProcessCache;
  /** Tells when the catalogue changed (the page cache listens to it too). */
  catalogGeneration: CatalogGenerationWatch;
}

/**
 * The caches one server process uses. A shared backend (Redis when REDIS_URL is set) plugs in
 * here as the `backing` Cache; the generation check stays the same, and the process cache is
 * always in memory.
 */
export function createCaches(
  db: Queryable,
  config: Pick<ServerConfig, 'catalogCheckMs'>,
  backing: Cache = new MemoryCache(),
): ServerCaches {
  const catalogGeneration = new CatalogGenerationWatch(db, config.catalogCheckMs);
  return {
    cache: new CatalogVersionedCache(backing, catalogGeneration),
    // Only a few rich values live here (the category tree); the bound is a backstop.
    processCache: new CatalogVersionedProcessCache(new MemoryCache(100), catalogGeneration),
    catalogGeneration,
  };
}
