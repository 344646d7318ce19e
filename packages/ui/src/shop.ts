// @ferrite/ui/shop: the store's composites (the shell: header, menus, search, sidebar, footer, cookie
// notice, region pickers, layouts; and the pages' parts table, price breaks, order lines, filter
// panel), built on the kit's brand-neutral primitives. A separate entry point, so a site that is
// not a shop never imports them, and another brand's shop gets the same building blocks.

export * from './shell';

export { PartsTable, partsTableLabels } from './PartsTable';
export type { PartsTableProps, PartsTableItem, PartsTableBreak, PartsTableLabels } from './PartsTable';

export { LineItems, LineItem, lineItemColumns, lineItemsLabels } from './LineItems';
export type { LineItemsProps, LineItemProps, LineItemColumn, LineItemsLabels } from './LineItems';

export * from './PriceBreakTable';

export { FacetPanel, facetPanelLabels } from './FacetPanel';
export type { FacetPanelProps, FacetPanelLabels } from './FacetPanel';

export { FacetLinks, facetLinksLabels } from './FacetLinks';
export type { FacetLinksProps, FacetLinksItem, FacetLinksLabels } from './FacetLinks';

export { MatchConfidence, matchConfidences, matchConfidenceLabels } from './MatchConfidence';
export type { MatchConfidenceProps, MatchConfidenceLevel, MatchConfidenceLabels } from './MatchConfidence';
