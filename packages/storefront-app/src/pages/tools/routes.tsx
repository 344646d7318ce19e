import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { CalculatorDescriptor } from '@ferrite/calculators';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { lazyPage } from '../../routing/lazy-page';
import { calculatorHead, toolsIndexHead } from './calculator-head';
import type { CalculatorPageData } from './CalculatorPage';
import { loadCalculatorAt, loadedCalculator, loadShownCalculator } from './loaded-calculators';
import { MAX_QUERY_LENGTH } from './query-limit';
import { CALCULATOR_ROUTE_PATH, calculatorPath, categorySegment } from './tool-urls';
import type { ToolsIndexData } from './ToolsIndexPage';
import './tools.css';

function notFound(deps: RouteDeps): never {
  throw data(deps.i18n.t('errors.notFoundMessage'), { status: 404 });
}

/** The calculator a URL segment names; slugs are lower case, so 'Ohms-Law' finds 'ohms-law'. */
async function calculatorFor(deps: RouteDeps, slug: string | undefined): Promise<CalculatorDescriptor> {
  return (await loadCalculatorAt((slug ?? '').toLowerCase())) ?? notFound(deps);
}

/**
 * /tools/components/{category}/{slug}?{inputs}: runs the calculator on the query (absent fields take
 * their defaults), so the server renders the result a shared URL stands for.
 */
function calculatorLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<CalculatorPageData> => {
    const calculator = await calculatorFor(deps, params.slug);
    if ((params.category ?? '').toLowerCase() !== categorySegment(calculator.category)) notFound(deps);
    const url = new URL(request.url);
    const canonical = calculatorPath(calculator);
    // Other spellings (capitals, a trailing slash) move to the one canonical URL.
    if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
    const { formValuesFrom } = await import('./form-values');
    const values = formValuesFrom(calculator, url.searchParams);
    return { slug: calculator.slug, values, result: calculator.run(values) };
  });
}

/** /tools/{slug} (the spec's /tools/{name}) moves permanently to the canonical URL, inputs kept. */
function shortUrlLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<never> => {
    const calculator = await calculatorFor(deps, params.slug);
    throw redirect(calculatorPath(calculator) + new URL(request.url).search, 301);
  });
}

/** A head from the loader's data; an error page (no data) keeps the error title. */
function calculatorHandle(deps: RouteDeps): RouteHandle {
  return {
    head: (loaded) => {
      const calculator = loaded ? loadedCalculator((loaded as CalculatorPageData).slug) : undefined;
      return calculator ? calculatorHead(calculator, deps.i18n.t) : {};
    },
  };
}

/** The tools pages: the calculator index and one generated page per calculator. */
export function toolsRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: 'tools',
      loader: pageLoader(
        deps,
        [],
        async ({ request }: LoaderFunctionArgs): Promise<ToolsIndexData> => ({
          q: (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
        }),
      ),
      ...lazyPage(() => import('./ToolsIndexPage'), (m) => ({ Component: m.ToolsIndexPage })),
      handle: { head: () => toolsIndexHead(deps.i18n.t) } satisfies RouteHandle,
    },
    {
      path: CALCULATOR_ROUTE_PATH,
      loader: calculatorLoader(deps),
      // The head needs the calculator too: it loads with the page, before hydration as well.
      ...lazyPage(
        () => Promise.all([import('./CalculatorPage'), loadShownCalculator()]).then(([m]) => m),
        (m) => ({ Component: m.CalculatorPage }),
      ),
      handle: calculatorHandle(deps),
    },
    { path: 'tools/:slug', loader: shortUrlLoader(deps), element: null },
  ];
}
