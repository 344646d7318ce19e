import { createFetch, type $Fetch } from 'ofetch';
import type { ApiEnvelope, ApiState, MessageCode, MessageParams } from '@ferrite/contract';

/** The code and values of a composed message, as the envelope carried them (contract/message-codes.ts). */
export interface ComposedFields {
  messageCode?: MessageCode | undefined;
  messageParams?: MessageParams | undefined;
}

/** A failed call, after its message was handed to the snackbar. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly state: Exclude<ApiState, 'success'>,
    readonly code: number,
    readonly data: unknown = null,
    readonly composed: ComposedFields = {},
  ) {
    super(message);
  }
  get messageCode(): MessageCode | undefined {
    return this.composed.messageCode;
  }
  get messageParams(): MessageParams | undefined {
    return this.composed.messageParams;
  }
}

/** The request headers docs/product.md §7 lists, read fresh for every call. */
export interface ClientIdentity {
  token?: string;
  language?: string;
  currency?: string;
  cartId?: string;
  companyId?: string;
  userId?: string;
  refLoc?: string;
}

export interface ApiClientOptions {
  baseURL: string;
  identity: () => ClientIdentity;
  /** Non-success messages go here with their state as the snackbar type (docs/product.md §8). */
  /** Shows a failed call's message; `composed` carries its message code and values when the API gave them. */
  notify?: (state: Exclude<ApiState, 'success'>, message: string, composed?: ComposedFields) => void;
  /** state 'warning' + code 403: the session expired; the app sends the visitor to sign in. */
  onSessionExpired?: (message: string) => void;
  /** A response's Authorization header replaces the stored token (docs/product.md §6). */
  onToken?: (token: string) => void;
  /** Server side: a fetch that answers in-process. */
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string, query?: Record<string, string | number | boolean | undefined>, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /** The whole envelope, for callers that act on warnings themselves. */
  call<T>(method: 'GET' | 'POST', path: string, payload?: unknown, options?: CallOptions): Promise<ApiEnvelope<T>>;
}

export interface CallOptions {
  /** Don't show this call's failure in the snackbar (background calls such as translation). */
  silent?: boolean;
}

function identityHeaders(identity: ClientIdentity): Record<string, string> {
  const headers: Record<string, string> = {};
  if (identity.token) headers.Authorization = `Bearer ${identity.token}`;
  if (identity.language) headers['X-Language'] = identity.language;
  if (identity.currency) headers['X-Currency'] = identity.currency;
  if (identity.cartId) headers['X-Cart-Id'] = identity.cartId;
  if (identity.companyId) headers['X-Company-Id'] = identity.companyId;
  if (identity.userId) headers['X-User-Id'] = identity.userId;
  if (identity.refLoc) headers['X-Ref-Loc'] = identity.refLoc;
  return headers;
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'state' in value && 'code' in value && 'message' in value;
}

/** The one HTTP client of the app, the same on the server (in-process fetch) and in the browser. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch: $Fetch = createFetch({
    fetch: options.fetch ?? globalThis.fetch,
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  });

  async function call<T>(method: 'GET' | 'POST', path: string, payload?: unknown, callOptions: CallOptions = {}): Promise<ApiEnvelope<T>> {
    const fail = (
      state: Exclude<ApiState, 'success'>,
      message: string,
      code: number,
      data: unknown = null,
      composed: ComposedFields = {},
    ): never => {
      if (!callOptions.silent) options.notify?.(state, message, composed);
      throw new ApiCallError(message, state, code, data, composed);
    };
    let envelope: unknown;
    let status = 0;
    try {
      const response = await $fetch.raw(path, {
        baseURL: options.baseURL,
        method,
        headers: identityHeaders(options.identity()),
        ...(method === 'GET' ? { query: payload as Record<string, unknown> } : { body: (payload ?? {}) as Record<string, unknown> }),
        ignoreResponseError: true,
        retry: 0,
      });
      status = response.status;
      envelope = response._data;
      const authorization = response.headers.get('authorization');
      if (authorization) options.onToken?.(authorization.replace(/^Bearer\s+/i, ''));
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : '';
      return fail('error', text && !/fetch failed|Failed to fetch/i.test(text) ? text : 'Network error', 0);
    }
    if (!isEnvelope(envelope)) {
      if (status >= 400) return fail('error', `Request failed with status code ${status}`, status);
      return fail('error', 'Network error', status);
    }
    if (envelope.state === 'success') return envelope as ApiEnvelope<T>;
    if (envelope.state === 'warning' && envelope.code === 403) {
      if (!callOptions.silent) options.notify?.('warning', envelope.message);
      options.onSessionExpired?.(envelope.message);
      throw new ApiCallError(envelope.message, 'warning', 403, envelope.data);
    }
    const composed = envelope.messageCode ? { messageCode: envelope.messageCode, messageParams: envelope.messageParams } : {};
    return fail(envelope.state, envelope.message || `Request failed with status code ${status}`, envelope.code, envelope.data, composed);
  }

  return {
    call,
    async get<T>(path: string, query?: Record<string, string | number | boolean | undefined>, callOptions?: CallOptions) {
      return (await call<T>('GET', path, query, callOptions)).data;
    },
    async post<T>(path: string, body?: unknown, callOptions?: CallOptions) {
      return (await call<T>('POST', path, body, callOptions)).data;
    },
  };
}
