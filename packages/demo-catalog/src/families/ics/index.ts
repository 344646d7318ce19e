// Integrated circuits (memory, interface, logic, amplifiers, data converters, timers, RF) and power (regulators, references, chargers,
// gate drivers, power supplies).
import type { Family } from '../family';
import { AMP_FAMILIES } from './comparators-and-amplifiers';
import { INTERFACE_FAMILIES } from './interface';
import { LDO_GRID_FAMILIES } from './ldo-voltage-grid';
import { LINEAR_FAMILIES } from './linear-regulators-and-references';
import { LOGIC_FAMILIES, LOGIC_MORE_FAMILIES } from './logic';
import { MEMORY_FAMILIES } from './memory';
import { MEMORY_MORE_FAMILIES } from './memory-micron-infineon';
import { MISC_FAMILIES } from './converters-timers-clocks-radio';
import { OPAMP_FAMILIES } from './op-amps';
import { POWER_FAMILIES } from './switching-regulators-chargers-drivers';
import { SUPPLY_FAMILIES } from '../power-supplies/ac-dc-and-dc-dc';
import { SUPPLY_MORE_FAMILIES } from '../power-supplies/mean-well-recom-traco';

export const IC_FAMILIES: Family[] = [
  ...MEMORY_FAMILIES,
  ...INTERFACE_FAMILIES,
  ...LOGIC_FAMILIES,
  ...OPAMP_FAMILIES,
  ...AMP_FAMILIES,
  ...LINEAR_FAMILIES,
  ...MISC_FAMILIES,
  ...POWER_FAMILIES,
  ...SUPPLY_FAMILIES,
  // Continuations (see Family.after): listed after the families they continue.
  ...LDO_GRID_FAMILIES,
  ...SUPPLY_MORE_FAMILIES,
  ...MEMORY_MORE_FAMILIES,
  ...LOGIC_MORE_FAMILIES,
];
