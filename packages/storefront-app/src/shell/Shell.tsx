import { useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useStores } from '../state/context';
import { dismissSnackbar } from '../state/stores';
import { LogOffButton } from '../pages/account/LogOffButton';
import { documentTitle, headFor } from '../routing/head';
import { LinkProvider } from '@ferrite/ui';
import { RouterLink } from './router-link';

/** The Default layout: header, nav, main, sidebar and footer around the page. */
export function Shell() {
  const stores = useStores();
  const business = useSnapshot(stores.business);
  const session = useSnapshot(stores.session);
  const snackbar = useSnapshot(stores.snackbar);
  const navigation = useNavigation();
  const matches = useMatches();
  const location = useLocation();
  // The Sign In link brings the visitor back to this page (spec §2 main navigation), but not to an account form.
  const here = location.pathname + location.search;
  const signInRedirect = location.pathname === '/' || location.pathname.startsWith('/account') ? '' : `?redirect=${encodeURIComponent(here)}`;
  const site = business.site;

  // The server writes the first title; later navigations update it here.
  const title = documentTitle(site, headFor(matches).title);
  useEffect(() => {
    document.title = title;
  }, [title]);

  const current = snackbar.queue[0];
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissSnackbar(stores, current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, stores]);

  return (
    <LinkProvider component={RouterLink}>
      <div className="fe-shell">
        <a className="fe-skip" href="#main">
          Skip to content
        </a>
        {navigation.state !== 'idle' ? <div className="fe-loading-bar" role="progressbar" aria-label="Loading page" /> : null}
        <div className="fe-topbar">
          <span>
            {site.contactPhone} · {site.contactEmail}
          </span>
          <Link to="/bom">BOM Tool</Link>
        </div>
        <header className="fe-header">
          <Link to="/" className="fe-logo" aria-label={`${site.brand} home`}>
            {site.brand}
          </Link>
          <form method="get" action="/search" role="search" className="fe-search">
            <input name="keyword" type="search" placeholder="Search part number or keyword" aria-label="Search parts" minLength={3} />
            <button type="submit">Search</button>
          </form>
          <nav aria-label="Account" className="fe-account">
            {session.user ? (
              <>
                <Link to="/account">Hi, {session.user.UserName}</Link> <LogOffButton />
              </>
            ) : (
              <>
                <Link to={`/account/login${signInRedirect}`}>Sign In</Link> <Link to="/account/register">Register</Link>
              </>
            )}{' '}
            <Link to="/shopcart">My Cart</Link>
          </nav>
        </header>
        <nav aria-label="Main" className="fe-nav">
          <ul>
            <li>
              <Link to="/category">All Products</Link>
            </li>
            <li>
              <Link to="/manufacturer">Manufacturers</Link>
            </li>
            <li>
              <Link to="/rfq">Request Quote</Link>
            </li>
            <li>
              <Link to="/community">Community</Link>
            </li>
            <li>
              <Link to="/tools">Tools</Link>
            </li>
            <li>
              <Link to="/AboutUs">About Us</Link>
            </li>
          </ul>
        </nav>
        <main id="main" className="fe-main">
          <Outlet />
        </main>
        <footer className="fe-footer">
          <p>
            {site.contactPhone} · <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
          <p>
            © {site.copyrightYear} {site.brand}. All rights reserved.
          </p>
        </footer>
        {current ? (
          <div className={`fe-snackbar fe-snackbar--${current.type}`} role={current.type === 'error' ? 'alert' : 'status'}>
            {current.text}
          </div>
        ) : null}
      </div>
    </LinkProvider>
  );
}
