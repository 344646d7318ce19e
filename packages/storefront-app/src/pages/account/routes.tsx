import { redirect, type RouteObject } from 'react-router-dom';
import type { FavouriteItem, OrderHistoryRow, RfqHistoryRow } from '../../api/contract';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { AddressPage, addressAction, addressLoader } from './AddressPage';
import { CheckEmailPage, resendAction, VerifyPage } from './EmailPages';
import { loginAction, LoginPage } from './LoginPage';
import { AccountOverviewPage, bindAction, BindPage, FavouritesPage, favouritesAction, logOffAction, OrderHistoryPage, RfqHistoryPage } from './MemberPages';
import {
  changePasswordAction,
  ChangePasswordPage,
  resetPasswordAction,
  ResetPasswordPage,
  retrieveAction,
  retrieveLoader,
  retrieveOldAction,
  RetrieveOldPage,
  RetrievePage,
} from './PasswordPages';
import { RegisterPage, registerAction } from './RegisterPage';
import './account.css';

const head = (title: string, description?: string): RouteHandle => ({ head: () => ({ title, ...(description ? { description } : {}) }) });
const none = async () => null;

/**
 * The account pages; each route names its guards through pageLoader. `auth` pages are listed in
 * links.ts (GUARDED_ACCOUNT_PATHS); `guest` pages send a signed-in visitor home.
 */
export function accountRoutes(deps: RouteDeps): RouteObject[] {
  return [
    { path: 'account', loader: pageLoader(deps, ['auth'], none), element: <AccountOverviewPage />, handle: head('My Account') },
    { path: 'account/login', loader: pageLoader(deps, ['guest'], none), action: loginAction(deps), element: <LoginPage />, handle: head('Sign In') },
    { path: 'account/register', loader: pageLoader(deps, ['guest'], none), action: registerAction(deps), element: <RegisterPage />, handle: head('Register') },
    { path: 'account/checkemail', loader: pageLoader(deps, [], none), action: resendAction(deps), element: <CheckEmailPage />, handle: head('Check your email') },
    { path: 'account/verify', loader: pageLoader(deps, [], none), action: resendAction(deps), element: <VerifyPage />, handle: head('Confirm your email') },
    { path: 'account/resetpassword', loader: pageLoader(deps, [], none), action: resetPasswordAction(deps), element: <ResetPasswordPage />, handle: head('Reset password') },
    { path: 'account/retrieve/:type?', loader: pageLoader(deps, [], async (args) => retrieveLoader(args)), action: retrieveAction(deps), element: <RetrievePage />, handle: head("Can't sign in?") },
    { path: 'account/retrieve-old', loader: pageLoader(deps, [], none), action: retrieveOldAction(deps), element: <RetrieveOldPage />, handle: head('Accounts from our old site') },
    { path: 'account/bind', loader: pageLoader(deps, ['auth'], none), action: bindAction(deps), element: <BindPage />, handle: head('Email & Guest Data') },
    { path: 'account/changepassword', loader: pageLoader(deps, ['auth'], none), action: changePasswordAction(deps), element: <ChangePasswordPage />, handle: head('Change Password') },
    {
      path: 'account/addressmanagement',
      loader: pageLoader(deps, ['auth'], addressLoader(deps)),
      action: addressAction(deps),
      element: <AddressPage />,
      handle: head('My Address'),
    },
    {
      path: 'account/favourites',
      loader: pageLoader(deps, ['auth'], () => deps.api.get<FavouriteItem[]>('/account/GetFavouriteList')),
      action: favouritesAction(deps),
      element: <FavouritesPage />,
      handle: head('Favourites'),
    },
    {
      path: 'account/orderstatushistory',
      loader: pageLoader(deps, ['auth'], () => deps.api.get<OrderHistoryRow[]>('/order/History')),
      element: <OrderHistoryPage />,
      handle: head('Order History'),
    },
    {
      path: 'account/rfqhistory',
      loader: pageLoader(deps, ['auth'], () => deps.api.get<RfqHistoryRow[]>('/rfq/History')),
      element: <RfqHistoryPage />,
      handle: head('RFQ History'),
    },
    // Log Out posts here (from the header and the account menu); a plain visit just goes to the account page.
    { path: 'account/logoff', loader: () => redirect('/account'), action: logOffAction(deps) },
  ];
}
