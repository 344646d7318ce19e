import type { RouteHandle, RouteHead } from './head';

/** A head made from the loader's data. A loader that threw (404, 500) leaves none: the error page keeps its own title. */
export function dataHead<T>(fn: (data: T) => RouteHead): RouteHandle {
  return { head: (loaded) => (loaded === undefined || loaded === null ? {} : fn(loaded as T)) };
}
