/** The build plan a BOM page's URL carries (?builds=&attrition=), as the BOM API's query takes it. */
export function planQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  const builds = url.searchParams.get('builds');
  const attrition = url.searchParams.get('attrition');
  if (builds) query.builds = builds;
  if (attrition) query.attrition = attrition;
  return query;
}
