import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, useSubmit } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  CookieNotice,
  DefaultLayout,
  Header,
  headerScrollRange,
  LinkProvider,
  LoadingBar,
  MainNav,
  RegionPicker,
  Snackbar,
  type MainNavItem,
} from '@ferrite/ui';
import { useCartSummary } from '../pages/buying/cart-summary';
import { csrfOf } from '../pages/account/forms';
import { documentTitle, headFor } from '../routing/head';
import { useStores } from '../state/context';
import { dismissSnackbar } from '../state/stores';
import { HeaderSearch } from './HeaderSearch';
import { LANGUAGE_NAMES, languageCodeOf, writeCookie } from './region';
import { RouterLink } from './router-link';
import { ShellFooter } from './ShellFooter';
import { ShellSidebar } from './ShellSidebar';
import { useScrollY } from './use-scroll-y';

const NAV_ID = 'main-nav';

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
  const [cookieNotice, setCookieNotice] = useState(layout.cookieNotice);
  const site = business.site;

  // The Sign In link brings the visitor back to this page (spec §2 main navigation), but not to an account form.
  const here = location.pathname + location.search;
  const signInHref =
    location.pathname === '/' || location.pathname.startsWith('/account') ? '/account/login' : `/account/login?redirect=${encodeURIComponent(here)}`;

  // The server writes the first title; later navigations update it here.
  const title = documentTitle(site, headFor(matches).title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const current = snackbar.queue[0];
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissSnackbar(stores, current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, stores]);

  // Log Out posts the same CSRF-checked form the no-JavaScript button posts; its action reloads (spec §4).
  const logOut = () => submit({ _csrf: csrfOf(stores), redirect: here }, { method: 'post', action: '/account/logoff' });
  const answerCookieNotice = () => {
    writeCookie('_policy', '1');
    setCookieNotice(false);
  };
  const userName = session.user?.UserName;

  return (
    <LinkProvider component={RouterLink}>
      <DefaultLayout
        loadingBar={<LoadingBar active={navigation.state !== 'idle'} duration={layout.loading} />}
        header={
          <Header
            brand={site.brand}
            search={<HeaderSearch />}
            userName={userName}
            cartCount={cart.Count}
            onLogOut={logOut}
            hrefs={{ signIn: signInHref }}
            scrollY={scrollY}
            flat={layout.headerFlat}
            contact={{ phone: site.contactPhone, email: site.contactEmail }}
            regionPicker={
              <RegionPicker
                tone="inverse"
                language={LANGUAGE_NAMES[business.lang] ?? 'English'}
                currency={business.currency}
                onSave={({ language, currency }) => {
                  writeCookie('_lang', languageCodeOf(language));
                  writeCookie('_currency', currency);
                  window.location.reload();
                }}
              />
            }
            menuOpen={menuOpen}
            onMenuClick={() => setMenuOpen((open) => !open)}
            menuControls={NAV_ID}
          />
        }
        nav={
          <MainNav
            id={NAV_ID}
            categories={business.categoryNavList}
            manufacturers={business.mfgNavList}
            signedIn={Boolean(userName)}
            signInHref={signInHref}
            onLogOut={logOut}
            current={currentNavItem(location.pathname)}
            mobileOpen={menuOpen}
            onMobileOpenChange={setMenuOpen}
          />
        }
        main={<Outlet />}
        sidebar={<ShellSidebar />}
        footer={<ShellFooter />}
        cookieNotice={cookieNotice ? <CookieNotice onAccept={answerCookieNotice} onReject={answerCookieNotice} /> : undefined}
        snackbar={
          current ? <Snackbar key={current.id} message={current.text} type={current.type} onClose={() => dismissSnackbar(stores, current.id)} /> : undefined
        }
      />
    </LinkProvider>
  );
}
