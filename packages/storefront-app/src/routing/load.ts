import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiCallError } from '../api/client';
import type { RouteDeps } from './deps';
import { runMiddleware } from './middleware';

/**
 * Wraps a page loader: runs the route's named middleware first, and turns a failed API call into
 * a route error with the call's status, so the error page shows the right variant (docs/product.md §8).
 */
export function pageLoader<T>(deps: RouteDeps, middleware: readonly string[], load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    runMiddleware(middleware, args, deps.stores);
    try {
      return await load(args);
    } catch (error) {
      if (error instanceof ApiCallError) {
        const status = error.code >= 400 && error.code < 600 ? error.code : 500;
        throw data(error.message, { status });
      }
      throw error;
    }
  };
}
