import { redirect } from 'react-router-dom';
import { MAX_LISTING_PAGE } from '@ferrite/contract';

/**
 * Spec §2/§5: a `page` of 1 or above 50 is dropped by redirect (page 1 is the default, 50 the
 * last). Anything that is not a whole number is dropped too. Returns the page to load.
 */
export function pageFromUrl(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (page >= 2 && page <= MAX_LISTING_PAGE) return page;
  const next = new URL(url);
  next.searchParams.delete('page');
  throw redirect(next.pathname + next.search);
}

/** The same URL with a page number (page 1 is written without it). */
export function withPage(url: URL, page: number): string {
  const next = new URL(url);
  if (page <= 1) next.searchParams.delete('page');
  else next.searchParams.set('page', String(page));
  return next.pathname + next.search;
}
