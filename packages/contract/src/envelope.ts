import type { MessageCode, MessageParams } from './message-codes';

/** The three outcomes every API response reports (docs/product.md §8). */
export const API_STATES = ['success', 'warning', 'error'] as const;
export type ApiState = (typeof API_STATES)[number];

/** Every /api response body: `{ state, message, code, data }`. */
export interface ApiEnvelope<T = unknown> {
  state: ApiState;
  message: string;
  /** HTTP-style status of the outcome (200, 400, 403, 404, 409, 422, 429, 500). */
  code: number;
  data: T;
  /** A message composed from values names its sentence here (contract/message-codes.ts), so a client can word it in its reader's language. */
  messageCode?: MessageCode;
  /** The values the composed `message` was made from. */
  messageParams?: MessageParams;
}
