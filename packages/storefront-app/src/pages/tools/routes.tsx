import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';
import { loadShownCalculator } from './loaded-calculators';
import { CALCULATOR_ROUTE_PATH } from './tool-urls';
import './tools.css';

// Only what matching needs stays in the first load: loaders and heads come with the route (issue 10).
const parts = () => import('./tools-routes');

/** The tools pages: the calculator index and one generated page per calculator. */
export function toolsRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: 'tools',
      ...lazyRoute(
        deps,
        exported(parts, 'toolsIndex'),
        () => import('./ToolsIndexPage'),
        (m) => m.ToolsIndexPage,
      ),
    },
    {
      path: CALCULATOR_ROUTE_PATH,
      // The head needs the calculator too: it loads with the page, before hydration as well.
      ...lazyRoute(
        deps,
        exported(parts, 'calculator'),
        () => Promise.all([import('./CalculatorPage'), loadShownCalculator()]).then(([m]) => m),
        (m) => m.CalculatorPage,
      ),
    },
    { path: 'tools/:slug', ...lazyRoute(deps, exported(parts, 'shortUrl')), element: null },
  ];
}
