// The cookie notice's strings apart from its component: the language pack reads them with every
// page, while the notice's code can load later (issue 10).

export const cookieNoticeLabels = {
  title: 'We use cookies',
  message: 'We use cookies to keep you signed in, remember your cart, language and currency, and to understand how the site is used.',
  policy: 'Cookie Policy',
  accept: 'Accept Cookies',
  reject: 'Reject All',
};
export type CookieNoticeLabels = Record<keyof typeof cookieNoticeLabels, string>;
