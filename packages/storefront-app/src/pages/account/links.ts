import type { TranslationKey } from '../../i18n';

/** The signed-in account menu (docs/product.md §2 header): the header and the account pages share it; `key` is its pack entry. */
export const ACCOUNT_MENU_LINKS = [
  { key: 'account.titleOverview', href: '/account' },
  { key: 'account.menuRequestQuote', href: '/rfq' },
  { key: 'account.titleOrderHistory', href: '/account/orderstatushistory' },
  { key: 'account.titleAddresses', href: '/account/addressmanagement' },
  { key: 'account.titleRfqHistory', href: '/account/rfqhistory' },
  { key: 'account.titleFavourites', href: '/account/favourites' },
  { key: 'account.titleChangePassword', href: '/account/changepassword' },
  { key: 'account.titleBind', href: '/account/bind' },
] as const satisfies readonly { key: TranslationKey; href: string }[];

/** Account pages that need a signed-in user; a signed-out visitor goes to /account/login?redirect={path}. */
export const GUARDED_ACCOUNT_PATHS = [
  '/account',
  '/account/addressmanagement',
  '/account/bind',
  '/account/changepassword',
  '/account/favourites',
  '/account/orderstatushistory',
  '/account/rfqhistory',
] as const;

/** Pages only for signed-out visitors; a signed-in visitor goes to '/'. */
export const GUEST_ONLY_ACCOUNT_PATHS = ['/account/login', '/account/register'] as const;
