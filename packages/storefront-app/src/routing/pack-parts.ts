import type { RouteObject } from 'react-router-dom';
import { loadPackParts, type PackPart } from '../i18n/load';
import type { RouteDeps } from './deps';

type Lazy = () => Promise<unknown>;

/**
 * Routes whose pages read `parts` of the language pack: each route's lazy parts (page, loader,
 * action, handle) and its static loader and action first wait for those parts, so a title, a
 * message or a label is never read before its section has loaded. The parts come with the page
 * instead of in the first load (issue 10), and load in parallel with the route's own chunks.
 */
export function withPackParts(deps: RouteDeps, parts: readonly PackPart[], routes: RouteObject[]): RouteObject[] {
  const ready = () => loadPackParts(deps.i18n, parts);
  const afterParts = (load: Lazy) => async () => (await Promise.all([load(), ready()]))[0];
  return routes.map((route): RouteObject => {
    const { lazy, loader, action, children } = route;
    const wrapped = { ...route } as RouteObject & Record<string, unknown>;
    if (typeof lazy === 'function') wrapped.lazy = afterParts(lazy) as typeof lazy;
    else if (lazy) wrapped.lazy = Object.fromEntries(Object.entries(lazy).map(([key, load]) => [key, load && afterParts(load as Lazy)]));
    if (typeof loader === 'function') wrapped.loader = async (...args: Parameters<typeof loader>) => (await ready(), loader(...args));
    if (typeof action === 'function') wrapped.action = async (...args: Parameters<typeof action>) => (await ready(), action(...args));
    if (children) wrapped.children = withPackParts(deps, parts, children);
    return wrapped;
  });
}
