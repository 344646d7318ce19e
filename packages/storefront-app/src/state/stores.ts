import { proxy, ref, snapshot } from 'valtio';
import type { CategoryNavItem, ManufacturerNavItem, SiteSettings } from '@ferrite/contract';

export const CURRENCIES = [
  { text: 'USD', value: 'USD', symbol: '$' },
  { text: 'EUR', value: 'EUR', symbol: '€' },
] as const;

export type SnackbarType = 'success' | 'warning' | 'error' | 'info';
export interface SnackbarMessage {
  id: number;
  type: SnackbarType;
  text: string;
  /** ms, docs/product.md §9 default 4000 */
  duration: number;
}

export type SidebarView = 'cart' | 'compare' | 'recent';

/** Layout state the spec lists (§3). */
export interface LayoutState {
  /** Delay in ms before the navigation progress bar shows (spec: loading default 800). */
  loading: number;
  searchBar: boolean;
  navBar: boolean;
  headerFlat: boolean;
  sidebar: { sectionView: SidebarView; sidebarBtn: boolean; sidebarContent: boolean; refresh: boolean };
  viewIntersect: boolean;
  breakpoint: { name: 'xs' | 'sm' | 'md' | 'lg'; value: number };
  isMobile: boolean;
  refLoc: string;
  /** The visitor has not answered the cookie notice yet (no `_policy` cookie). */
  cookieNotice: boolean;
}

export interface BusinessState {
  site: SiteSettings;
  countryList: { NameEN: string; RegionValue: string }[];
  accountNavLinks: { text: string; href: string }[];
  categoryNavList: CategoryNavItem[];
  mfgNavList: ManufacturerNavItem[];
  currencyList: { text: string; value: string; symbol: string }[];
  currencySymbol: string;
  currency: string;
  /** Units of `currency` per US dollar (decimal text, '1' for USD) and its effective date: set at SSR start. */
  exchangeRate: string;
  exchangeRateDate: string;
  lang: string;
  domain: string;
}

export interface SessionState {
  token: string;
  user: { UserName: string } | null;
}

export interface StoreSnapshot {
  layout: LayoutState;
  business: BusinessState;
  session: SessionState;
}

export interface Stores {
  layout: LayoutState;
  business: BusinessState;
  session: SessionState;
  snackbar: { queue: SnackbarMessage[] };
}

const defaultSite: SiteSettings = {
  brand: 'Ferrite',
  titleSuffix: 'Electronic Components Distributor',
  copyrightYear: 2025,
  contactPhone: '',
  contactEmail: '',
  apiBaseUrl: '/api',
  demoMailbox: false,
};

/**
 * A fresh set of stores. The server calls this once per request; a module-level store would let
 * one visitor see another's cart.
 */
export interface InitialStores {
  layout?: Partial<LayoutState>;
  business?: Partial<BusinessState>;
  session?: Partial<SessionState>;
}

export function createStores(initial: InitialStores = {}): Stores {
  return {
    layout: proxy<LayoutState>({
      loading: 800,
      searchBar: true,
      navBar: true,
      headerFlat: false,
      sidebar: { sectionView: 'cart', sidebarBtn: false, sidebarContent: false, refresh: false },
      viewIntersect: false,
      breakpoint: { name: 'lg', value: 1344 },
      isMobile: false,
      refLoc: '',
      cookieNotice: false,
      ...initial.layout,
    }),
    business: proxy<BusinessState>({
      site: defaultSite,
      countryList: [],
      accountNavLinks: [],
      currencyList: CURRENCIES.map((c) => ({ ...c })),
      currencySymbol: '$',
      currency: 'USD',
      exchangeRate: '1',
      exchangeRateDate: '',
      lang: 'en',
      domain: '',
      ...initial.business,
      // Large and only ever replaced whole: ref() spares proxying every node (per request on the server).
      categoryNavList: ref(initial.business?.categoryNavList ?? []),
      mfgNavList: ref(initial.business?.mfgNavList ?? []),
    }),
    session: proxy<SessionState>({ token: '', user: null, ...initial.session }),
    snackbar: proxy({ queue: [] as SnackbarMessage[] }),
  };
}

/**
 * What the server embeds for hydration: plain data, no proxies. The menus' navigation lists stay
 * out: the page renders them only once a menu opens, and the browser fetches them then
 * (shell/navigation.ts); they were most of every page's payload (issue 10).
 */
export function snapshotStores(stores: Stores): StoreSnapshot {
  return {
    layout: snapshot(stores.layout) as LayoutState,
    business: { ...(snapshot(stores.business) as BusinessState), categoryNavList: [], mfgNavList: [] },
    session: snapshot(stores.session) as SessionState,
  };
}

let nextSnackbarId = 1;
/** Queues a message; the Snackbar shows them one after another. */
export function showSnackbar(stores: Stores, type: SnackbarType, text: string, duration = 4000): void {
  stores.snackbar.queue.push({ id: nextSnackbarId++, type, text, duration });
}

export function dismissSnackbar(stores: Stores, id: number): void {
  const index = stores.snackbar.queue.findIndex((message) => message.id === id);
  if (index >= 0) stores.snackbar.queue.splice(index, 1);
}

/** The session's CSRF token, for form posts (empty when signed out). */
export function csrfOf(stores: Stores): string {
  return (stores.session.user as { CsrfToken?: string } | null)?.CsrfToken ?? '';
}
