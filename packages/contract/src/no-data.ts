import { z } from 'zod';

/** The `data` of an endpoint whose answer is its message alone. */
export const noData = z.null();
