// The English parts the account pages read, one module.
export * as accountCommon from '../account/common';
export * as accountSignIn from '../account/sign-in';
export * as accountArea from '../account/area';
