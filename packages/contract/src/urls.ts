/**
 * Part numbers may hold '/', which would split a path: the spec maps each '/' to '\' in
 * /keywords URLs, and product URLs follow the same rule so both round-trip.
 */
export function partNoToPath(partNo: string): string {
  return encodeURIComponent(partNo.replaceAll('/', '\\'));
}

/** Inverse of partNoToPath, for a decoded path segment. */
export function pathToPartNo(segment: string): string {
  return segment.replaceAll('\\', '/');
}

export function productUrl(partNo: string): string {
  return `/product/${partNoToPath(partNo)}`;
}

export function keywordUrl(keyword: string): string {
  return `/keywords/${partNoToPath(keyword)}`;
}

export function categoryUrl(path: string): string {
  return `/category/${path}`;
}

export function manufacturerUrl(slug: string): string {
  return `/manufacturer/${slug}`;
}

export const categoryIconUrl = (id: number) => `/media/category/${id}.svg`;
export const manufacturerLogoUrl = (slug: string) => `/media/manufacturer/${slug}.svg`;
