// Relays, switches, thermal management, buzzers, cables and wires, hardware, and the MRO ranges (tools, test and measurement, enclosures,
// ESD and safety, chemicals and tapes).
// The order of the parts below is fixed: it is part of what a seed means (see families/index.ts).
import type { Family } from './family';
import { CABLE_ASSEMBLY_FAMILIES } from './cables/cable-assemblies';
import { HARDWARE_FAMILIES } from './electromechanical/standoffs-battery-holders-test-points';
import { MRO_FAMILIES } from './mro/enclosures-esd-safety-chemicals-tapes';
import { RELAY_FAMILIES } from './electromechanical/relays';
import { SOLDERING_FAMILIES } from './mro/soldering';
import { SWITCH_FAMILIES } from './electromechanical/switches';
import { TEST_FAMILIES } from './mro/test-and-measurement';
import { THERMAL_AUDIO_FAMILIES } from './electromechanical/fans-heat-sinks-buzzers-speakers';
import { TOOL_FAMILIES } from './mro/hand-tools';
import { WIRE_FAMILIES } from './cables/wire-cable-and-tubing';

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
