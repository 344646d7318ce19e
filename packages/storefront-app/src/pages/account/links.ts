/** The signed-in account menu (spec §2 header): the header and the account pages share it. */
export const ACCOUNT_MENU_LINKS = [
  { text: 'My Account', href: '/account' },
  { text: 'Request Quote', href: '/rfq' },
  { text: 'Order History', href: '/account/orderstatushistory' },
  { text: 'My Address', href: '/account/addressmanagement' },
  { text: 'RFQ History', href: '/account/rfqhistory' },
  { text: 'Favourites', href: '/account/favourites' },
  { text: 'Change Password', href: '/account/changepassword' },
  { text: 'Email & Guest Data', href: '/account/bind' },
] as const;

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
