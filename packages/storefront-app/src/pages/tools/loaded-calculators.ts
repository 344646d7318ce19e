// Each calculator comes in a chunk of its own, and so does the loader that knows them all: route
// code in the entry (loaders, the head) reaches them through here. The loader keeps what it has
// loaded, so that the head and the page can read it without waiting: the route's loader loads it
// on the server and on a navigation, the route's lazy part before hydration.
import { matchPath } from 'react-router-dom';
import type { CalculatorDescriptor } from '@ferrite/calculators';
import { CALCULATOR_ROUTE_PATH } from './tool-urls';

type LoadModule = typeof import('@ferrite/calculators/load');

let loader: LoadModule | undefined;

/** The calculator at `slug`, loading only its own code; undefined for an unknown slug. */
export async function loadCalculatorAt(slug: string): Promise<CalculatorDescriptor | undefined> {
  loader ??= await import('@ferrite/calculators/load');
  return loader.loadCalculator(slug);
}

/** The calculator at `slug` if it has loaded already. */
export function loadedCalculator(slug: string): CalculatorDescriptor | undefined {
  return loader?.loadedCalculator(slug);
}

/**
 * In a browser about to hydrate a calculator page, that page's calculator, for its head and first
 * render. Elsewhere (the server, a navigation) the route's loader has loaded it.
 */
export async function loadShownCalculator(): Promise<void> {
  if (typeof window === 'undefined') return;
  const slug = matchPath(CALCULATOR_ROUTE_PATH, window.location.pathname)?.params.slug;
  if (slug) await loadCalculatorAt(slug.toLowerCase());
}
