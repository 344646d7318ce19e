/** Chosen values per facet id, e.g. { manufacturer: ['TI'], package: ['0603', '0805'] }. */
export type FacetSelection = Readonly<Record<string, readonly string[]>>;

/** The selection with `value` added to or removed from facet `facetId`. */
export function toggleFacetValue(selected: FacetSelection, facetId: string, value: string): FacetSelection {
  const current = selected[facetId] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [facetId]: _dropped, ...others } = selected;
  return next.length > 0 ? { ...others, [facetId]: next } : others;
}

/**
 * The GET query string of a selection plus fixed parameters (keyword, sort…), facets as repeated
 * keys in facet order, exactly what a plain `<form method="get">` of checkboxes would submit.
 */
export function filterQuery(selected: FacetSelection, baseParams: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams(baseParams);
  for (const [facetId, values] of Object.entries(selected)) for (const value of values) params.append(facetId, value);
  return params.toString();
}
