import type { MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { endpoints } from '@ferrite/contract/endpoints';

/** The home page: catalogue totals and featured lists. */
export const home: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], () => deps.api.call(endpoints.site.home)),
  handle: { head: () => ({ description: deps.i18n.t('home.metaDescription') }) },
});
