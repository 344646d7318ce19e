// The English parts the cart, checkout and order pages read besides the catalogue's, one module.
export * as buyingCart from '../buying/cart';
export * as buyingStates from '../buying/states';
export * as buyingMessages from '../buying/messages';
