// The English parts the catalogue's pages read, one module: a page asks for it once, not once per part.
export * as catalogCommon from '../catalog/common';
export * as catalogListing from '../catalog/listing';
export * as catalogProduct from '../catalog/product';
export * as buyingAddToCart from '../buying/add-to-cart';
