import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import type { Cache } from './cache';
import { CatalogGenerationWatch, CatalogVersionedCache } from './catalog-generation';
import { MemoryCache } from './memory-cache';

export type { Cache } from './cache';
export { MemoryCache } from './memory-cache';
export { bumpCatalogGeneration, CatalogGenerationWatch, CatalogVersionedCache, readCatalogGeneration } from './catalog-generation';

export interface ServerCaches {
  /** Navigation, home figures, facets: keyed by catalogue generation. */
  cache: Cache;
  /** Tells when the catalogue changed (the page cache listens to it too). */
  catalogGeneration: CatalogGenerationWatch;
}

/**
 * The caches one server process uses. A shared backend (Redis when REDIS_URL is set) plugs in
 * here as the `backing` Cache; the generation check stays the same.
 */
export function createCaches(db: Queryable, config: Pick<ServerConfig, 'catalogCheckMs'>, backing: Cache = new MemoryCache()): ServerCaches {
  const catalogGeneration = new CatalogGenerationWatch(db, config.catalogCheckMs);
  return { cache: new CatalogVersionedCache(backing, catalogGeneration), catalogGeneration };
}
