import type { ComponentType } from 'react';
import { matchRoutes, type ActionFunction, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { RouteDeps } from './deps';
import type { RouteHandle } from './head';

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
 * What a route module makes for one route: its data functions and its handle (head). `page` loads
 * the route's page module (the one the route's table names), for the actions and loaders that
 * live beside the page: the route module then holds no import of its own for them.
 */
export interface RouteParts {
  loader?: LoaderFunction;
  action?: ActionFunction;
  handle?: RouteHandle;
}
export type MakeRouteParts<M = unknown> = (deps: RouteDeps, page: () => Promise<M>) => RouteParts;

/** The `name` export of a module, loaded when asked for. */
export const exported =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  (): Promise<M[K]> =>
    load().then((module) => module[name]);

const noPage = () => Promise.reject(new Error('This route has no page module'));

/**
 * A route whose loader, action and handle come from a small route module and whose page comes in
 * a chunk of its own, both when the route matches: the first load holds only the path (issue 10).
 * They load in parallel (react-router's lazy object), so the loader's data call does not wait for
 * the page's larger chunk (unless the loader lives in it). A part the module does not make stays
 * unset: a POST to a route without an action answers 405 as before.
 */
export function lazyRoute<M>(
  deps: RouteDeps,
  parts: () => Promise<MakeRouteParts<M>>,
  page?: () => Promise<M>,
  component?: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  let made: Promise<RouteParts> | undefined;
  const make = () =>
    (made ??= parts().then(
      (makeParts) => makeParts(deps, page ?? noPage),
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    ));
  const part =
    <K extends keyof RouteParts>(key: K) =>
    async (): Promise<RouteParts[K]> =>
      (await make())[key];
  const Component = page && component ? async () => component(await page()) : undefined;
  return { lazy: { loader: part('loader'), action: part('action'), handle: part('handle'), ...(Component ? { Component } : {}) } };
}

type LazyObject = Record<string, (() => Promise<unknown>) | undefined>;

/**
 * Before hydrating, the browser loads the lazy parts of the routes the server rendered, so the
 * first render matches the server's HTML instead of showing nothing while a chunk loads.
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], location: Location | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy === 'function') {
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      } else if (lazy) {
        const entries = await Promise.all(Object.entries(lazy as LazyObject).map(async ([key, load]) => [key, await load?.()] as const));
        // As react-router does: a part that loaded as nothing leaves the route without it.
        for (const [key, value] of entries) if (value != null) Object.assign(route, { [key]: value });
        Object.assign(route, { lazy: undefined });
      }
    }),
  );
}

/**
 * A loader or action that lives in a page's module: the module (its chunk) loads the first time
 * the function runs, so the route table itself stays small.
 */
export function lazyFunction<M, A extends unknown[], R>(
  load: () => Promise<M>,
  pick: (module: M) => (...args: A) => R,
): (...args: A) => Promise<Awaited<R>> {
  let fn: ((...args: A) => R) | undefined;
  return async (...args: A): Promise<Awaited<R>> => {
    fn ??= pick(await load());
    return (await fn(...args)) as Awaited<R>;
  };
}
