export const NEWSLETTER_MESSAGES = {
  tokenInvalid: 'This link is not valid. Please use the newest link we sent you.',
  confirmExpired: 'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  alreadyConfirmed: 'Your subscription was already confirmed.',
  unsubscribed: 'You have been unsubscribed. We will not send you the newsletter any more.',
  checkInbox: 'We sent you an email: open the link in it to confirm your subscription.',
} as const;

/** Confirmation links last this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
