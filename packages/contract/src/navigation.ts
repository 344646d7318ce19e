import type { z } from 'zod';
import type * as site from './site';

/** A category in the navigation tree (docs/product.md §3). */
export interface CategoryNavItem {
  CategoryID: number;
  CategoryName: string;
  LinkUrl: string;
  IconPath: string;
  Tags: string[];
  ChildList: CategoryNavItem[];
}

/** A manufacturer in the navigation (docs/product.md §3). */
export type ManufacturerNavItem = z.output<typeof site.manufacturerNavItem>;

/** The synthetic top-level category that gathers everything tagged InMRO (docs/product.md §3). */
export const INDUSTRIAL_MRO = 'Industrial MRO';
export const IN_MRO_TAG = 'InMRO';
