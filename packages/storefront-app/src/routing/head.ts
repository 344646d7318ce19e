import type { SiteSettings } from '@ferrite/contract';
import { shell as englishShell } from '../i18n/packs/en/shell';
import type { Translator } from '../i18n/translator';

/** What a route puts in the document head; `title` is the page's own part, before the brand. */
export interface RouteHead {
  title?: string;
  description?: string;
  /** Site-relative canonical path; the server makes it absolute. */
  canonical?: string;
  /** Structured data (schema.org), written as application/ld+json. */
  jsonLd?: unknown;
}

export interface RouteHandle {
  head?: (loaderData: unknown) => RouteHead;
  middleware?: readonly string[];
}

/** `Ferrite | Electronic Components Distributor` on the home page, `{page} | Ferrite` elsewhere. */
export function documentTitle(site: Pick<SiteSettings, 'brand' | 'titleSuffix'>, pageTitle?: string, i18n?: Pick<Translator, 't'>): string {
  if (pageTitle) return `${pageTitle} | ${site.brand}`;
  // The configured suffix is translated only while it is the default wording the packs know.
  const suffix = i18n && site.titleSuffix === englishShell.titleSuffix ? i18n.t('shell.titleSuffix') : site.titleSuffix;
  return `${site.brand} | ${suffix}`;
}

/** The deepest matched route that says something about the head wins. */
export function headFor(matches: { handle?: unknown; data?: unknown; loaderData?: unknown }[]): RouteHead {
  let head: RouteHead = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.head) head = { ...head, ...handle.head(match.loaderData ?? match.data) };
  }
  return head;
}
