/** English for add-to-cart forms, which catalogue pages show too. */
export const buying = {
  // Add to cart
  addPartToCart: 'Add {partNo} to cart',
  quantityOf: 'Quantity of {partNo}',
  addToCart: 'Add to cart',
  buyNow: 'Buy Now',
  // A quantity above stock (back-order): how it ships; {count} is the maker's lead time in weeks.
  shipSplit_one: '{now} ship now, {later} ship in about {count} week',
  shipSplit_other: '{now} ship now, {later} ship in about {count} weeks',
  shipAllLater_one: 'Back-ordered: {later} ship in about {count} week',
  shipAllLater_other: 'Back-ordered: {later} ship in about {count} weeks',
  noBackOrder: 'Only {stock} in stock, and this part cannot be back-ordered.',
};
