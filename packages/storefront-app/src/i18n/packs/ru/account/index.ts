import type { SectionShape } from '../../../pack';
import { account as common } from './common';
import { account as signIn } from './sign-in';
import { account as area } from './area';

/** Russian strings of the account section: its parts, which pages load as they need them. */
export const account: SectionShape<'account'> = { ...common, ...signIn, ...area };
