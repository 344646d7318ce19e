import type { ApiClient } from '../api/client';
import type { SiteMaps } from '@ferrite/contract/currency-data';
import { endpoints } from '@ferrite/contract/endpoints';

type Here = Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>;

const originOf = (address: string): string | undefined => {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
};

/**
 * Where region save goes (docs/product.md §4): the same page on the chosen language's site when the map
 * (GET /Home/GetMaps) names another origin for it, else nowhere (the caller reloads). The map is
 * keyed by language as the region menu names it ('English'), by code ('en'), and docs/product.md §9 keys the
 * Chinese site 'China'. A host the map does not list (a preview or a test server) is none of the
 * language sites, so it stays where it is.
 */
export function regionSiteUrl(maps: SiteMaps, language: string, code: string, here: Here): string | undefined {
  const address = maps[language] ?? maps[code] ?? (code === 'zh' ? maps.China : undefined);
  const target = address ? originOf(address) : undefined;
  if (!target || target === here.origin) return undefined;
  if (!Object.values(maps).some((value) => originOf(value) === here.origin)) return undefined;
  return `${target}${here.pathname}${here.search}${here.hash}`;
}

/** After the region cookies are written: go to the language's site, or reload; a failed map call just reloads. */
export async function goToRegionSite(api: ApiClient, language: string, code: string): Promise<void> {
  try {
    const maps = await api.silent.call(endpoints.site.maps);
    const url = regionSiteUrl(maps ?? {}, language, code, window.location);
    if (url) {
      window.location.assign(url);
      return;
    }
  } catch {
    // The map is a convenience: without it the visitor stays on this site.
  }
  window.location.reload();
}
