import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { modulesOfMatches, trackRouteModules } from './route-modules';

/** What the server bundle's dynamic imports call first (vite.config.ts, ferrite:announce-server-imports). */
const announce = (key: string) => (globalThis as unknown as { __ferriteServerImport: (key: string) => void }).__ferriteServerImport(key);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('trackRouteModules', () => {
  it("records the modules each route's lazy parts, loader and action import, each under its own route", async () => {
    const [parent] = trackRouteModules([
      {
        path: '/',
        lazy: async () => {
          await tick();
          announce('src/pages/Layout.tsx');
          return {};
        },
        children: [
          {
            path: 'a',
            lazy: {
              loader: async () => (announce('src/pages/a-route.ts'), () => null),
              Component: async () => (announce('src/pages/A.tsx'), () => null),
            },
          },
          {
            path: 'b',
            loader: async () => (await tick(), announce('src/i18n/packs/en/b.ts'), null),
            action: () => (announce('src/pages/b-action.ts'), null),
          },
        ],
      },
    ]) as [RouteObject];
    const [a, b] = parent.children as [RouteObject, RouteObject];
    await (parent.lazy as () => Promise<unknown>)();
    const lazyA = a.lazy as Record<string, () => Promise<unknown>>;
    await Promise.all([lazyA.loader!(), lazyA.Component!()]);
    await (b.loader as () => Promise<unknown>)();
    await (b.action as () => unknown)();
    // An import outside any route's work is nobody's.
    announce('src/elsewhere.ts');

    expect(modulesOfMatches([{ route: parent }, { route: a }]).sort()).toEqual([
      'src/pages/A.tsx',
      'src/pages/Layout.tsx',
      'src/pages/a-route.ts',
    ]);
    expect(modulesOfMatches([{ route: parent }, { route: b }]).sort()).toEqual([
      'src/i18n/packs/en/b.ts',
      'src/pages/Layout.tsx',
      'src/pages/b-action.ts',
    ]);
    // react-router copies routes into its data routes with a spread: the record goes with them.
    expect(modulesOfMatches([{ route: { ...a } }]).sort()).toEqual(['src/pages/A.tsx', 'src/pages/a-route.ts']);
  });

  it('stops watching a loader once it has succeeded, and keeps watching after a failure', async () => {
    const learning = () => (globalThis as unknown as { __ferriteLearningImports: () => boolean }).__ferriteLearningImports();
    let call = 0;
    const seen: boolean[] = [];
    const [route] = trackRouteModules([
      {
        path: 'c',
        loader: async () => {
          call += 1;
          seen.push(learning());
          announce(`src/pages/c-${call}.ts`);
          if (call === 1) throw new Response('Not found', { status: 404 });
          return null;
        },
      },
    ]) as [RouteObject];
    const loader = route.loader as () => Promise<unknown>;
    await expect(loader()).rejects.toBeInstanceOf(Response);
    await loader();
    await loader();
    expect(seen).toEqual([true, true, false]);
    expect(learning()).toBe(false);
    expect(modulesOfMatches([{ route }]).sort()).toEqual(['src/pages/c-1.ts', 'src/pages/c-2.ts']);
  });
});
