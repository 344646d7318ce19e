import { redirect, type RouteObject } from 'react-router-dom';
import type { FavouriteItem, OrderHistoryRow, RfqHistoryRow } from '../../api/contract';
import type { TranslationKey } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { lazyFunction, lazyPage } from '../../routing/lazy-page';
import './account.css';

// Titles are read when the page renders, once its part of the language pack has loaded.
const head = (deps: RouteDeps, title: TranslationKey, description?: TranslationKey): RouteHandle => ({
  head: () => ({ title: deps.i18n.t(title), ...(description ? { description: deps.i18n.t(description) } : {}) }),
});
const none = async () => null;

/**
 * The account pages; each route names its guards through pageLoader. `auth` pages are listed in
 * links.ts (GUARDED_ACCOUNT_PATHS); `guest` pages send a signed-in visitor home.
 */
export function accountRoutes(deps: RouteDeps): RouteObject[] {
  // Each page module (component, loader, action) is its own chunk, loaded when the route is.
  const addressPage = () => import('./AddressPage');
  const emailPages = () => import('./EmailPages');
  const loginPage = () => import('./LoginPage');
  const memberPages = () => import('./MemberPages');
  const passwordPages = () => import('./PasswordPages');
  const registerPage = () => import('./RegisterPage');
  return [
    { path: 'account', loader: pageLoader(deps, ['auth'], none), ...lazyPage(memberPages, (m) => ({ Component: m.AccountOverviewPage })), handle: head(deps, 'account.titleOverview') },
    { path: 'account/login', loader: pageLoader(deps, ['guest'], none), action: lazyFunction(loginPage, (m) => m.loginAction(deps)), ...lazyPage(loginPage, (m) => ({ Component: m.LoginPage })), handle: head(deps, 'account.titleSignIn') },
    { path: 'account/register', loader: pageLoader(deps, ['guest'], none), action: lazyFunction(registerPage, (m) => m.registerAction(deps)), ...lazyPage(registerPage, (m) => ({ Component: m.RegisterPage })), handle: head(deps, 'account.titleRegister') },
    { path: 'account/checkemail', loader: pageLoader(deps, [], none), action: lazyFunction(emailPages, (m) => m.resendAction(deps)), ...lazyPage(emailPages, (m) => ({ Component: m.CheckEmailPage })), handle: head(deps, 'account.titleCheckEmail') },
    { path: 'account/verify', loader: pageLoader(deps, [], none), action: lazyFunction(emailPages, (m) => m.resendAction(deps)), ...lazyPage(emailPages, (m) => ({ Component: m.VerifyPage })), handle: head(deps, 'account.titleVerify') },
    { path: 'account/resetpassword', loader: pageLoader(deps, [], none), action: lazyFunction(passwordPages, (m) => m.resetPasswordAction(deps)), ...lazyPage(passwordPages, (m) => ({ Component: m.ResetPasswordPage })), handle: head(deps, 'account.titleResetPassword') },
    { path: 'account/retrieve/:type?', loader: pageLoader(deps, [], lazyFunction(passwordPages, (m) => m.retrieveLoader)), action: lazyFunction(passwordPages, (m) => m.retrieveAction(deps)), ...lazyPage(passwordPages, (m) => ({ Component: m.RetrievePage })), handle: head(deps, 'account.titleRetrieve') },
    { path: 'account/retrieve-old', loader: pageLoader(deps, [], none), action: lazyFunction(passwordPages, (m) => m.retrieveOldAction(deps)), ...lazyPage(passwordPages, (m) => ({ Component: m.RetrieveOldPage })), handle: head(deps, 'account.titleRetrieveOld') },
    { path: 'account/bind', loader: pageLoader(deps, ['auth'], none), action: lazyFunction(memberPages, (m) => m.bindAction(deps)), ...lazyPage(memberPages, (m) => ({ Component: m.BindPage })), handle: head(deps, 'account.titleBind') },
    { path: 'account/changepassword', loader: pageLoader(deps, ['auth'], none), action: lazyFunction(passwordPages, (m) => m.changePasswordAction(deps)), ...lazyPage(passwordPages, (m) => ({ Component: m.ChangePasswordPage })), handle: head(deps, 'account.titleChangePassword') },
    {
      path: 'account/addressmanagement',
      loader: pageLoader(deps, ['auth'], lazyFunction(addressPage, (m) => m.addressLoader(deps))),
      action: lazyFunction(addressPage, (m) => m.addressAction(deps)),
      ...lazyPage(addressPage, (m) => ({ Component: m.AddressPage })),
      handle: head(deps, 'account.titleAddresses'),
    },
    {
      path: 'account/favourites',
      loader: pageLoader(deps, ['auth'], () => deps.api.get<FavouriteItem[]>('/account/GetFavouriteList')),
      action: lazyFunction(memberPages, (m) => m.favouritesAction(deps)),
      ...lazyPage(memberPages, (m) => ({ Component: m.FavouritesPage })),
      handle: head(deps, 'account.titleFavourites'),
    },
    {
      path: 'account/orderstatushistory',
      loader: pageLoader(deps, ['auth'], () => deps.api.get<OrderHistoryRow[]>('/order/History')),
      ...lazyPage(memberPages, (m) => ({ Component: m.OrderHistoryPage })),
      handle: head(deps, 'account.titleOrderHistory'),
    },
    {
      path: 'account/rfqhistory',
      loader: pageLoader(deps, ['auth'], () => deps.api.get<RfqHistoryRow[]>('/rfq/History')),
      ...lazyPage(memberPages, (m) => ({ Component: m.RfqHistoryPage })),
      handle: head(deps, 'account.titleRfqHistory'),
    },
    // Log Out posts here (from the header and the account menu); a plain visit just goes to the account page.
    { path: 'account/logoff', loader: () => redirect('/account'), action: lazyFunction(memberPages, (m) => m.logOffAction(deps)) },
  ];
}
