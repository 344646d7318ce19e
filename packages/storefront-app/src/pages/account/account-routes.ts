import { redirect } from 'react-router-dom';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { notFound } from '../../routing/not-found';
import type { MiddlewareName } from '../../routing/middleware';
import { endpoints } from '@ferrite/contract/endpoints';

// Titles are read when the head is made, once the page's part of the language pack has loaded.
const head = (deps: RouteDeps, title: TranslationKey): RouteHandle => ({ head: () => ({ title: deps.i18n.t(title) }) });
const none = async () => null;
/** A page whose loader only runs its guards. */
const guarded = (deps: RouteDeps, guards: readonly MiddlewareName[], title: TranslationKey) => ({
  loader: pageLoader(deps, guards, none),
  handle: head(deps, title),
});

// The page modules hold their actions (and some loaders): `page` loads the route's, with the page.
type AddressPage = MakeRouteParts<typeof import('./AddressPage')>;
type DemoMailboxPage = MakeRouteParts<typeof import('./DemoMailboxPage')>;
type EmailPages = MakeRouteParts<typeof import('./EmailPages')>;
type LoginPage = MakeRouteParts<typeof import('./LoginPage')>;
type MemberPages = MakeRouteParts<typeof import('./MemberPages')>;
type PasswordPages = MakeRouteParts<typeof import('./PasswordPages')>;
type RegisterPage = MakeRouteParts<typeof import('./RegisterPage')>;

/*
 * The account pages; each names its guards through pageLoader. `auth` pages are listed in
 * links.ts (GUARDED_ACCOUNT_PATHS); `guest` pages send a signed-in visitor home.
 */
export const overview: MemberPages = (deps) => guarded(deps, ['auth'], 'account.titleOverview');
export const login: LoginPage = (deps, page) => ({
  ...guarded(deps, ['guest'], 'account.titleSignIn'),
  action: lazyFunction(page, (m) => m.loginAction(deps)),
});
export const register: RegisterPage = (deps, page) => ({
  ...guarded(deps, ['guest'], 'account.titleRegister'),
  action: lazyFunction(page, (m) => m.registerAction(deps)),
});
export const checkEmail: EmailPages = (deps, page) => ({
  ...guarded(deps, [], 'account.titleCheckEmail'),
  action: lazyFunction(page, (m) => m.resendAction(deps)),
});
export const verify: EmailPages = (deps, page) => ({
  ...guarded(deps, [], 'account.titleVerify'),
  action: lazyFunction(page, (m) => m.resendAction(deps)),
});
export const resetPassword: PasswordPages = (deps, page) => ({
  ...guarded(deps, [], 'account.titleResetPassword'),
  action: lazyFunction(page, (m) => m.resetPasswordAction(deps)),
});
export const retrieve: PasswordPages = (deps, page) => ({
  loader: pageLoader(
    deps,
    [],
    lazyFunction(page, (m) => m.retrieveLoader),
  ),
  action: lazyFunction(page, (m) => m.retrieveAction(deps)),
  handle: head(deps, 'account.titleRetrieve'),
});
export const retrieveOld: PasswordPages = (deps, page) => ({
  ...guarded(deps, [], 'account.titleRetrieveOld'),
  action: lazyFunction(page, (m) => m.retrieveOldAction(deps)),
});
export const bind: MemberPages = (deps, page) => ({
  ...guarded(deps, ['auth'], 'account.titleBind'),
  action: lazyFunction(page, (m) => m.bindAction(deps)),
});
export const changePassword: PasswordPages = (deps, page) => ({
  ...guarded(deps, ['auth'], 'account.titleChangePassword'),
  action: lazyFunction(page, (m) => m.changePasswordAction(deps)),
});
export const addresses: AddressPage = (deps, page) => ({
  loader: pageLoader(
    deps,
    ['auth'],
    lazyFunction(page, (m) => m.addressLoader(deps)),
  ),
  action: lazyFunction(page, (m) => m.addressAction(deps)),
  handle: head(deps, 'account.titleAddresses'),
});
export const favourites: MemberPages = (deps, page) => ({
  loader: pageLoader(deps, ['auth'], () => deps.api.call(endpoints.account.favourites)),
  action: lazyFunction(page, (m) => m.favouritesAction(deps)),
  handle: head(deps, 'account.titleFavourites'),
});
export const orderHistory: MemberPages = (deps) => ({
  loader: pageLoader(deps, ['auth'], () => deps.api.call(endpoints.buying.orderHistory)),
  handle: head(deps, 'account.titleOrderHistory'),
});
export const rfqHistory: MemberPages = (deps) => ({
  loader: pageLoader(deps, ['auth'], () => deps.api.call(endpoints.sourcing.rfqHistory)),
  handle: head(deps, 'account.titleRfqHistory'),
});
// Only in a demonstration whose mail stays in the outbox (SiteSettings.demoMailbox); anywhere else
// the address is not found, like any address the store does not have.
export const demoMailbox: DemoMailboxPage = (deps, page) => {
  const load = lazyFunction(page, (m) => m.demoMailboxLoader(deps));
  return {
    loader: pageLoader(deps, [], (args) => (deps.stores.business.site.demoMailbox ? load(args) : notFound(deps))),
    handle: head(deps, 'account.titleDemoMailbox'),
  };
};
// Log Out posts here (from the header and the account menu); a plain visit just goes to the account page.
export const logOff: MemberPages = (deps, page) => ({
  loader: () => redirect('/account'),
  action: lazyFunction(page, (m) => m.logOffAction(deps)),
});
