import { redirect } from 'react-router-dom';
import type { FavouriteItem, OrderHistoryRow, RfqHistoryRow } from '../../api/contract';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { lazyFunction, type MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import type { MiddlewareName } from '../../routing/middleware';

// Titles are read when the head is made, once the page's part of the language pack has loaded.
const head = (deps: RouteDeps, title: TranslationKey): RouteHandle => ({ head: () => ({ title: deps.i18n.t(title) }) });
const none = async () => null;
/** A page whose loader only runs its guards. */
const guarded = (deps: RouteDeps, guards: readonly MiddlewareName[], title: TranslationKey) => ({ loader: pageLoader(deps, guards, none), handle: head(deps, title) });

// The page modules hold their actions (and some loaders): they load with the page anyway.
const addressPage = () => import('./AddressPage');
const emailPages = () => import('./EmailPages');
const loginPage = () => import('./LoginPage');
const memberPages = () => import('./MemberPages');
const passwordPages = () => import('./PasswordPages');
const registerPage = () => import('./RegisterPage');

/*
 * The account pages; each names its guards through pageLoader. `auth` pages are listed in
 * links.ts (GUARDED_ACCOUNT_PATHS); `guest` pages send a signed-in visitor home.
 */
export const overview: MakeRouteParts = (deps) => guarded(deps, ['auth'], 'account.titleOverview');
export const login: MakeRouteParts = (deps) => ({ ...guarded(deps, ['guest'], 'account.titleSignIn'), action: lazyFunction(loginPage, (m) => m.loginAction(deps)) });
export const register: MakeRouteParts = (deps) => ({ ...guarded(deps, ['guest'], 'account.titleRegister'), action: lazyFunction(registerPage, (m) => m.registerAction(deps)) });
export const checkEmail: MakeRouteParts = (deps) => ({ ...guarded(deps, [], 'account.titleCheckEmail'), action: lazyFunction(emailPages, (m) => m.resendAction(deps)) });
export const verify: MakeRouteParts = (deps) => ({ ...guarded(deps, [], 'account.titleVerify'), action: lazyFunction(emailPages, (m) => m.resendAction(deps)) });
export const resetPassword: MakeRouteParts = (deps) => ({ ...guarded(deps, [], 'account.titleResetPassword'), action: lazyFunction(passwordPages, (m) => m.resetPasswordAction(deps)) });
export const retrieve: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], lazyFunction(passwordPages, (m) => m.retrieveLoader)),
  action: lazyFunction(passwordPages, (m) => m.retrieveAction(deps)),
  handle: head(deps, 'account.titleRetrieve'),
});
export const retrieveOld: MakeRouteParts = (deps) => ({ ...guarded(deps, [], 'account.titleRetrieveOld'), action: lazyFunction(passwordPages, (m) => m.retrieveOldAction(deps)) });
export const bind: MakeRouteParts = (deps) => ({ ...guarded(deps, ['auth'], 'account.titleBind'), action: lazyFunction(memberPages, (m) => m.bindAction(deps)) });
export const changePassword: MakeRouteParts = (deps) => ({ ...guarded(deps, ['auth'], 'account.titleChangePassword'), action: lazyFunction(passwordPages, (m) => m.changePasswordAction(deps)) });
export const addresses: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, ['auth'], lazyFunction(addressPage, (m) => m.addressLoader(deps))),
  action: lazyFunction(addressPage, (m) => m.addressAction(deps)),
  handle: head(deps, 'account.titleAddresses'),
});
export const favourites: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, ['auth'], () => deps.api.get<FavouriteItem[]>('/account/GetFavouriteList')),
  action: lazyFunction(memberPages, (m) => m.favouritesAction(deps)),
  handle: head(deps, 'account.titleFavourites'),
});
export const orderHistory: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, ['auth'], () => deps.api.get<OrderHistoryRow[]>('/order/History')),
  handle: head(deps, 'account.titleOrderHistory'),
});
export const rfqHistory: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, ['auth'], () => deps.api.get<RfqHistoryRow[]>('/rfq/History')),
  handle: head(deps, 'account.titleRfqHistory'),
});
// Log Out posts here (from the header and the account menu); a plain visit just goes to the account page.
export const logOff: MakeRouteParts = (deps) => ({ loader: () => redirect('/account'), action: lazyFunction(memberPages, (m) => m.logOffAction(deps)) });
