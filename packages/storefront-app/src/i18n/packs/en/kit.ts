// The kit's own English strings are the English pack for its components: one source, no copies.
import {
  aboutLayoutLabels,
  cookieNoticeLabels,
  defaultLayoutLabels,
  errorViewLabels,
  footerLabels,
  headerLabels,
  languagePickerLabels,
  mainNavLabels,
  megaMenuLabels,
  regionPickerLabels,
  searchBoxLabels,
  sidebarLabels,
  suggestionPanelLabels,
  topBarLabels,
} from '@ferrite/ui';
// The catalogue and buying pages' kit components.
import {
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

export const kitHeader = { ...headerLabels };
export const kitTopBar = { ...topBarLabels };
export const kitMainNav = { ...mainNavLabels };
export const kitMegaMenu = { ...megaMenuLabels };
export const kitFooter = { ...footerLabels };
export const kitSidebar = { ...sidebarLabels };
export const kitCookieNotice = { ...cookieNoticeLabels };
export const kitRegionPicker = { ...regionPickerLabels };
export const kitLanguagePicker = { ...languagePickerLabels };
export const kitSearchBox = { ...searchBoxLabels };
export const kitSuggestionPanel = { ...suggestionPanelLabels };
export const kitDefaultLayout = { ...defaultLayoutLabels };
export const kitAboutLayout = { ...aboutLayoutLabels };
export const kitErrorView = { ...errorViewLabels };
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
