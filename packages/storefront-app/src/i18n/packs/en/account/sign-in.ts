/** English for signing in, registering, confirming an email address and recovering a password. */
export const account = {
  // Sign in and register
  signInIntro: 'Sign in to see your orders, addresses, quotes and favourites.',
  signInButton: 'Sign In',
  signInLink: 'Sign in',
  sendNewConfirmation: 'Send me a new confirmation link',
  forgotPassword: 'Forgot your password?',
  createAccount: 'Create an account',
  registerIntro: 'Create an account to keep addresses, favourites, orders and quotes in one place.',
  registerButton: 'Register',
  alreadyRegistered: 'Already registered? {link}',

  // Confirming an email address
  checkEmailIntroTo: 'We sent a confirmation link to {email}. Open it to confirm your address, then sign in.',
  checkEmailIntro: 'We sent you a confirmation link. Open it to confirm your address, then sign in.',
  noMail: 'No mail after a few minutes? Look in your spam folder, or send a new link:',
  sendNewLink: 'Send a new link',
  emailConfirmedTitle: 'Email confirmed',
  goToAccount: 'Go to my account',
  confirmEmailTitle: 'Confirm your email address',
  confirmEmailButton: 'Confirm my email address',
  verifyNeedsLink: 'This page needs the link from our email. Open the newest one, or ask for a new link below.',
  needNewLink: 'Need a new link?',

  // Passwords and recovery
  passwordChangedTitle: 'Password changed',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  sendLink: 'Send the link',
  backToSignIn: 'Back to sign in',
  newPasswordTitle: 'Choose a new password',
  newPasswordIntro: 'This signs you out on every device; then sign in with the new password.',
  requestNewLink: 'Request a new link',
  saveNewPassword: 'Save new password',
  retrieveIntro: 'Tell us what is missing and we will email you what you need.',
  forgotPasswordTile: 'I forgot my password',
  forgotPasswordTileText: 'Get a link to choose a new one.',
  unsureEmailTile: "I'm not sure which email I used",
  unsureEmailTileText: 'Try an address; if it has an account, we email its details there.',
  oldSiteTile: 'I had an account on the old site',
  oldSiteTileText: 'Bring it over with a new password.',
  otherProblems: 'Other problems signing in',
  findAccountTitle: 'Find your account',
  findAccountIntro:
    'Enter an address you may have used. If it belongs to an account, we email that address its user name and a sign-in link; for privacy this page says the same either way.',
  emailMeDetails: 'Email me the details',
  retrieveOldIntro:
    'If you registered on our previous website, your account is here with the same email address. Passwords were not carried over: ask for a link to set a new one.',
  sendSetPasswordLink: 'Send me a link to set my password',
  createNewAccount: 'Create a new account',

  // The demo mailbox (a demonstration that sends no email) and the notice linking to it
  titleDemoMailbox: 'Demo mailbox',
  demoMailboxBannerTitle: 'This is a demo mailbox, not a real one',
  demoMailboxBannerText:
    'This store is a demonstration and sends no email. The mail it would have sent is kept here, so you can confirm your address and reset your password. Anyone who types the same address can read its mail: use a made-up address. A real shop has no such page.',
  demoMailboxAsk: 'Type the address you registered with, or asked a link for, to see the mail sent to it.',
  demoMailboxShow: 'Show mail',
  demoMailboxCaption: 'Mail to {email}',
  demoMailboxTo: 'Recipient',
  demoMailboxSubject: 'Subject',
  demoMailboxSent: 'Sent',
  demoMailboxEmpty: 'No mail to this address yet.',
  demoMailboxMissing: 'That mail is not in the mailbox of this address.',
  demoMailboxMeta: 'To {email}, sent {time}',
  demoMailboxNotice: 'This store is a demonstration and sends no email. {link}',
  demoMailboxNoticeLink: 'Read your mail in the demo mailbox',
};
