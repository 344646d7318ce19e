// Every part family of the demo catalogue, in a fixed order (the order is part of the seed's meaning).
import type { Family } from './family';
import { CAPACITOR_FAMILIES } from './passives/capacitors';
import { CONNECTOR_FAMILIES } from './connectors-protection-opto-timing-sensors';
import { CONN2_FAMILIES } from './connectors/capacity';
import { DISC2_FAMILIES } from './discretes/capacity';
import { DISCRETE_FAMILIES } from './discretes/diodes-and-transistors';
import { ELECTROMECH_FAMILIES } from './electromechanical-and-mro';
import { IC_FAMILIES } from './ics';
import { IC2_FAMILIES } from './ics/capacity';
import { INDUCTOR_FAMILIES } from './passives/inductors';
import { MCU_FAMILIES } from './processors/microcontrollers-and-fpgas';
import { PASS2_FAMILIES } from './passives/capacity';
import { PASS3_FAMILIES } from './passives/capacity-third-pass';
import { RESISTOR_FAMILIES } from './passives/resistors';
import { withShares } from '../group-shares';

// Weights scaled to each group's share of the catalogue, one weight pool per group (see group-shares.ts).
export const FAMILIES: Family[] = withShares([
  ...RESISTOR_FAMILIES,
  ...CAPACITOR_FAMILIES,
  ...INDUCTOR_FAMILIES,
  ...DISCRETE_FAMILIES,
  ...MCU_FAMILIES,
  ...IC_FAMILIES,
  ...CONNECTOR_FAMILIES,
  ...ELECTROMECH_FAMILIES,
  ...CONN2_FAMILIES,
  ...DISC2_FAMILIES,
  ...PASS2_FAMILIES,
  ...PASS3_FAMILIES,
  ...IC2_FAMILIES,
]);
