export { CookieNotice } from './CookieNotice';
export type { CookieNoticeProps } from './CookieNotice';
export { cookieNoticeLabels } from './labels';
export type { CookieNoticeLabels } from './labels';
