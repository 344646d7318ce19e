// Connectors, circuit protection, optoelectronics, crystals and oscillators, sensors.
import type { Family } from './family';
import { CONN_FFC_FAMILIES } from './connectors/ffc-fpc';
import { CONN_IO_FAMILIES } from './connectors/terminal-blocks-usb-dsub-rj45-rf';
import { CONN_RECT_FAMILIES } from './connectors/headers-wire-to-board-crimp';
import { OPTO_FAMILIES } from './optoelectronics/leds-optocouplers-displays';
import { PROTECTION_FAMILIES } from './protection/fuses-tvs-esd-varistors';
import { ENV_SENSOR_FAMILIES } from './sensors/temperature-and-humidity';
import { MOTION_SENSOR_FAMILIES } from './sensors/pressure-motion-magnetic';
import { TIMING_FAMILIES } from './timing/crystals-oscillators-resonators';

/**
 * Each leaf's share of the catalogue (≈110 in all, against ≈312 for the first 24 leaves), by how much
 * of it a distributor sells. The family files give only relative weights inside a leaf, so adding a
 * maker to a leaf does not change the leaf's share.
 */
const LEAF_W: Record<string, number> = {
  'headers-and-pin-strips': 14,
  'wire-to-board-connectors': 12,
  'crimp-terminals-and-housings': 5.5,
  'ffc-and-fpc-connectors': 3.5,
  'terminal-blocks': 4.5,
  'usb-connectors': 3,
  'd-sub-connectors': 1.8,
  'rj45-modular-connectors': 1.8,
  'rf-coaxial-connectors': 2.2,
  fuses: 4,
  'ptc-resettable-fuses': 2.8,
  'tvs-diodes': 8,
  'esd-protection': 3.6,
  'varistors-mov': 1.8,
  'smd-leds': 8,
  'through-hole-leds': 3.5,
  'high-power-leds': 1.6,
  optocouplers: 3,
  'led-displays': 1,
  crystals: 7.5,
  oscillators: 4,
  'ceramic-resonators': 1,
  'temperature-sensors': 4,
  'humidity-sensors': 1.5,
  'pressure-sensors': 2.2,
  'accelerometers-and-imus': 1.8,
  'magnetic-and-current-sensors': 2,
};

function shareByLeaf(families: Family[]): Family[] {
  const sums = new Map<string, number>();
  for (const family of families) sums.set(family.leaf, (sums.get(family.leaf) ?? 0) + family.weight);
  return families.map((family) => {
    const share = LEAF_W[family.leaf];
    if (share === undefined) throw new Error(`Family '${family.key}': no share for leaf '${family.leaf}'`);
    return { ...family, weight: (family.weight * share) / (sums.get(family.leaf) as number) };
  });
}

export const CONNECTOR_FAMILIES: Family[] = shareByLeaf([
  ...CONN_RECT_FAMILIES,
  ...CONN_FFC_FAMILIES,
  ...CONN_IO_FAMILIES,
  ...PROTECTION_FAMILIES,
  ...OPTO_FAMILIES,
  ...TIMING_FAMILIES,
  ...ENV_SENSOR_FAMILIES,
  ...MOTION_SENSOR_FAMILIES,
]);
