import { categoryIconUrl, categoryUrl } from '@ferrite/contract';
import type { Queryable } from '../db/database';
import type { Cache, ProcessCache } from '../cache/cache';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
  path: string;
  tags: string[];
  depth: number;
  children: number[];
  /** This category and every category below it. */
  subtree: number[];
}

export interface CategoryTree {
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>;
  roots: number[];
}

/** The caches a catalogue query reads: the shared one, and this process's for the tree. */
export interface CatalogCaches {
  cache: Cache;
  processCache: ProcessCache;
}

/**
 * The whole category tree, small enough to hold in memory and cached until the next import. Its
 * Maps would not survive the shared cache's JSON, so each process keeps its own.
 */
export function loadCategoryTree(db: Queryable, caches: Pick<CatalogCaches, 'processCache'>): Promise<CategoryTree> {
  return caches.processCache.get('catalog:tree', 10 * 60_000, async () => {
    const { rows } = await db.query<{
      id: number;
      parent_id: number | null;
      slug: string;
      name: string;
      description: string;
      path: string;
      tags: string[];
      depth: number;
    }>('SELECT id, parent_id, slug, name, description, path, tags, depth FROM categories ORDER BY depth, sort, name');
    const byId = new Map<number, CategoryNode>();
    const bySlug = new Map<string, CategoryNode>();
    const roots: number[] = [];
    for (const row of rows) {
      const node: CategoryNode = {
        id: row.id,
        parentId: row.parent_id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        path: row.path,
        tags: row.tags,
        depth: row.depth,
        children: [],
        subtree: [],
      };
      byId.set(node.id, node);
      bySlug.set(node.slug, node);
    }
    for (const node of byId.values()) {
      if (node.parentId === null) roots.push(node.id);
      else byId.get(node.parentId)?.children.push(node.id);
    }
    const fill = (node: CategoryNode): number[] => {
      node.subtree = [node.id, ...node.children.flatMap((child) => fill(byId.get(child)!))];
      return node.subtree;
    };
    for (const root of roots) fill(byId.get(root)!);
    return { byId, bySlug, roots };
  });
}

/** Root-to-node chain for breadcrumbs. */
export function ancestry(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (
    let current: CategoryNode | undefined = node;
    current;
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId)
  ) {
    chain.unshift(current);
  }
  return chain;
}

export const crumbOf = (node: CategoryNode) => ({ name: node.name, LinkUrl: categoryUrl(node.path) });
export const iconOf = (node: CategoryNode) => categoryIconUrl(node.id);
