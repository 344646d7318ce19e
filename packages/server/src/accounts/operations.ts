import type { Operation } from '../api/operation';
import { deleteAddress, getAddressList, saveAddress, setDefaultAddress } from './address-operations';
import { addFavourite, getFavouriteList, removeFavourite } from './favourite-operations';
import { login, logOff, onlineId } from './identity-operations';
import { mergeGuest } from './merge-operations';
import { changePassword, requestPasswordReset, resetPassword, retrieveAccount } from './password-operations';
import { bindEmail, register, resendVerification, verifyEmail } from './registration-operations';

/** The account API operations. */
export const accountOperations: Operation[] = [
  login,
  onlineId,
  logOff,
  register,
  verifyEmail,
  resendVerification,
  requestPasswordReset,
  resetPassword,
  changePassword,
  retrieveAccount,
  bindEmail,
  mergeGuest,
  getAddressList,
  saveAddress,
  deleteAddress,
  setDefaultAddress,
  getFavouriteList,
  addFavourite,
  removeFavourite,
];
