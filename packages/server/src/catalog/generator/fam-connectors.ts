// Connectors, circuit protection, optoelectronics, crystals and oscillators, sensors.
import type { Family } from './lib';
import { CONN_IO_FAMILIES } from './fam-conn-io';
import { CONN_RECT_FAMILIES } from './fam-conn-rect';
import { OPTO_FAMILIES } from './fam-opto';
import { PROTECTION_FAMILIES } from './fam-protection';
import { ENV_SENSOR_FAMILIES } from './fam-sensors';
import { MOTION_SENSOR_FAMILIES } from './fam-sensors-motion';
import { TIMING_FAMILIES } from './fam-timing';

export const CONNECTOR_FAMILIES: Family[] = [
  ...CONN_RECT_FAMILIES,
  ...CONN_IO_FAMILIES,
  ...PROTECTION_FAMILIES,
  ...OPTO_FAMILIES,
  ...TIMING_FAMILIES,
  ...ENV_SENSOR_FAMILIES,
  ...MOTION_SENSOR_FAMILIES,
];
