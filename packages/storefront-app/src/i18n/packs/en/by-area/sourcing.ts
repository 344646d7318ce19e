// The English parts the sourcing pages (quick order, BOM tool, quotes) read, one module.
export * as sourcingCommon from '../sourcing/common';
export * as sourcingQuickOrder from '../sourcing/quick-order';
export * as sourcingBom from '../sourcing/bom';
export * as sourcingRfq from '../sourcing/rfq';
