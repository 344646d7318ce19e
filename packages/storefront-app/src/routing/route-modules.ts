import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteObject } from 'react-router-dom';

/**
 * Which source modules each route loads, learnt on the server: the server bundle announces every
 * dynamic import (vite.config.ts, ferrite:announce-server-imports), and a route's lazy parts,
 * loader and action run with the route's own set in scope. The page then lists the browser
 * chunks of its matched routes (server/src/ssr/route-preloads.ts), so the browser fetches them
 * while it parses the HTML (issue 10, total blocking time). Server only.
 */
const ROUTE_MODULES = Symbol('ferrite.routeModules');
type Tracked = RouteObject & { [ROUTE_MODULES]?: Set<string> };

const loading = new AsyncLocalStorage<Set<string>>();
const hooks = globalThis as { __ferriteServerImport?: (key: string) => void; __ferriteLearningImports?: () => boolean };
hooks.__ferriteServerImport = (key) => {
  loading.getStore()?.add(key);
};
/** Whether a route is learning what it imports now (i18n/load.ts then imports even cached parts). */
hooks.__ferriteLearningImports = () => loading.getStore() !== undefined;

type AnyFunction = (...args: never[]) => unknown;
/**
 * `run` with the route's set in scope until it has once succeeded: a route imports the same
 * modules every time, and the scope costs a little on every request.
 */
function within<F extends AnyFunction>(modules: Set<string>, run: F): (...args: Parameters<F>) => unknown {
  let learned = false;
  return (...args) => {
    if (learned) return run(...args);
    return loading.run(modules, async () => {
      const result = await run(...args);
      learned = true;
      return result;
    });
  };
}

/**
 * The routes, each carrying the set of modules its lazy parts, loader and action import. The set
 * is a symbol-keyed own property, which react-router copies into its data routes.
 */
export function trackRouteModules(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const modules = new Set<string>();
    const tracked = { ...route, [ROUTE_MODULES]: modules } as Tracked & Record<string, unknown>;
    const { lazy, loader, action, children } = route;
    if (typeof lazy === 'function') tracked.lazy = within(modules, lazy) as typeof lazy;
    else if (lazy)
      tracked.lazy = Object.fromEntries(
        Object.entries(lazy).map(([key, load]) => [key, typeof load === 'function' ? within(modules, load as AnyFunction) : load]),
      );
    if (typeof loader === 'function') tracked.loader = within(modules, loader) as typeof loader;
    if (typeof action === 'function') tracked.action = within(modules, action) as typeof action;
    if (children) tracked.children = trackRouteModules(children);
    return tracked;
  });
}

/** The source modules (browser manifest keys) that the matched routes have loaded. */
export function modulesOfMatches(matches: readonly { route: RouteObject }[]): string[] {
  const all = new Set<string>();
  for (const { route } of matches) for (const key of (route as Tracked)[ROUTE_MODULES] ?? []) all.add(key);
  return [...all];
}
