import { ScrollRestoration, type Location } from 'react-router-dom';

/** The key react-router gives a history entry it did not make (no `key` in `history.state`). */
const UNKEYED = 'default';

/**
 * Which saved scroll position belongs to a history entry: the router's own key for entries it
 * made. The entry the page was loaded into and each in-page anchor's (`<a href="#…">`, made by the
 * browser without state) would all share the key `default`: those are told apart by their address.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search' | 'hash'>): string {
  return location.key === UNKEYED ? location.pathname + location.search + location.hash : location.key;
}

/**
 * Scroll as a browser does across the app's own navigations: a new page opens at the top (or at
 * its `#anchor`), back and forward return to where the reader was, a form posted in place stays put.
 * Renders nothing; positions are kept in sessionStorage so they outlive a reload of the tab.
 */
export function PageScroll() {
  return <ScrollRestoration getKey={scrollKey} />;
}
