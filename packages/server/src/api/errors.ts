import type { ApiState } from '@ferrite/storefront-app/contract';

/** The one error type handlers throw; the envelope writer turns it into `{state, message, code, data}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly state: Exclude<ApiState, 'success'> = 'error',
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, data: unknown = null) => new ApiError(400, message, 'error', data);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, data: unknown = null) => new ApiError(409, message, 'error', data);
