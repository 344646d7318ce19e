import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { calculatorBySlug, type CalculatorDescriptor } from '@ferrite/calculators';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { calculatorHead, toolsIndexHead } from './calculator-head';
import { CalculatorPage, type CalculatorPageData } from './CalculatorPage';
import { formValuesFrom } from './form-values';
import { MAX_QUERY_LENGTH } from './tool-filter';
import { calculatorPath, categorySegment } from './tool-urls';
import { ToolsIndexPage, type ToolsIndexData } from './ToolsIndexPage';
import './tools.css';

function notFound(): never {
  throw data('This page could not be found', { status: 404 });
}

/** The calculator a URL segment names; slugs are lower case, so 'Ohms-Law' finds 'ohms-law'. */
function calculatorFor(slug: string | undefined): CalculatorDescriptor {
  return calculatorBySlug((slug ?? '').toLowerCase()) ?? notFound();
}

/**
 * /tools/components/{category}/{slug}?{inputs}: runs the calculator on the query (absent fields take
 * their defaults), so the server renders the result a shared URL stands for.
 */
function calculatorLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<CalculatorPageData> => {
    const calculator = calculatorFor(params.slug);
    if ((params.category ?? '').toLowerCase() !== categorySegment(calculator.category)) notFound();
    const url = new URL(request.url);
    const canonical = calculatorPath(calculator);
    // Other spellings (capitals, a trailing slash) move to the one canonical URL.
    if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
    const values = formValuesFrom(calculator, url.searchParams);
    return { slug: calculator.slug, values, result: calculator.run(values) };
  });
}

/** /tools/{slug} (the spec's /tools/{name}) moves permanently to the canonical URL, inputs kept. */
function shortUrlLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<never> => {
    const calculator = calculatorFor(params.slug);
    throw redirect(calculatorPath(calculator) + new URL(request.url).search, 301);
  });
}

/** A head from the loader's data; an error page (no data) keeps the error title. */
const calculatorHandle: RouteHandle = {
  head: (loaded) => {
    const calculator = loaded ? calculatorBySlug((loaded as CalculatorPageData).slug) : undefined;
    return calculator ? calculatorHead(calculator) : {};
  },
};

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
      element: <ToolsIndexPage />,
      handle: { head: () => toolsIndexHead } satisfies RouteHandle,
    },
    { path: 'tools/components/:category/:slug', loader: calculatorLoader(deps), element: <CalculatorPage />, handle: calculatorHandle },
    { path: 'tools/:slug', loader: shortUrlLoader(deps), element: null },
  ];
}
