// The cache's first home: modules that name it MemoCache keep doing so. The interface and its
// implementations (in-process, and shared ones) live in ../cache.
export type { Cache as MemoCache } from '../cache/cache';
