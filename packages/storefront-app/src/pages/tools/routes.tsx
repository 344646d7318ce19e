import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';

/** The tools pages; each route names its guards through pageLoader. */
export function toolsRoutes(_deps: RouteDeps): RouteObject[] {
  return [];
}
