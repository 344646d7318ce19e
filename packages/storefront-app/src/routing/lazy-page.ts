import type { ComponentType } from 'react';
import { matchRoutes, type ActionFunction, type LoaderFunction, type RouteObject } from 'react-router-dom';

/** What a page module gives its route once loaded. */
export interface LazyParts {
  Component: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
}

/**
 * A route whose page (and the loader or action that live beside it) comes in its own chunk, loaded
 * with the route: each page ships only its own code (issue 10, JavaScript budget). A route must
 * not also set statically what its lazy part gives.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => LazyParts): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => pick(await load()) };
}

/**
 * Before hydrating, the browser loads the lazy parts of the routes the server rendered, so the
 * first render matches the server's HTML instead of showing nothing while a chunk loads.
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], location: Location | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const parts = await route.lazy();
      Object.assign(route, { ...parts, lazy: undefined });
    }),
  );
}

/**
 * A loader or action that lives in a page's module: the module (its chunk) loads the first time
 * the function runs, so the route table itself stays small.
 */
export function lazyFunction<M, A extends unknown[], R>(load: () => Promise<M>, pick: (module: M) => (...args: A) => R): (...args: A) => Promise<Awaited<R>> {
  let fn: ((...args: A) => R) | undefined;
  return async (...args: A): Promise<Awaited<R>> => {
    fn ??= pick(await load());
    return (await fn(...args)) as Awaited<R>;
  };
}
