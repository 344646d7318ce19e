// Every combination of a family's dimensions, in the order the engine numbers them (the last
// dimension varies fastest). Tests read whole families through this.
import type { BaseSpec, Family } from './family';

/** Every base part a family can make (every combination of its dimensions that is not null). */
export function specsOf(f: Family): BaseSpec[] {
  const out: BaseSpec[] = [];
  const radix = f.dimensions.map((d) => d.length);
  const size = radix.reduce((a, b) => a * b, 1);
  for (let c = 0; c < size; c++) {
    let rest = c;
    const values = radix.map(() => undefined as unknown);
    for (let d = radix.length - 1; d >= 0; d--) {
      values[d] = f.dimensions[d]![rest % radix[d]!];
      rest = Math.floor(rest / radix[d]!);
    }
    const spec = f.make(values);
    if (spec) out.push(spec);
  }
  return out;
}
