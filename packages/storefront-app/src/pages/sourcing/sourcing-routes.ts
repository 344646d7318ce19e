import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BomDetail, QuickOrderReport } from '../../api/contract';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';

// Titles are read when the head is made, once the page's part of the language pack has loaded.
const head = (deps: RouteDeps, title: TranslationKey, description?: TranslationKey): RouteHandle => ({
  head: () => ({ title: deps.i18n.t(title), ...(description ? { description: deps.i18n.t(description) } : {}) }),
});

// The page modules hold these loaders and actions: they load with the page anyway.
const quick = () => import('./QuickOrderPage');
const bom = () => import('./BomPages');
const rfq = () => import('./RfqPages');

/* Quick order, the BOM tool and request for quote. */
export const quickOrder: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], lazyFunction(quick, (m) => m.quickOrderLoader)),
  action: lazyFunction(quick, (m) => m.quickOrderAction(deps)),
  handle: head(deps, 'sourcing.quickOrderTitle', 'sourcing.quickOrderDescription'),
});
export const quickOrderResult: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], ({ request }: LoaderFunctionArgs) => deps.api.get<QuickOrderReport>('/quickorder/Result', { id: new URL(request.url).searchParams.get('id') ?? '' })),
  handle: head(deps, 'sourcing.quickOrderResultTitle'),
});
export const bomUpload: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], lazyFunction(bom, (m) => m.bomUploadLoader(deps))),
  action: lazyFunction(bom, (m) => m.bomUploadAction(deps)),
  handle: head(deps, 'sourcing.bomTitle', 'sourcing.bomDescription'),
});
export const bomDetail: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], lazyFunction(bom, (m) => m.bomLoader(deps))),
  action: lazyFunction(bom, (m) => m.bomAction(deps)),
  handle: {
    head: (data) => {
      const detail = data as Partial<BomDetail> | undefined;
      return { title: deps.i18n.t('sourcing.bomPageTitle', { name: detail?.Name || detail?.SourceName || deps.i18n.t('sourcing.bomDefaultName') }) };
    },
  },
});
export const rfqRequest: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], lazyFunction(rfq, (m) => m.rfqLoader(deps))),
  action: lazyFunction(rfq, (m) => m.rfqAction(deps)),
  handle: head(deps, 'sourcing.rfqTitle', 'sourcing.rfqDescription'),
});
export const rfqDetail: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], lazyFunction(rfq, (m) => m.rfqDetailLoader(deps))),
  action: lazyFunction(rfq, (m) => m.rfqDetailAction(deps)),
  handle: head(deps, 'sourcing.rfqDetailTitle'),
});
