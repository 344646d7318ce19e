import type { HomeData } from '@ferrite/contract';
import type { MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';

/** The home page: catalogue totals and featured lists. */
export const home: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], () => deps.api.get<HomeData>('/Home/GetHomeData')),
  handle: { head: () => ({ description: deps.i18n.t('home.metaDescription') }) },
});
