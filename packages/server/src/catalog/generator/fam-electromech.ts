// Relays, switches, thermal management, buzzers, cables and wires, hardware, and the MRO ranges (tools, test and measurement, enclosures, ESD and safety, chemicals and tapes).
// The order of the parts below is fixed: it is part of what a seed means (see families.ts).
import type { Family } from './lib';
import { CABLE_ASSEMBLY_FAMILIES } from './fam-cable-assemblies';
import { HARDWARE_FAMILIES } from './fam-hardware';
import { MRO_FAMILIES } from './fam-mro';
import { RELAY_FAMILIES } from './fam-relays';
import { SOLDERING_FAMILIES } from './fam-soldering';
import { SWITCH_FAMILIES } from './fam-switches';
import { TEST_FAMILIES } from './fam-test';
import { THERMAL_AUDIO_FAMILIES } from './fam-thermal-audio';
import { TOOL_FAMILIES } from './fam-tools';
import { WIRE_FAMILIES } from './fam-wire';

export const ELECTROMECH_FAMILIES: Family[] = [
  ...RELAY_FAMILIES,
  ...SWITCH_FAMILIES,
  ...THERMAL_AUDIO_FAMILIES,
  ...WIRE_FAMILIES,
  ...CABLE_ASSEMBLY_FAMILIES,
  ...HARDWARE_FAMILIES,
  ...TOOL_FAMILIES,
  ...SOLDERING_FAMILIES,
  ...TEST_FAMILIES,
  ...MRO_FAMILIES,
];
