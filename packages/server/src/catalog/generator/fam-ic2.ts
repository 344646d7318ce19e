// Capacity for the 2,000,000-part catalogue in ICs, power supplies and sensors: real ordering-code
// grids of the makers, each family continuing an existing one of its leaf (see fam-ic2-lib.ts).
import type { Family } from './lib';
import { AMP2_FAMILIES } from './fam-ic2-amps';
import { LOGIC2_FAMILIES } from './fam-ic2-logic';
import { MCU2_FAMILIES } from './fam-ic2-mcu';
import { MEMORY2_FAMILIES } from './fam-ic2-memory';
import { POWER2_FAMILIES } from './fam-ic2-power';

export const IC2_FAMILIES: Family[] = [...MCU2_FAMILIES, ...POWER2_FAMILIES, ...AMP2_FAMILIES, ...MEMORY2_FAMILIES, ...LOGIC2_FAMILIES];
