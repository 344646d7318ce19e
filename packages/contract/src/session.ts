/** Site-wide facts the shell needs on every page, served once per request. */
export interface SiteSettings {
  brand: string;
  titleSuffix: string;
  copyrightYear: number;
  contactPhone: string;
  contactEmail: string;
  apiBaseUrl: string;
  /** A demonstration whose mail stays in the outbox: the store shows it as the demo mailbox (DEMO_MAILBOX_PATH). */
  demoMailbox: boolean;
}

/** Anonymous identifiers the spec names (§3), kept in cookies. */
export const ANONYMOUS_ID_COOKIES = { tid: 'tid', cid: 'cid', uid: 'uid', sid: 'sid' } as const;
export type AnonymousIdKind = keyof typeof ANONYMOUS_ID_COOKIES;
