import { createFetch, type $Fetch } from 'ofetch';
import type { ApiEnvelope, ApiState, MessageCode, MessageParams } from '@ferrite/contract';
import type { Endpoint, EndpointInput, EndpointOutput, HttpMethod } from '@ferrite/contract/endpoint';

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

/** An endpoint's input: optional when the endpoint takes none, or no field of it is required. */
export type CallArgs<E extends Endpoint> =
  undefined extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : {} extends EndpointInput<E>
      ? [input?: EndpointInput<E>]
      : [input: EndpointInput<E>];

/**
 * The app's API: an endpoint of the contract (`endpoints.catalog.listing`) in, its output out. The
 * input and output types come from the endpoint's schemas, so a change of shape there fails the
 * type check here.
 */
export interface ApiClient {
  /** The envelope's `data` of a successful call. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointOutput<E>>;
  /** The whole envelope, for callers that act on warnings themselves. */
  envelope<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ApiEnvelope<EndpointOutput<E>>>;
  /** Posts a form with files (multipart) to the endpoint; the whole envelope, as `envelope`. */
  upload<E extends Endpoint>(endpoint: E, form: FormData): Promise<ApiEnvelope<EndpointOutput<E>>>;
  /** The same client without the snackbar: for background calls (translation) and pages that place the message themselves. */
  readonly silent: ApiClient;
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

  async function send(method: HttpMethod, path: string, payload: unknown, silent: boolean): Promise<ApiEnvelope> {
    const fail = (
      state: Exclude<ApiState, 'success'>,
      message: string,
      code: number,
      data: unknown = null,
      composed: ComposedFields = {},
    ): never => {
      if (!silent) options.notify?.(state, message, composed);
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
    if (envelope.state === 'success') return envelope;
    if (envelope.state === 'warning' && envelope.code === 403) {
      if (!silent) options.notify?.('warning', envelope.message);
      options.onSessionExpired?.(envelope.message);
      throw new ApiCallError(envelope.message, 'warning', 403, envelope.data);
    }
    const composed = envelope.messageCode ? { messageCode: envelope.messageCode, messageParams: envelope.messageParams } : {};
    return fail(envelope.state, envelope.message || `Request failed with status code ${status}`, envelope.code, envelope.data, composed);
  }

  // The answer is JSON from the server, typed as the contract says it is: the server's tests check
  // every answer against the same schema (API_VALIDATE_OUTPUT), so the browser does not load zod.
  function client(silent: boolean): ApiClient {
    async function envelope<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ApiEnvelope<EndpointOutput<E>>> {
      return (await send(endpoint.method, endpoint.path, input, silent)) as ApiEnvelope<EndpointOutput<E>>;
    }
    return {
      envelope,
      async upload(endpoint, form) {
        return (await send(endpoint.method, endpoint.path, form, silent)) as ApiEnvelope<EndpointOutput<typeof endpoint>>;
      },
      async call(endpoint, ...args) {
        return (await envelope(endpoint, ...args)).data;
      },
      get silent() {
        return silent ? this : client(true);
      },
    };
  }
  return client(false);
}
