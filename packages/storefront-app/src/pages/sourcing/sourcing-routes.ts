import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BomDetail } from '@ferrite/contract';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { callApi } from '../buying/shared';
import { planQuery } from './bom-plan';
import type { BomUploadData } from './BomPages';
import { endpoints } from '@ferrite/contract/endpoints';

// Titles are read when the head is made, once the page's part of the language pack has loaded.
const head = (deps: RouteDeps, title: TranslationKey, description?: TranslationKey): RouteHandle => ({
  head: () => ({ title: deps.i18n.t(title), ...(description ? { description: deps.i18n.t(description) } : {}) }),
});

// The page modules hold these loaders and actions: `page` loads the route's, with the page.
type QuickOrderPage = MakeRouteParts<typeof import('./QuickOrderPage')>;
type BomPages = MakeRouteParts<typeof import('./BomPages')>;
type RfqPages = MakeRouteParts<typeof import('./RfqPages')>;

/* Quick order, the BOM tool and request for quote. */
export const quickOrder: QuickOrderPage = (deps, page) => ({
  loader: pageLoader(
    deps,
    [],
    lazyFunction(page, (m) => m.quickOrderLoader),
  ),
  action: lazyFunction(page, (m) => m.quickOrderAction(deps)),
  handle: head(deps, 'sourcing.quickOrderTitle', 'sourcing.quickOrderDescription'),
});
export const quickOrderResult: QuickOrderPage = (deps) => ({
  loader: pageLoader(deps, [], ({ request }: LoaderFunctionArgs) =>
    deps.api.call(endpoints.sourcing.quickOrderResult, { id: new URL(request.url).searchParams.get('id') ?? '' }),
  ),
  handle: head(deps, 'sourcing.quickOrderResultTitle'),
});
// The BOM pages' loaders live here, not in their page's module: the data call starts without it.
export const bomUpload: BomPages = (deps, page) => ({
  loader: pageLoader(deps, [], async (): Promise<BomUploadData> => {
    if (!deps.stores.session.user) return { saved: null };
    const saved = await callApi(deps.api, endpoints.sourcing.boms);
    return { saved: saved.ok ? saved.data : [] };
  }),
  action: lazyFunction(page, (m) => m.bomUploadAction(deps)),
  handle: head(deps, 'sourcing.bomTitle', 'sourcing.bomDescription'),
});
export const bomDetail: BomPages = (deps, page) => ({
  loader: pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs) =>
    deps.api.call(endpoints.sourcing.bom, { id: params.id ?? '', ...planQuery(new URL(request.url)) }),
  ),
  action: lazyFunction(page, (m) => m.bomAction(deps)),
  handle: {
    head: (data) => {
      const detail = data as Partial<BomDetail> | undefined;
      // A pasted BOM's stored source name is the English 'Pasted lines'.
      const source = detail?.SourceKind === 'paste' ? deps.i18n.t('sourcing.pastedLinesSource') : detail?.SourceName;
      return { title: deps.i18n.t('sourcing.bomPageTitle', { name: detail?.Name || source || deps.i18n.t('sourcing.bomDefaultName') }) };
    },
  },
});
export const rfqRequest: RfqPages = (deps, page) => ({
  loader: pageLoader(
    deps,
    [],
    lazyFunction(page, (m) => m.rfqLoader(deps)),
  ),
  action: lazyFunction(page, (m) => m.rfqAction(deps)),
  handle: head(deps, 'sourcing.rfqTitle', 'sourcing.rfqDescription'),
});
export const rfqDetail: RfqPages = (deps, page) => ({
  loader: pageLoader(
    deps,
    [],
    lazyFunction(page, (m) => m.rfqDetailLoader(deps)),
  ),
  action: lazyFunction(page, (m) => m.rfqDetailAction(deps)),
  handle: head(deps, 'sourcing.rfqDetailTitle'),
});
