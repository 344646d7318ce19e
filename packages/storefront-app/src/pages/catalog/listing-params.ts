/** Query names of listing filters start with this: `f.Resistance=10 kΩ`. */
export const FILTER_PREFIX = 'f.';
/** Query names of a range's bounds, as typed: `from.Resistance=10k&to.Resistance=47k`. */
export const RANGE_FROM_PREFIX = 'from.';
export const RANGE_TO_PREFIX = 'to.';

/** The typed ranges of a listing URL as the API's `Key:from~to` (a '~' typed in a bound is dropped). */
export function rangesOf(search: URLSearchParams): string[] {
  const bounds = new Map<string, { from: string; to: string }>();
  for (const [name, value] of search) {
    const side = name.startsWith(RANGE_FROM_PREFIX) ? 'from' : name.startsWith(RANGE_TO_PREFIX) ? 'to' : undefined;
    if (!side) continue;
    const key = name.slice(side === 'from' ? RANGE_FROM_PREFIX.length : RANGE_TO_PREFIX.length);
    if (key === '' || key.length > 80 || key.includes(':')) continue;
    const entry = bounds.get(key) ?? { from: '', to: '' };
    entry[side] = value.replaceAll('~', '').trim().slice(0, 60);
    bounds.set(key, entry);
  }
  return [...bounds]
    .filter(([, { from, to }]) => from !== '' || to !== '')
    .slice(0, 10)
    .map(([key, { from, to }]) => `${key}:${from}~${to}`);
}
