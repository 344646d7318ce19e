import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';
import { withPackParts } from '../../routing/pack-parts';
import './account.css';

// Only what matching needs stays in the first load: guards, actions and heads come with the route
// (account-routes.ts), each page module in its own chunk (issue 10).
const parts = () => import('./account-routes');
const memberPages = () => import('./MemberPages');
const passwordPages = () => import('./PasswordPages');
const emailPages = () => import('./EmailPages');

/**
 * The account pages: sign in and registration, recovery, and the signed-in account area. Each
 * group names the parts of the language pack its pages read (see withPackParts); every account
 * page reads the common part (titles, the account menu, form fields, the API's messages).
 */
export function accountRoutes(deps: RouteDeps): RouteObject[] {
  return [
    ...withPackParts(deps, ['accountCommon', 'accountSignIn'], signInRoutes(deps)),
    ...withPackParts(deps, ['accountCommon', 'accountArea'], [
      { path: 'account', ...lazyRoute(deps, exported(parts, 'overview'), exported(memberPages, 'AccountOverviewPage')) },
      { path: 'account/bind', ...lazyRoute(deps, exported(parts, 'bind'), exported(memberPages, 'BindPage')) },
      { path: 'account/changepassword', ...lazyRoute(deps, exported(parts, 'changePassword'), exported(passwordPages, 'ChangePasswordPage')) },
      { path: 'account/addressmanagement', ...lazyRoute(deps, exported(parts, 'addresses'), exported(() => import('./AddressPage'), 'AddressPage')) },
      { path: 'account/favourites', ...lazyRoute(deps, exported(parts, 'favourites'), exported(memberPages, 'FavouritesPage')) },
    ]),
    // Orders show their states in the buying section's words, quotes in the sourcing section's.
    ...withPackParts(deps, ['accountCommon', 'accountArea', 'buyingStates'], [
      { path: 'account/orderstatushistory', ...lazyRoute(deps, exported(parts, 'orderHistory'), exported(memberPages, 'OrderHistoryPage')) },
    ]),
    ...withPackParts(deps, ['accountCommon', 'accountArea', 'sourcingCommon'], [
      { path: 'account/rfqhistory', ...lazyRoute(deps, exported(parts, 'rfqHistory'), exported(memberPages, 'RfqHistoryPage')) },
    ]),
    ...withPackParts(deps, ['accountCommon'], [{ path: 'account/logoff', ...lazyRoute(deps, exported(parts, 'logOff')) }]),
  ];
}

/** Signing in, registering, confirming an email address and recovering a password. */
function signInRoutes(deps: RouteDeps): RouteObject[] {
  return [
    { path: 'account/login', ...lazyRoute(deps, exported(parts, 'login'), exported(() => import('./LoginPage'), 'LoginPage')) },
    { path: 'account/register', ...lazyRoute(deps, exported(parts, 'register'), exported(() => import('./RegisterPage'), 'RegisterPage')) },
    { path: 'account/checkemail', ...lazyRoute(deps, exported(parts, 'checkEmail'), exported(emailPages, 'CheckEmailPage')) },
    { path: 'account/verify', ...lazyRoute(deps, exported(parts, 'verify'), exported(emailPages, 'VerifyPage')) },
    { path: 'account/resetpassword', ...lazyRoute(deps, exported(parts, 'resetPassword'), exported(passwordPages, 'ResetPasswordPage')) },
    { path: 'account/retrieve/:type?', ...lazyRoute(deps, exported(parts, 'retrieve'), exported(passwordPages, 'RetrievePage')) },
    { path: 'account/retrieve-old', ...lazyRoute(deps, exported(parts, 'retrieveOld'), exported(passwordPages, 'RetrieveOldPage')) },
  ];
}
