import { catalog as common } from './common';
import { catalog as listing } from './listing';
import { catalog as product } from './product';

/** English strings of the catalog section: its parts, which pages load as they need them (i18n/load.ts). */
export const catalog = { ...common, ...listing, ...product };
