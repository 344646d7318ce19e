// Deterministic demo-catalogue generator: pure functions producing plain objects (no I/O, no clock,
// no Math.random). See part-stream.ts for how parts are chosen and why part k never depends on N.
export type { CatalogOptions, GeneratedCategory, GeneratedManufacturer, GeneratedPart, Lifecycle, Packaging, PriceBreak } from './types';
export { generateCategories } from './categories';
export { generateManufacturers } from './manufacturers';
export { generateParts } from './part-stream';
