import { hydrateLater } from '../routing/hydrate-later';

// Shell parts a shopper does not need before the page is interactive: the server renders them as
// before, the browser loads and hydrates each from its own chunk later (issue 10).

/** The footer, when it nears the viewport (or is pointed at or focused first). */
export const LaterFooter = hydrateLater('footer', () => import('./ShellFooter').then((module) => module.ShellFooter), ['visible']);

// The side rail, the region pickers and the cookie notice come in one module: every page loads all
// three once idle, and one request is a round trip less on a phone (issue 21).
const idleParts = () => import('./idle-parts');

/** The side rail, on the first pointer, focus or key on it, or once the page is idle. */
export const LaterSidebar = hydrateLater('sidebar', () => idleParts().then((module) => module.ShellSidebar), ['interaction', 'idle']);

/** The top bar's language picker and region menu, like the side rail. */
export const LaterRegionPickers = hydrateLater('region-pickers', () => idleParts().then((module) => module.RegionPickers), [
  'interaction',
  'idle',
]);

/** The cookie notice, once the page is idle (or on a press before that). */
export const LaterCookieNotice = hydrateLater('cookie-notice', () => idleParts().then((module) => module.ShellCookieNotice), [
  'interaction',
  'idle',
]);

/** The server renders the parts synchronously: their modules are loaded once, before the first page. */
export function preloadShellParts(): Promise<void> {
  return Promise.all([LaterFooter, LaterSidebar, LaterRegionPickers, LaterCookieNotice].map((part) => part.preload())).then(
    () => undefined,
  );
}
