import type { PackPart } from '../../load';
import type { PackSections } from '../../pack';

type Sections = PackSections;
// Russian's kit sections are plain strings: one small module holds them all.
const russianKitPages = () => import('./kit-pages') as Promise<Sections>;
// Russian packs are checked against PackShape (extra plural keys): read here as sections of a Pack.
export const RUSSIAN_PARTS: Record<PackPart, () => Promise<Sections>> = {
  home: () => import('./home') as Promise<Sections>,
  catalogCommon: () => import('./catalog/common') as Promise<Sections>,
  catalogListing: () => import('./catalog/listing') as Promise<Sections>,
  catalogProduct: () => import('./catalog/product') as Promise<Sections>,
  buyingCart: () => import('./buying/cart') as Promise<Sections>,
  buyingAddToCart: () => import('./buying/add-to-cart') as Promise<Sections>,
  buyingStates: () => import('./buying/states') as Promise<Sections>,
  buyingMessages: () => import('./buying/messages') as Promise<Sections>,
  accountCommon: () => import('./account/common') as Promise<Sections>,
  accountSignIn: () => import('./account/sign-in') as Promise<Sections>,
  accountArea: () => import('./account/area') as Promise<Sections>,
  sourcingCommon: () => import('./sourcing/common') as Promise<Sections>,
  sourcingQuickOrder: () => import('./sourcing/quick-order') as Promise<Sections>,
  sourcingBom: () => import('./sourcing/bom') as Promise<Sections>,
  sourcingRfq: () => import('./sourcing/rfq') as Promise<Sections>,
  content: () => import('./content') as Promise<Sections>,
  tools: () => import('./tools') as Promise<Sections>,
  kitAboutLayout: russianKitPages,
  kitBreadcrumbs: russianKitPages,
  kitPagination: russianKitPages,
  kitParametricFilter: russianKitPages,
  kitPriceBreakTable: russianKitPages,
  kitQuantityInput: russianKitPages,
  kitStockBadge: russianKitPages,
  kitDataTable: russianKitPages,
  kitPartsTable: russianKitPages,
  kitLineItems: russianKitPages,
  kitFacetPanel: russianKitPages,
};
