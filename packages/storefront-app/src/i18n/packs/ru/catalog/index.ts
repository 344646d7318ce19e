import type { SectionShape } from '../../../pack';
import { catalog as common } from './common';
import { catalog as listing } from './listing';
import { catalog as product } from './product';

/** Russian strings of the catalog section: its parts, which pages load as they need them. */
export const catalog: SectionShape<'catalog'> = { ...common, ...listing, ...product };
