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
export interface ManufacturerNavItem {
  MfgUrl: string;
  MfgName: string;
  Image: string;
  CategoryList: { LinkUrl: string; CategoryName: string }[];
}

/** The synthetic top-level category that gathers everything tagged InMRO (docs/product.md §3). */
export const INDUSTRIAL_MRO = 'Industrial MRO';
export const IN_MRO_TAG = 'InMRO';
