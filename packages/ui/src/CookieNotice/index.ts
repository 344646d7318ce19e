export { CookieNotice, cookieNoticeLabels } from './CookieNotice';
export type { CookieNoticeProps, CookieNoticeLabels } from './CookieNotice';
