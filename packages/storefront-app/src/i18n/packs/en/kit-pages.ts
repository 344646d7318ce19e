// English for the kit components that only pages use (not the shell's), one module each: each
// imports its component's texts (labels.ts), not the component; i18n/load.ts has them in the first load.
export { kitAboutLayout } from './kit-pages/about-layout';
export { kitProductCard } from './kit-pages/product-card';
export { kitStockBadge } from './kit-pages/stock-badge';
export { kitPriceBreakTable } from './kit-pages/price-break-table';
export { kitParametricFilter } from './kit-pages/parametric-filter';
export { kitPagination } from './kit-pages/pagination';
export { kitQuantityInput } from './kit-pages/quantity-input';
export { kitDataTable } from './kit-pages/data-table';
export { kitBreadcrumbs } from './kit-pages/breadcrumbs';
export { kitSelect } from './kit-pages/select';
export { kitDialog } from './kit-pages/dialog';
export { kitPartsTable } from './kit-pages/parts-table';
export { kitLineItems } from './kit-pages/line-items';
export { kitFacetPanel } from './kit-pages/facet-panel';
