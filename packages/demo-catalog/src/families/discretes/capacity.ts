// The second wave of discrete, protection, optoelectronics and resonator families. Each continues an
// existing family of its leaf (Family.after): it takes over that family's share once the family has
// used up its combinations, so the leaf keeps its share and every part made before that point stays
// as it was; the new families are spread over the leaf's existing families, heaviest first.
import type { Family } from '../family';
import { DISCRETE_FAMILIES } from './diodes-and-transistors';
import { DISC2_DIODE_FAMILIES } from './second-source-diodes-and-transistors';
import { DISC2_FET_FAMILIES } from './mosfet-capacity';
import { DISC3_DIODE_FAMILIES } from './second-source-more-devices';
import { DISC3_OPTO_FAMILIES } from '../optoelectronics/led-and-optocoupler-capacity';
import { OPTO_FAMILIES } from '../optoelectronics/leds-optocouplers-displays';
import { PROTECTION_FAMILIES } from '../protection/fuses-tvs-esd-varistors';
import { TIMING_FAMILIES } from '../timing/crystals-oscillators-resonators';

function continuing(existing: Family[], added: Family[]): Family[] {
  const roots = new Map<string, Family[]>();
  for (const family of existing) if (family.after === undefined) roots.set(family.leaf, [...(roots.get(family.leaf) ?? []), family]);
  for (const list of roots.values()) list.sort((family, right) => right.weight - family.weight);
  const tail = new Map<string, string>();
  const turn = new Map<string, number>();
  return added.map((family) => {
    const list = roots.get(family.leaf);
    if (!list) throw new Error(`Family '${family.key}': no family of '${family.leaf}' to continue`);
    const index = turn.get(family.leaf) ?? 0;
    turn.set(family.leaf, index + 1);
    const root = list[index % list.length] as Family;
    const after = tail.get(root.key) ?? root.key;
    tail.set(root.key, family.key);
    return { ...family, weight: 0, after };
  });
}

export const DISC2_FAMILIES: Family[] = continuing(
  [...DISCRETE_FAMILIES, ...PROTECTION_FAMILIES, ...OPTO_FAMILIES, ...TIMING_FAMILIES],
  [...DISC2_FET_FAMILIES, ...DISC2_DIODE_FAMILIES, ...DISC3_DIODE_FAMILIES, ...DISC3_OPTO_FAMILIES],
);
