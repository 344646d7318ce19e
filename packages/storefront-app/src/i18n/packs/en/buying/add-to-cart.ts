/** English for add-to-cart forms, which catalogue pages show too. */
export const buying = {
  // Add to cart
  addPartToCart: 'Add {partNo} to cart',
  quantityOf: 'Quantity of {partNo}',
  addToCart: 'Add to cart',
  buyNow: 'Buy Now',
};
