// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, createStaticHandler, isRouteErrorResponse, type RouteObject } from 'react-router-dom';
import { createApiClient } from '../api/client';
import { prepareTranslator } from '../i18n';
import { createStores } from '../state/stores';
import type { RouteDeps } from './deps';
import { headFor } from './head';
import { lazyRoute, loadMatchedLazyRoutes, type MakeRouteParts } from './lazy-page';
import { withPackParts } from './pack-parts';

async function routeDeps(lang = 'en'): Promise<RouteDeps> {
  const stores = createStores();
  const api = createApiClient({
    baseURL: 'http://api.invalid',
    fetch: () => Promise.reject(new Error('no API here')),
    identity: () => ({}) as never,
  });
  return { api, stores, i18n: await prepareTranslator(lang) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Page = () => null;
const pageModule = async () => ({ Page });

describe('lazyRoute', () => {
  it('gives the server the loader, the data and the head of the matched route', async () => {
    const deps = await routeDeps();
    const parts: MakeRouteParts = () => ({
      loader: () => ({ name: 'R1' }),
      handle: { head: (data) => ({ title: (data as { name: string }).name }) },
    });
    const handler = createStaticHandler([
      {
        id: 'page',
        path: 'part',
        ...lazyRoute(
          deps,
          async () => parts,
          pageModule,
          (m) => m.Page,
        ),
      },
    ]);
    const context = await handler.query(new Request('http://x/part'));
    if (context instanceof Response) throw new Error('expected a page');
    expect(context.loaderData.page).toEqual({ name: 'R1' });
    const head = headFor(context.matches.map((match) => ({ handle: match.route.handle, loaderData: context.loaderData[match.route.id] })));
    expect(head.title).toBe('R1');
  });

  it('answers 405 to a POST when the route module makes no action, and 404 from a loader that throws it', async () => {
    const deps = await routeDeps();
    const routes: RouteObject[] = [
      {
        id: 'read',
        path: 'read',
        ...lazyRoute(
          deps,
          async () => () => ({ loader: () => null }),
          pageModule,
          (m) => m.Page,
        ),
      },
      {
        id: 'gone',
        path: 'gone',
        ...lazyRoute(deps, async () => () => ({
          loader: () => {
            throw new Response('missing', { status: 404 });
          },
        })),
      },
    ];
    const handler = createStaticHandler(routes);
    const post = await handler.query(new Request('http://x/read', { method: 'POST', body: new URLSearchParams({ a: '1' }) }));
    expect(post instanceof Response ? post.status : post.statusCode).toBe(405);
    const gone = await handler.query(new Request('http://x/gone'));
    if (gone instanceof Response) throw new Error('expected a page');
    expect(gone.statusCode).toBe(404);
    expect(isRouteErrorResponse(gone.errors?.gone)).toBe(true);
  });

  it('starts the loader while the page chunk is still loading (no waterfall on client navigation)', async () => {
    const deps = await routeDeps();
    const page = deferred<typeof Page>();
    let loaderStartedBeforePage = false;
    let pageLoaded = false;
    const routes: RouteObject[] = [
      { id: 'home', path: '/', Component: Page },
      {
        id: 'part',
        path: 'part',
        ...lazyRoute(
          deps,
          async () => () => ({
            loader: () => {
              loaderStartedBeforePage = !pageLoaded;
              page.resolve(Page);
              return 'data';
            },
          }),
          () => page.promise.then((component) => ((pageLoaded = true), { Page: component })),
          (m) => m.Page,
        ),
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.navigate('/part');
    expect(loaderStartedBeforePage).toBe(true);
    expect(router.state.loaderData.part).toBe('data');
    router.dispose();
  });
});

describe('lazyRoute and the page module', () => {
  it('gives the route module the page module for the actions that live beside the page', async () => {
    const deps = await routeDeps();
    const parts: MakeRouteParts<{ Page: typeof Page; send: () => string }> = (_deps, page) => ({
      action: async () => (await page()).send(),
    });
    const handler = createStaticHandler([
      {
        id: 'form',
        path: 'form',
        ...lazyRoute(
          deps,
          async () => parts,
          async () => ({ Page, send: () => 'sent' }),
          (m) => m.Page,
        ),
      },
    ]);
    const context = await handler.query(new Request('http://x/form', { method: 'POST', body: new URLSearchParams({ a: '1' }) }));
    if (context instanceof Response) throw new Error('expected a page');
    expect(context.actionData).toEqual({ form: 'sent' });
  });
});

describe('loadMatchedLazyRoutes', () => {
  it('sets the matched routes’ lazy parts on them before hydration and leaves the others lazy', async () => {
    const deps = await routeDeps();
    let made = 0;
    const parts: MakeRouteParts = () => ((made += 1), { loader: () => 'x', handle: { head: () => ({ title: 'T' }) } });
    const routes: RouteObject[] = [
      {
        path: 'a',
        ...lazyRoute(
          deps,
          async () => parts,
          pageModule,
          (m) => m.Page,
        ),
      },
      {
        path: 'b',
        ...lazyRoute(
          deps,
          async () => parts,
          pageModule,
          (m) => m.Page,
        ),
      },
    ];
    await loadMatchedLazyRoutes(routes, '/a');
    expect(routes[0]).toMatchObject({ lazy: undefined, Component: Page });
    expect(typeof routes[0]!.loader).toBe('function');
    expect((routes[0]!.handle as { head: () => unknown }).head()).toEqual({ title: 'T' });
    expect(routes[0]!.action).toBeUndefined();
    expect(typeof routes[1]!.lazy).toBe('object');
    expect(made).toBe(1);
  });
});

describe('withPackParts', () => {
  it('runs a lazy loader and makes the head only after the route’s parts of the pack have loaded', async () => {
    for (const lang of ['en', 'ru']) {
      const deps = await routeDeps(lang);
      expect(deps.i18n.t('buying.addToCart')).toBe('buying.addToCart');
      const parts: MakeRouteParts = (d) => ({
        loader: () => d.i18n.t('buying.addToCart'),
        handle: { head: () => ({ title: d.i18n.t('buying.buyNow') }) },
      });
      const handler = createStaticHandler(
        withPackParts(
          deps,
          ['buyingAddToCart'],
          [
            {
              id: 'p',
              path: 'p',
              ...lazyRoute(
                deps,
                async () => parts,
                pageModule,
                (m) => m.Page,
              ),
            },
          ],
        ),
      );
      const context = await handler.query(new Request('http://x/p'));
      if (context instanceof Response) throw new Error('expected a page');
      expect(context.loaderData.p).toBe(lang === 'ru' ? 'Добавить в корзину' : 'Add to cart');
      expect(headFor(context.matches.map((match) => ({ handle: match.route.handle, loaderData: undefined }))).title).toBe(
        lang === 'ru' ? 'Купить сейчас' : 'Buy Now',
      );
      // Only the part the route named: the cart page's words are not there yet.
      expect(deps.i18n.t('buying.cartTitle')).toBe('buying.cartTitle');
    }
  });
});
