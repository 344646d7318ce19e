// Capacity for the 2,000,000-part catalogue in ICs, power supplies and sensors: real ordering-code
// grids of the makers, each family continuing an existing one of its leaf (see continuation.ts).
import type { Family } from '../family';
import { AMP2_FAMILIES } from './op-amp-series-grid';
import { LOGIC2_FAMILIES } from './logic-16-bit';
import { MCU2_FAMILIES } from '../processors/microcontroller-matrices';
import { MEMORY2_FAMILIES } from './serial-nor-flash';
import { POWER2_FAMILIES } from './torex-and-linear-technology-power';

export const IC2_FAMILIES: Family[] = [...MCU2_FAMILIES, ...POWER2_FAMILIES, ...AMP2_FAMILIES, ...MEMORY2_FAMILIES, ...LOGIC2_FAMILIES];
