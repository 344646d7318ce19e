/** English strings of the home section. */
export const home = {
  metaDescription: 'Search and buy electronic components: in-stock parts, price breaks, datasheets.',
  heroTitle: 'Electronic components, in stock and priced to the piece',
  heroTotals: '{parts} parts from {manufacturers} manufacturers, {inStock} ready to ship.',
  categoriesTitle: 'Shop by category',
  categoryParts_one: '{count} part',
  categoryParts_other: '{count} parts',
  manufacturersTitle: 'Featured manufacturers',
  popularTitle: 'Popular parts',
  columnPartNumber: 'Part number',
  columnManufacturer: 'Manufacturer',
  columnDescription: 'Description',
  columnStock: 'Stock',
  columnPriceFrom: 'Price from',
};
