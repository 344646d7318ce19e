/** English the product page and the listing pages both read: part facts, compare links, lifecycle states. */
export const catalog = {
  // Navigation shared by the listing pages
  home: 'Home',
  manufacturer: 'Manufacturer',

  // Parts table
  partNumber: 'Part number',
  description: 'Description',
  stock: 'Stock',
  datasheet: 'Datasheet',

  // Compare
  compare: 'Compare',
  addedToCompare: '{partNo} added to compare ({count})',
  lifecycleActive: 'Active',
  lifecycleNewProduct: 'New Product',
  lifecycleNrnd: 'Not Recommended for New Designs',
  lifecycleLastTimeBuy: 'Last Time Buy',
  lifecycleObsolete: 'Obsolete',
};
