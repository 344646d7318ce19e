import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';
import { withPackParts } from '../../routing/pack-parts';

// Only what matching needs stays in the first load: loaders, actions and heads come with the
// route (sourcing-routes.ts), each page module in its own chunk (issue 10).
const parts = () => import('./sourcing-routes');
const quick = () => import('./QuickOrderPage');
const bom = () => import('./BomPages');
const rfq = () => import('./RfqPages');

/**
 * Quick order, the BOM tool and request for quote. Each tool names the parts of the language pack
 * its pages read (see withPackParts); quick order and the BOM tool fill the cart, so they show the
 * buying API's messages too.
 */
export function sourcingRoutes(deps: RouteDeps): RouteObject[] {
  return [
    ...withPackParts(
      deps,
      ['sourcingCommon', 'sourcingQuickOrder', 'buyingMessages', 'kitDataTable'],
      [
        { id: 'quickorder', path: 'quickorder', ...lazyRoute(deps, exported(parts, 'quickOrder'), quick, (m) => m.QuickOrderPage) },
        {
          id: 'quickorder-orderresult',
          path: 'quickorder/orderresult',
          ...lazyRoute(deps, exported(parts, 'quickOrderResult'), quick, (m) => m.QuickOrderResultPage),
        },
      ],
    ),
    ...withPackParts(
      deps,
      ['sourcingCommon', 'sourcingBom', 'buyingMessages', 'kitDataTable'],
      [
        { path: 'bom', ...lazyRoute(deps, exported(parts, 'bomUpload'), bom, (m) => m.BomUploadPage) },
        { path: 'bom/:id', ...lazyRoute(deps, exported(parts, 'bomDetail'), bom, (m) => m.BomPage) },
      ],
    ),
    ...withPackParts(
      deps,
      ['sourcingCommon', 'sourcingRfq', 'kitDataTable'],
      [
        { path: 'rfq', ...lazyRoute(deps, exported(parts, 'rfqRequest'), rfq, (m) => m.RfqPage) },
        { path: 'rfq/detail', ...lazyRoute(deps, exported(parts, 'rfqDetail'), rfq, (m) => m.RfqDetailPage) },
      ],
    ),
  ];
}
