import { englishMessage, type ApiState, type MessageRef } from '@ferrite/contract';

/**
 * The one error type handlers throw; the envelope writer turns it into `{state, message, code, data}`.
 * A message composed from values is given as a ref: `message` is its English, and the envelope
 * carries the code and values beside it (contract/message-codes.ts).
 */
export class ApiError extends Error {
  readonly ref: MessageRef | undefined;
  constructor(
    readonly status: number,
    message: string | MessageRef,
    readonly state: Exclude<ApiState, 'success'> = 'error',
    readonly data: unknown = null,
  ) {
    super(typeof message === 'string' ? message : englishMessage(message));
    this.ref = typeof message === 'string' ? undefined : message;
  }
}

export const badRequest = (message: string | MessageRef, data: unknown = null) => new ApiError(400, message, 'error', data);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string | MessageRef, data: unknown = null) => new ApiError(409, message, 'error', data);
