// @ferrite/calculators is large and only the tools pages need it: it comes in their chunk. Route
// code outside that chunk (loaders, the head) reaches it through here once it has loaded.
type CalculatorsModule = typeof import('@ferrite/calculators');

let loaded: CalculatorsModule | undefined;

export async function loadCalculators(): Promise<CalculatorsModule> {
  loaded ??= await import('@ferrite/calculators');
  return loaded;
}

/** The module if a loader (or the route's lazy part, before hydration) has loaded it already. */
export function loadedCalculators(): CalculatorsModule | undefined {
  return loaded;
}
