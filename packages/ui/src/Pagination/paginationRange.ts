/** Listing pages are capped at 50 (docs/product.md §2, §9): page 51+ is never linked. */
export const maxListingPages = 50;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: first, last, the current page with `siblings` on each side, and
 * ellipses for the gaps, e.g. (7, 20, 1) → [1, '…', 6, 7, 8, '…', 20].
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);
  const slots = siblings * 2 + 5; // first, last, current, 2 ellipses
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showStart = left > 3;
  const showEnd = right < pageCount - 2;
  if (!showStart) return [...range(1, 3 + 2 * siblings), 'ellipsis-end', pageCount];
  if (!showEnd) return [1, 'ellipsis-start', ...range(pageCount - (2 + 2 * siblings), pageCount)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pageCount];
}
