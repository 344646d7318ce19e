import type { Operation } from '../api/operation';
import { bomOperations } from './bom-operations';
import { quickOrderOperations } from './quickorder-operations';
import { rfqOperations } from './rfq-operations';

/** Quick order, bill-of-materials and request-for-quote operations. */
export const sourcingOperations: Operation[] = [...quickOrderOperations, ...bomOperations, ...rfqOperations];
