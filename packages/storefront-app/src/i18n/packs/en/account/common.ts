import { ACCOUNT_MESSAGES } from '@ferrite/contract/account-messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ferrite/contract/validation';

/** English every account page reads: titles (the account menu uses them), form fields and the account API's messages. */
export const account = {
  // Page titles; the account menu uses the same words.
  titleOverview: 'My Account',
  titleSignIn: 'Sign In',
  titleRegister: 'Register',
  titleCheckEmail: 'Check your email',
  titleVerify: 'Confirm your email',
  titleResetPassword: 'Reset password',
  titleRetrieve: "Can't sign in?",
  titleRetrieveOld: 'Accounts from our old site',
  titleBind: 'Email & Guest Data',
  titleChangePassword: 'Change Password',
  titleAddresses: 'My Address',
  titleFavourites: 'Favourites',
  titleOrderHistory: 'Order History',
  titleRfqHistory: 'RFQ History',
  menuRequestQuote: 'Request Quote',
  menuLabel: 'My account',
  logOut: 'Log Out',

  // Form fields
  email: 'Email',
  password: 'Password',
  userName: 'User name',
  confirmPassword: 'Confirm password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  newEmail: 'New email address',
  passwordRules: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with at least one letter and one digit`,
  passwordRulesWithSymbols: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with at least one letter and one digit; you may also use $ @ ! % * # ? & _ -`,

  // API and validation messages: the same English as ACCOUNT_MESSAGES and the address schema in
  // @ferrite/contract (src/account.ts) (api-messages.test.ts holds them equal).
  ...ACCOUNT_MESSAGES,
  crossSiteRefused: 'This request came from another site and was refused.',
  formExpired: 'This form has expired or did not come from our site. Reload the page and try again.',
};
