import type { PartSummary } from './home';

/** Spec §2/§9: listing pages run 1–50; page 1 is the default and never written in the URL. */
export const MAX_LISTING_PAGE = 50;
export const PAGE_SIZE = 20;
export const AUTOCOMPLETE_LIMIT = 10;

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'stock_desc', 'partno_asc'] as const;
export type SortKey = (typeof SORTS)[number];

export interface ProductSuggestion {
  PartNo: string;
  MFG: string;
  ProductUrl: string;
}

export interface PartVariant {
  ProductID: number;
  PartNo: string;
  Packaging: string;
  ProductUrl: string;
}

export interface PartListItem extends PartSummary {
  /** Other packagings of the same orderable part (reel, cut tape…). */
  Variants: PartVariant[];
  /** Why it matched: exact part number, prefix, similar, description. */
  Match?: 'exact' | 'prefix' | 'similar' | 'description';
  Parameters?: Record<string, string>;
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}
export interface Facet {
  key: string;
  values: FacetValue[];
}

export interface PagedParts {
  items: PartListItem[];
  page: number;
  pageCount: number;
  /** Exact up to the cap, then a lower bound (`totalIsLowerBound`). */
  total: number;
  totalIsLowerBound: boolean;
}

export interface SearchResult extends PagedParts {
  keyword: string;
  manufacturers: { slug: string; name: string; count: number }[];
}

export interface CategoryCrumb {
  name: string;
  LinkUrl: string;
}

export interface CategoryListing extends PagedParts {
  category: { id: number; name: string; description: string; LinkUrl: string; IconPath: string; isLeaf: boolean };
  breadcrumbs: CategoryCrumb[];
  children: { name: string; LinkUrl: string; IconPath: string; partCount: number }[];
  facets: Facet[];
  manufacturers: { slug: string; name: string; count: number; selected: boolean }[];
  applied: { filters: string[]; mfg: string[]; inStock: boolean; sort: SortKey };
}

export interface ProductDetail extends PartListItem {
  Parameters: Record<string, string>;
  LeadTimeWeeks: number;
  WeightGrams: string;
  RoHS: boolean;
  Category: CategoryCrumb;
  Breadcrumbs: CategoryCrumb[];
  ManufacturerDescription: string;
  Similar: PartSummary[];
  Alternates: PartSummary[];
}

export interface ManufacturerSummary {
  slug: string;
  name: string;
  MfgUrl: string;
  Image: string;
  featured: boolean;
  partCount: number;
}

export interface ManufacturerDetail extends PagedParts {
  manufacturer: ManufacturerSummary & { description: string; country: string; website: string; founded: number | null };
  categories: { name: string; LinkUrl: string; count: number }[];
}

export interface SeoTdk {
  title: string;
  description: string;
  keywords: string;
}
