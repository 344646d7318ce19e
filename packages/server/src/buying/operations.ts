import type { Operation } from '../api/operation';
import { cartOperations } from './cart-operations';
import { orderOperations } from './order-operations';

/** The buying API operations: cart (docs/product.md §7 paths), checkout, orders and payment. */
export const buyingOperations: Operation[] = [...cartOperations, ...orderOperations];
