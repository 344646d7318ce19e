import { data } from 'react-router-dom';
import type { RouteDeps } from './deps';

/** The answer for an address the store does not have: the catch-all route's, and a route's that is switched off. */
export function notFound(deps: Pick<RouteDeps, 'i18n'>): never {
  throw data(deps.i18n.t('errors.notFoundMessage'), { status: 404 });
}
