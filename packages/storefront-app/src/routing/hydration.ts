import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type HydrationState } from 'react-router-dom';

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string };

export interface SerializedHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

/** Route data for the browser: errors become plain objects, never a server stack trace. */
export function serializeHydration(context: {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}): SerializedHydration {
  let errors: Record<string, SerializedError> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      errors[routeId] = isRouteErrorResponse(error)
        ? {
            __type: 'RouteErrorResponse',
            status: error.status,
            statusText: error.statusText,
            data: error.data,
            internal: (error as { internal?: boolean }).internal ?? false,
          }
        : { __type: 'Error', message: error instanceof Error ? error.message : 'Unexpected error' };
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

export function deserializeHydration(serialized: SerializedHydration): HydrationState {
  let errors: HydrationState['errors'] = null;
  if (serialized.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(serialized.errors)) {
      errors[routeId] =
        error.__type === 'RouteErrorResponse'
          ? new ErrorResponseImpl(error.status, error.statusText, error.data, error.internal)
          : Object.assign(new Error(error.message), { status: 500 });
    }
  }
  return { loaderData: serialized.loaderData, actionData: serialized.actionData, errors };
}

/** JSON safe to place inside a <script> element: no '</script>', no HTML comment openers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
