import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useSubmit } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LinkProvider, LoadingBar } from '@ferrite/ui';
import { DefaultLayout, Header, headerScrollRange, MainNav, type MainNavItem } from '@ferrite/ui/shop';
import { useI18n } from '../i18n';
import { useCartSummary } from '../pages/buying/cart-summary';
import { documentTitle, headFor } from '../routing/head';
import { PageScroll } from '../routing/scroll-restoration';
import { useServices, useStores } from '../state/context';
import { csrfOf, dismissSnackbar } from '../state/stores';
import { HeaderSearch } from './HeaderSearch';
import { LaterCookieNotice, LaterFooter, LaterRegionPickers, LaterSidebar } from './later-parts';
import { RouterLink } from './router-link';
import type { SidebarAtLoad } from './ShellSidebar';
import { loadNavigation, localisedCategories } from './navigation';
import { useScrollY } from './use-scroll-y';

const NAV_ID = 'main-nav';
const Snackbar = lazy(() => import('./ShellSnackbar').then((module) => ({ default: module.ShellSnackbar })));

/** Which main-navigation entry the current path belongs to (aria-current). */
function currentNavItem(pathname: string): MainNavItem | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  const byPrefix: Record<string, MainNavItem> = {
    category: 'allProducts',
    manufacturer: 'manufacturers',
    rfq: 'requestQuote',
    community: 'community',
    tools: 'tools',
    aboutus: 'aboutUs',
    account: 'account',
  };
  return byPrefix[first];
}

/** The Default layout from the kit, wired to the per-request stores, the router and the API. */
export function Shell() {
  const stores = useStores();
  const { api } = useServices();
  const business = useSnapshot(stores.business);
  const session = useSnapshot(stores.session);
  const layout = useSnapshot(stores.layout);
  const snackbar = useSnapshot(stores.snackbar);
  const navigation = useNavigation();
  const matches = useMatches();
  const location = useLocation();
  const submit = useSubmit();
  const cart = useCartSummary();
  const scrollY = useScrollY(headerScrollRange);
  const [menuOpen, setMenuOpen] = useState(false);
  // Fixed for the page: a later part's props must not change before it hydrates.
  const [cookieNotice] = useState(layout.cookieNotice);
  const [sidebarAtLoad] = useState<SidebarAtLoad>(() => ({ cart, refresh: layout.sidebar.refresh }));
  const [navLoading, setNavLoading] = useState(false);
  const site = business.site;
  const i18n = useI18n();
  const { t, section } = i18n;

  // The Sign In link brings the visitor back to this page (docs/product.md §2 main navigation), but not to an account form.
  const here = location.pathname + location.search;
  const signInHref =
    location.pathname === '/' || location.pathname.startsWith('/account')
      ? '/account/login'
      : `/account/login?redirect=${encodeURIComponent(here)}`;

  // The server writes the first title; later navigations update it here.
  const title = documentTitle(site, headFor(matches).title, i18n);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  // A page asking the sidebar to open a section (e.g. after "Compare") needs its code now.
  const sidebarRefresh = layout.sidebar.refresh;
  useEffect(() => {
    if (sidebarRefresh !== sidebarAtLoad.refresh) LaterSidebar.hydrateNow();
  }, [sidebarRefresh, sidebarAtLoad]);

  const current = snackbar.queue[0];
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissSnackbar(stores, current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, stores]);

  // Log Out posts the same CSRF-checked form the no-JavaScript button posts; its action reloads (docs/product.md §4).
  const logOut = () => submit({ _csrf: csrfOf(stores), redirect: here }, { method: 'post', action: '/account/logoff' });
  // The menus' lists are not in the page payload: the first open fetches them.
  const openNavigation = () => {
    if (business.categoryNavList.length > 0) return;
    setNavLoading(true);
    void loadNavigation(api, stores).finally(() => setNavLoading(false));
  };
  const userName = session.user?.UserName;
  const categoryNavList = business.categoryNavList;
  const categories = useMemo(() => localisedCategories(categoryNavList, i18n.term), [categoryNavList, i18n]);

  return (
    <LinkProvider component={RouterLink}>
      <PageScroll />
      <DefaultLayout
        labels={section('kitDefaultLayout')}
        loadingBar={<LoadingBar active={navigation.state !== 'idle'} duration={layout.loading} label={t('shell.pageLoading')} />}
        header={
          <Header
            labels={section('kitHeader')}
            brand={site.brand}
            search={<HeaderSearch />}
            userName={userName}
            cartCount={cart.Count}
            onLogOut={logOut}
            hrefs={{ signIn: signInHref }}
            scrollY={scrollY}
            flat={layout.headerFlat}
            contact={{ phone: site.contactPhone, email: site.contactEmail }}
            regionPicker={<LaterRegionPickers />}
            menuOpen={menuOpen}
            onMenuClick={() => setMenuOpen((open) => !open)}
            menuControls={NAV_ID}
          />
        }
        nav={
          <MainNav
            id={NAV_ID}
            labels={section('kitMainNav')}
            categories={categories}
            manufacturers={business.mfgNavList}
            loading={navLoading}
            renderClosedPanels={false}
            onMenuOpen={openNavigation}
            signedIn={Boolean(userName)}
            signInHref={signInHref}
            onLogOut={logOut}
            current={currentNavItem(location.pathname)}
            mobileOpen={menuOpen}
            onMobileOpenChange={setMenuOpen}
          />
        }
        main={<Outlet />}
        sidebar={<LaterSidebar atLoad={sidebarAtLoad} />}
        footer={<LaterFooter />}
        cookieNotice={cookieNotice ? <LaterCookieNotice /> : undefined}
        snackbar={
          current ? (
            <Suspense fallback={null}>
              <Snackbar
                key={current.id}
                message={current.text}
                type={current.type}
                onClose={() => dismissSnackbar(stores, current.id)}
                closeLabel={t('common.close')}
              />
            </Suspense>
          ) : undefined
        }
      />
    </LinkProvider>
  );
}
