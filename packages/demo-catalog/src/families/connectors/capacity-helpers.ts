// Shared pieces of the second wave of connector, electromechanical and hardware families: how they
// continue the first wave's families (so the parts made before a family runs out stay put) and the
// parameter sets of headers and wire-to-board connectors.
import type { BaseSpec, Family, Variant } from '../family';
import { cents, grams, pitchText, tempRange } from '../packing-and-text';

const sizeOf = (f: Family) => f.dimensions.reduce((a, d) => a * d.length, 1);

/** The family cut into `k` families, each taking every k-th value of its first dimension. */
function split(f: Family, k: number): Family[] {
  if (k <= 1) return [f];
  const first = f.dimensions[0] as readonly unknown[];
  return Array.from({ length: k }, (_, i) => ({
    ...f,
    key: `${f.key}-${i + 1}`,
    dimensions: [first.filter((_, j) => j % k === i), ...f.dimensions.slice(1)],
  }));
}

/**
 * The new families of one leaf as continuations of the leaf's existing families: each new family (cut
 * up when it is bigger than an average share) follows the existing family whose share is least
 * covered by combinations, so every existing slot keeps its weight until the whole leaf runs out.
 * Sizes are counted in combinations (an upper bound: some combinations are not made).
 */
export function continueLeaf(leaf: string, existing: readonly Family[], added: readonly Family[]): Family[] {
  const roots = existing.filter((f) => f.leaf === leaf && f.after === undefined);
  if (roots.length === 0) throw new Error(`continueLeaf: no family of '${leaf}' to continue`);
  for (const f of added) if (f.leaf !== leaf) throw new Error(`continueLeaf: '${f.key}' is not in '${leaf}'`);
  const totalW = roots.reduce((a, f) => a + f.weight, 0);
  const totalCap = [...roots, ...added].reduce((a, f) => a + sizeOf(f), 0);
  const chunk = totalCap / roots.length;
  const pieces = added.flatMap((f) => split(f, Math.min((f.dimensions[0] as readonly unknown[]).length, Math.ceil(sizeOf(f) / chunk))));
  const deficit = roots.map((f) => (totalCap * f.weight) / totalW - sizeOf(f));
  const afterOf = new Map<Family, string>();
  for (const p of [...pieces].sort((a, b) => sizeOf(b) - sizeOf(a))) {
    let best = 0;
    for (let i = 1; i < roots.length; i++) if ((deficit[i] as number) > (deficit[best] as number)) best = i;
    afterOf.set(p, (roots[best] as Family).key);
    deficit[best] = (deficit[best] as number) - sizeOf(p);
  }
  return pieces.map((p) => ({ ...p, weight: 0, after: afterOf.get(p) }));
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
export function boardSpec(b: Board, base: string, variants: Variant[], price: number, ds: string, perPinGrams = 0.08): BaseSpec {
  const what = /Receptacle|Socket/.test(b.type) ? 'RCPT' : 'HEADER';
  const orient = b.smd ? (b.ra ? 'SMD R/A' : 'SMD') : b.ra ? 'R/A' : 'VERT';
  const params: Record<string, string> = {
    'Connector Type': b.type,
    Series: b.series,
    'Number of Positions': String(b.n),
    'Number of Rows': String(b.rows),
    Pitch: pitchText(b.pitch),
    'Mounting Type': b.smd ? 'Surface Mount' : 'Through Hole',
    Orientation: b.ra ? 'Right Angle' : 'Vertical',
    'Contact Finish': b.finish,
  };
  if (b.thick) params['Contact Finish Thickness'] = b.thick;
  if (b.post) params['Contact Length - Post'] = b.post;
  if (b.amps !== undefined) params['Current Rating (Amps)'] = `${b.amps}A`;
  if (b.volts !== undefined) params['Voltage Rating'] = `${b.volts}V`;
  params['Operating Temperature'] = tempRange(b.lo ?? -40, b.hi ?? 105);
  return {
    base,
    variants,
    description: `CONN ${what} ${orient} ${b.n}POS ${b.pitch}MM`,
    parameters: params,
    price: cents(price),
    grams: grams(perPinGrams * b.n + 0.02),
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
