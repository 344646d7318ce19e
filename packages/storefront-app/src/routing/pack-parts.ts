import type { RouteObject } from 'react-router-dom';
import { loadPackParts, type PackPart } from '../i18n/load';
import type { RouteDeps } from './deps';

/**
 * Routes whose pages read `parts` of the language pack: each route's lazy page, loader and action
 * first wait for those parts, so a title, a message or a label is never read before its section
 * has loaded. The parts come with the page instead of in the first load (issue 10).
 */
export function withPackParts(deps: RouteDeps, parts: readonly PackPart[], routes: RouteObject[]): RouteObject[] {
  const ready = () => loadPackParts(deps.i18n, parts);
  return routes.map((route): RouteObject => {
    const { lazy, loader, action, children } = route;
    const wrapped = { ...route } as RouteObject & Record<string, unknown>;
    if (typeof lazy === 'function') wrapped.lazy = async () => (await Promise.all([lazy(), ready()]))[0];
    if (typeof loader === 'function') wrapped.loader = async (...args: Parameters<typeof loader>) => (await ready(), loader(...args));
    if (typeof action === 'function') wrapped.action = async (...args: Parameters<typeof action>) => (await ready(), action(...args));
    if (children) wrapped.children = withPackParts(deps, parts, children);
    return wrapped;
  });
}
