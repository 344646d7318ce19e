import { common } from './common';
import { errors } from './errors';
import * as kit from './kit';
import { shell } from './shell';

/** The sections every page shows (the shell, its kit components, error pages): the first load's part of the pack. */
export const site = { common, shell, errors, ...kit };
