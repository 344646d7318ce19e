// Every part family of the demo catalogue, in a fixed order (the order is part of the seed's meaning).
import type { Family } from './lib';
import { CAPACITOR_FAMILIES } from './fam-capacitors';
import { CONNECTOR_FAMILIES } from './fam-connectors';
import { CONN2_FAMILIES } from './fam-conn2';
import { DISC2_FAMILIES } from './fam-disc2';
import { DISCRETE_FAMILIES } from './fam-discretes';
import { ELECTROMECH_FAMILIES } from './fam-electromech';
import { IC_FAMILIES } from './fam-ics';
import { IC2_FAMILIES } from './fam-ic2';
import { INDUCTOR_FAMILIES } from './fam-inductors';
import { MCU_FAMILIES } from './fam-mcu';
import { PASS2_FAMILIES } from './fam-pass2';
import { PASS3_FAMILIES } from './fam-pass3';
import { RESISTOR_FAMILIES } from './fam-resistors';
import { withShares } from './shares';

// Weights scaled to each group's share of the catalogue, one weight pool per group (see shares.ts).
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
