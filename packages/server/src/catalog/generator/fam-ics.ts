// Integrated circuits (memory, interface, logic, amplifiers, data converters, timers, RF) and power (regulators, references, chargers, gate drivers, power supplies).
import type { Family } from './lib';
import { AMP_FAMILIES } from './fam-ic-amps';
import { INTERFACE_FAMILIES } from './fam-ic-interface';
import { LDO_GRID_FAMILIES } from './fam-ic-ldo-grid';
import { LINEAR_FAMILIES } from './fam-ic-linear';
import { LOGIC_FAMILIES, LOGIC_MORE_FAMILIES } from './fam-ic-logic';
import { MEMORY_FAMILIES } from './fam-ic-memory';
import { MEMORY_MORE_FAMILIES } from './fam-ic-memory-more';
import { MISC_FAMILIES } from './fam-ic-misc';
import { OPAMP_FAMILIES } from './fam-ic-opamps';
import { POWER_FAMILIES } from './fam-ic-power';
import { SUPPLY_FAMILIES } from './fam-ic-supplies';
import { SUPPLY_MORE_FAMILIES } from './fam-ic-supplies-more';

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
