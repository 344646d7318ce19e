// English for the kit components that only pages use (not the shell's): loaded with those pages.
import {
  aboutLayoutLabels,
  breadcrumbsLabels,
  dataTableLabels,
  dialogLabels,
  paginationLabels,
  parametricFilterLabels,
  priceBreakTableLabels,
  productCardLabels,
  quantityInputLabels,
  selectLabels,
  stockBadgeLabels,
} from '@ferrite/ui';

export const kitAboutLayout = { ...aboutLayoutLabels };
export const kitProductCard = { ...productCardLabels };
export const kitStockBadge = { ...stockBadgeLabels };
export const kitPriceBreakTable = { ...priceBreakTableLabels };
export const kitParametricFilter = { ...parametricFilterLabels };
export const kitPagination = { ...paginationLabels };
export const kitQuantityInput = { ...quantityInputLabels };
export const kitDataTable = { ...dataTableLabels };
export const kitBreadcrumbs = { ...breadcrumbsLabels };
export const kitSelect = { ...selectLabels };
export const kitDialog = { ...dialogLabels };
