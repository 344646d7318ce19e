import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { BomDetail, QuickOrderReport } from '../../api/contract';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { lazyFunction, lazyPage } from '../../routing/lazy-page';
import './sourcing.css';

// Titles are read when the page renders, once its part of the language pack has loaded.
const head = (deps: RouteDeps, title: TranslationKey, description?: TranslationKey): RouteHandle => ({
  head: () => ({ title: deps.i18n.t(title), ...(description ? { description: deps.i18n.t(description) } : {}) }),
});

/** Quick order, the BOM tool and request for quote. */
export function sourcingRoutes(deps: RouteDeps): RouteObject[] {
  const { t } = deps.i18n;
  // Each page module (component, loader, action) is its own chunk, loaded when the route is.
  const quick = () => import('./QuickOrderPage');
  const bom = () => import('./BomPages');
  const rfq = () => import('./RfqPages');
  return [
    {
      id: 'quickorder',
      path: 'quickorder',
      loader: pageLoader(deps, [], lazyFunction(quick, (m) => m.quickOrderLoader)),
      action: lazyFunction(quick, (m) => m.quickOrderAction(deps)),
      ...lazyPage(quick, (m) => ({ Component: m.QuickOrderPage })),
      handle: head(deps, 'sourcing.quickOrderTitle', 'sourcing.quickOrderDescription'),
    },
    {
      id: 'quickorder-orderresult',
      path: 'quickorder/orderresult',
      loader: pageLoader(deps, [], ({ request }: LoaderFunctionArgs) =>
        deps.api.get<QuickOrderReport>('/quickorder/Result', { id: new URL(request.url).searchParams.get('id') ?? '' }),
      ),
      ...lazyPage(quick, (m) => ({ Component: m.QuickOrderResultPage })),
      handle: head(deps, 'sourcing.quickOrderResultTitle'),
    },
    {
      path: 'bom',
      loader: pageLoader(deps, [], lazyFunction(bom, (m) => m.bomUploadLoader(deps))),
      action: lazyFunction(bom, (m) => m.bomUploadAction(deps)),
      ...lazyPage(bom, (m) => ({ Component: m.BomUploadPage })),
      handle: head(deps, 'sourcing.bomTitle', 'sourcing.bomDescription'),
    },
    {
      path: 'bom/:id',
      loader: pageLoader(deps, [], lazyFunction(bom, (m) => m.bomLoader(deps))),
      action: lazyFunction(bom, (m) => m.bomAction(deps)),
      ...lazyPage(bom, (m) => ({ Component: m.BomPage })),
      handle: {
        head: (data) => {
          const bom = data as Partial<BomDetail> | undefined;
          return { title: t('sourcing.bomPageTitle', { name: bom?.Name || bom?.SourceName || t('sourcing.bomDefaultName') }) };
        },
      } satisfies RouteHandle,
    },
    {
      path: 'rfq',
      loader: pageLoader(deps, [], lazyFunction(rfq, (m) => m.rfqLoader(deps))),
      action: lazyFunction(rfq, (m) => m.rfqAction(deps)),
      ...lazyPage(rfq, (m) => ({ Component: m.RfqPage })),
      handle: head(deps, 'sourcing.rfqTitle', 'sourcing.rfqDescription'),
    },
    {
      path: 'rfq/detail',
      loader: pageLoader(deps, [], lazyFunction(rfq, (m) => m.rfqDetailLoader(deps))),
      action: lazyFunction(rfq, (m) => m.rfqDetailAction(deps)),
      ...lazyPage(rfq, (m) => ({ Component: m.RfqDetailPage })),
      handle: head(deps, 'sourcing.rfqDetailTitle'),
    },
  ];
}
