import type { SectionShape } from '../../../pack';
import { sourcing as common } from './common';
import { sourcing as quickOrder } from './quick-order';
import { sourcing as bom } from './bom';
import { sourcing as rfq } from './rfq';

/** Russian strings of the sourcing section: its parts, which pages load as they need them. */
export const sourcing: SectionShape<'sourcing'> = { ...common, ...quickOrder, ...bom, ...rfq };
