import { sourcing as common } from './common';
import { sourcing as quickOrder } from './quick-order';
import { sourcing as bom } from './bom';
import { sourcing as rfq } from './rfq';

/** English strings of the sourcing section: its parts, which pages load as they need them (i18n/load.ts). */
export const sourcing = { ...common, ...quickOrder, ...bom, ...rfq };
