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
    ...withPackParts(
      deps,
      ['accountCommon', 'accountArea', 'kitDataTable'],
      [
        { path: 'account', ...lazyRoute(deps, exported(parts, 'overview'), memberPages, (m) => m.AccountOverviewPage) },
        { path: 'account/bind', ...lazyRoute(deps, exported(parts, 'bind'), memberPages, (m) => m.BindPage) },
        {
          path: 'account/changepassword',
          ...lazyRoute(deps, exported(parts, 'changePassword'), passwordPages, (m) => m.ChangePasswordPage),
        },
        {
          path: 'account/addressmanagement',
          ...lazyRoute(
            deps,
            exported(parts, 'addresses'),
            () => import('./AddressPage'),
            (m) => m.AddressPage,
          ),
        },
        { path: 'account/favourites', ...lazyRoute(deps, exported(parts, 'favourites'), memberPages, (m) => m.FavouritesPage) },
      ],
    ),
    // Orders show their states in the buying section's words, quotes in the sourcing section's.
    ...withPackParts(
      deps,
      ['accountCommon', 'accountArea', 'buyingStates', 'kitDataTable'],
      [{ path: 'account/orderstatushistory', ...lazyRoute(deps, exported(parts, 'orderHistory'), memberPages, (m) => m.OrderHistoryPage) }],
    ),
    ...withPackParts(
      deps,
      ['accountCommon', 'accountArea', 'sourcingCommon', 'kitDataTable'],
      [{ path: 'account/rfqhistory', ...lazyRoute(deps, exported(parts, 'rfqHistory'), memberPages, (m) => m.RfqHistoryPage) }],
    ),
    ...withPackParts(deps, ['accountCommon'], [{ path: 'account/logoff', ...lazyRoute(deps, exported(parts, 'logOff'), memberPages) }]),
  ];
}

/** Signing in, registering, confirming an email address and recovering a password (and, in a demonstration, reading that mail). */
function signInRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: 'account/login',
      ...lazyRoute(
        deps,
        exported(parts, 'login'),
        () => import('./LoginPage'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: 'account/register',
      ...lazyRoute(
        deps,
        exported(parts, 'register'),
        () => import('./RegisterPage'),
        (m) => m.RegisterPage,
      ),
    },
    { path: 'account/checkemail', ...lazyRoute(deps, exported(parts, 'checkEmail'), emailPages, (m) => m.CheckEmailPage) },
    { path: 'account/verify', ...lazyRoute(deps, exported(parts, 'verify'), emailPages, (m) => m.VerifyPage) },
    { path: 'account/resetpassword', ...lazyRoute(deps, exported(parts, 'resetPassword'), passwordPages, (m) => m.ResetPasswordPage) },
    { path: 'account/retrieve/:type?', ...lazyRoute(deps, exported(parts, 'retrieve'), passwordPages, (m) => m.RetrievePage) },
    { path: 'account/retrieve-old', ...lazyRoute(deps, exported(parts, 'retrieveOld'), passwordPages, (m) => m.RetrieveOldPage) },
    // A demonstration's outbox, where its visitors read the mail those pages send (404 elsewhere).
    {
      path: 'demo/mailbox',
      ...lazyRoute(
        deps,
        exported(parts, 'demoMailbox'),
        () => import('./DemoMailboxPage'),
        (m) => m.DemoMailboxPage,
      ),
    },
  ];
}
