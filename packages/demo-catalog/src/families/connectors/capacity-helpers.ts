// Shared pieces of the second wave of connector, electromechanical and hardware families: how they
// continue the first wave's families (so the parts made before a family runs out stay put) and the
// parameter sets of headers and wire-to-board connectors.
import type { BaseSpec, Family, Variant } from '../family';
import { cents, grams, pitchText, tempRange } from '../packing-and-text';

const sizeOf = (family: Family) => family.dimensions.reduce((sum, dimension) => sum * dimension.length, 1);

/** The family cut into `k` families, each taking every k-th value of its first dimension. */
function split(family: Family, length: number): Family[] {
  if (length <= 1) return [family];
  const first = family.dimensions[0] as readonly unknown[];
  return Array.from({ length }, (_, index) => ({
    ...family,
    key: `${family.key}-${index + 1}`,
    dimensions: [first.filter((_, j) => j % length === index), ...family.dimensions.slice(1)],
  }));
}

/**
 * The new families of one leaf as continuations of the leaf's existing families: each new family (cut
 * up when it is bigger than an average share) follows the existing family whose share is least
 * covered by combinations, so every existing slot keeps its weight until the whole leaf runs out.
 * Sizes are counted in combinations (an upper bound: some combinations are not made).
 */
export function continueLeaf(leaf: string, existing: readonly Family[], added: readonly Family[]): Family[] {
  const roots = existing.filter((family) => family.leaf === leaf && family.after === undefined);
  if (roots.length === 0) throw new Error(`continueLeaf: no family of '${leaf}' to continue`);
  for (const family of added) if (family.leaf !== leaf) throw new Error(`continueLeaf: '${family.key}' is not in '${leaf}'`);
  const totalW = roots.reduce((sum, family) => sum + family.weight, 0);
  const totalCap = [...roots, ...added].reduce((sum, family) => sum + sizeOf(family), 0);
  const chunk = totalCap / roots.length;
  const pieces = added.flatMap((family) =>
    split(family, Math.min((family.dimensions[0] as readonly unknown[]).length, Math.ceil(sizeOf(family) / chunk))),
  );
  const deficit = roots.map((family) => (totalCap * family.weight) / totalW - sizeOf(family));
  const afterOf = new Map<Family, string>();
  for (const family of [...pieces].sort((left, right) => sizeOf(right) - sizeOf(left))) {
    let best = 0;
    for (let index = 1; index < roots.length; index++) if ((deficit[index] as number) > (deficit[best] as number)) best = index;
    afterOf.set(family, (roots[best] as Family).key);
    deficit[best] = (deficit[best] as number) - sizeOf(family);
  }
  return pieces.map((family) => ({ ...family, weight: 0, after: afterOf.get(family) }));
}

// ---------------------------------------------------------------------------------------------
// Board connectors: headers, sockets and wire-to-board headers share one parameter set.

export interface Board {
  type: string;
  series: string;
  n: number;
  rows: number;
  pitch: number;
  smd: boolean;
  ra: boolean;
  finish: string;
  thick?: string;
  /** Post length as text, '-' for sockets. */
  post?: string;
  amps?: number;
  volts?: number;
  lo?: number;
  hi?: number;
}

/** A board connector's spec: Digi-Key-style description and parameters, price and mass from the pins. */
export function boardSpec(board: Board, base: string, variants: Variant[], price: number, ds: string, perPinGrams = 0.08): BaseSpec {
  const what = /Receptacle|Socket/.test(board.type) ? 'RCPT' : 'HEADER';
  const orient = board.smd ? (board.ra ? 'SMD R/A' : 'SMD') : board.ra ? 'R/A' : 'VERT';
  const params: Record<string, string> = {
    'Connector Type': board.type,
    Series: board.series,
    'Number of Positions': String(board.n),
    'Number of Rows': String(board.rows),
    Pitch: pitchText(board.pitch),
    'Mounting Type': board.smd ? 'Surface Mount' : 'Through Hole',
    Orientation: board.ra ? 'Right Angle' : 'Vertical',
    'Contact Finish': board.finish,
  };
  if (board.thick) params['Contact Finish Thickness'] = board.thick;
  if (board.post) params['Contact Length - Post'] = board.post;
  if (board.amps !== undefined) params['Current Rating (Amps)'] = `${board.amps}A`;
  if (board.volts !== undefined) params['Voltage Rating'] = `${board.volts}V`;
  params['Operating Temperature'] = tempRange(board.lo ?? -40, board.hi ?? 105);
  return {
    base,
    variants,
    description: `CONN ${what} ${orient} ${board.n}POS ${board.pitch}MM`,
    parameters: params,
    price: cents(price),
    grams: grams(perPinGrams * board.n + 0.02),
    datasheetUrl: ds,
  };
}

/** Samtec plating letters (the same code means the same finish across its board-level series). */
export const SAMTEC_FINISH: Record<string, [finish: string, thick: string, priceFactor: number]> = {
  T: ['Tin', '100.0µin (2.54µm)', 1],
  G: ['Gold', '10.0µin (0.25µm)', 1.6],
  L: ['Gold', '10.0µin (0.25µm)', 1.7],
  F: ['Gold Flash', 'Flash', 1.25],
  S: ['Gold', '30.0µin (0.76µm)', 2.6],
  H: ['Gold', '30.0µin (0.76µm)', 2.7],
};

/** 0.230 → '0.230" (5.84mm)'. */
export const inchMm = (inch: number) => `${inch.toFixed(3)}" (${(inch * 25.4).toFixed(2)}mm)`;
