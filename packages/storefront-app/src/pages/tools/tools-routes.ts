// The tools pages' loaders and heads, loaded with the route (routes.tsx keeps only the paths).
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { CalculatorDescriptor } from '@ferrite/calculators';
import type { RouteDeps } from '../../routing/deps';
import type { MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { calculatorHead, toolsIndexHead } from './calculator-head';
import type { CalculatorPageData } from './CalculatorPage';
import { loadCalculatorAt, loadedCalculator } from './loaded-calculators';
import { MAX_QUERY_LENGTH } from './query-limit';
import { calculatorPath, categorySegment } from './tool-urls';
import type { ToolsIndexData } from './ToolsIndexPage';

function notFound(deps: RouteDeps): never {
  throw data(deps.i18n.t('errors.notFoundMessage'), { status: 404 });
}

/** The calculator a URL segment names; slugs are lower case, so 'Ohms-Law' finds 'ohms-law'. */
async function calculatorFor(deps: RouteDeps, slug: string | undefined): Promise<CalculatorDescriptor> {
  return (await loadCalculatorAt((slug ?? '').toLowerCase())) ?? notFound(deps);
}

/** /tools?q=: the calculator index, filtered. */
export const toolsIndex: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ request }: LoaderFunctionArgs): Promise<ToolsIndexData> => ({
    q: (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
  })),
  handle: { head: () => toolsIndexHead(deps.i18n.t) },
});

/**
 * /tools/components/{category}/{slug}?{inputs}: runs the calculator on the query (absent fields take
 * their defaults), so the server renders the result a shared URL stands for. The head comes from
 * the loader's data; an error page (no data) keeps the error title.
 */
export const calculator: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<CalculatorPageData> => {
    const calculator = await calculatorFor(deps, params.slug);
    if ((params.category ?? '').toLowerCase() !== categorySegment(calculator.category)) notFound(deps);
    const url = new URL(request.url);
    const canonical = calculatorPath(calculator);
    // Other spellings (capitals, a trailing slash) move to the one canonical URL.
    if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
    const [{ formValuesFrom }, { calculatorTextsFor }] = await Promise.all([import('./form-values'), import('./calculator-texts')]);
    const values = formValuesFrom(calculator, url.searchParams);
    // Typed numbers are read as the reader writes them ('1,000' is a thousand in English, ambiguous in German).
    const result = calculator.run(values, { locale: deps.i18n.locale });
    return { slug: calculator.slug, values, result, texts: await calculatorTextsFor(deps.i18n.lang, calculator, result) };
  }),
  handle: {
    head: (loaded) => {
      const shown = loaded ? loadedCalculator((loaded as CalculatorPageData).slug) : undefined;
      return shown ? calculatorHead(shown, deps.i18n) : {};
    },
  },
});

/** /tools/{slug} (the spec's /tools/{name}) moves permanently to the canonical URL, inputs kept. */
export const shortUrl: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<never> => {
    const calculator = await calculatorFor(deps, params.slug);
    throw redirect(calculatorPath(calculator) + new URL(request.url).search, 301);
  }),
});
