import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { BomDetail, QuickOrderReport } from '../../api/contract';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { bomAction, bomLoader, BomPage, bomUploadAction, bomUploadLoader, BomUploadPage } from './BomPages';
import { quickOrderAction, quickOrderLoader, QuickOrderPage, QuickOrderResultPage } from './QuickOrderPage';
import { rfqAction, RfqDetailPage, rfqDetailAction, rfqDetailLoader, rfqLoader, RfqPage } from './RfqPages';
import './sourcing.css';

const head = (title: string, description?: string): RouteHandle => ({ head: () => ({ title, ...(description ? { description } : {}) }) });

/** Quick order, the BOM tool and request for quote. */
export function sourcingRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'quickorder',
      path: 'quickorder',
      loader: pageLoader(deps, [], async (args) => quickOrderLoader(args)),
      action: quickOrderAction(deps),
      element: <QuickOrderPage />,
      handle: head('Quick order', 'Paste part numbers and quantities straight from a spreadsheet and add them all to the cart.'),
    },
    {
      id: 'quickorder-orderresult',
      path: 'quickorder/orderresult',
      loader: pageLoader(deps, [], ({ request }: LoaderFunctionArgs) =>
        deps.api.get<QuickOrderReport>('/quickorder/Result', { id: new URL(request.url).searchParams.get('id') ?? '' }),
      ),
      element: <QuickOrderResultPage />,
      handle: head('Quick order result'),
    },
    {
      path: 'bom',
      loader: pageLoader(deps, [], bomUploadLoader(deps)),
      action: bomUploadAction(deps),
      element: <BomUploadPage />,
      handle: head('BOM tool', 'Upload a bill of materials: every line matched, priced with price breaks and ready for the cart.'),
    },
    {
      path: 'bom/:id',
      loader: pageLoader(deps, [], bomLoader(deps)),
      action: bomAction(deps),
      element: <BomPage />,
      handle: {
        head: (data) => {
          const bom = data as Partial<BomDetail> | undefined;
          return { title: `BOM: ${bom?.Name || bom?.SourceName || 'bill of materials'}` };
        },
      } satisfies RouteHandle,
    },
    {
      path: 'rfq',
      loader: pageLoader(deps, [], rfqLoader(deps)),
      action: rfqAction(deps),
      element: <RfqPage />,
      handle: head('Request for quote', 'Ask for a price on volume, long-lead or hard-to-find electronic components.'),
    },
    {
      path: 'rfq/detail',
      loader: pageLoader(deps, [], rfqDetailLoader(deps)),
      action: rfqDetailAction(deps),
      element: <RfqDetailPage />,
      handle: head('Your request for quote'),
    },
  ];
}
