import { account as common } from './common';
import { account as signIn } from './sign-in';
import { account as area } from './area';

/** English strings of the account section: its parts, which pages load as they need them (i18n/load.ts). */
export const account = { ...common, ...signIn, ...area };
