// Every combination of a family's dimensions, in the order the engine numbers them (the last
// dimension varies fastest). Tests read whole families through this.
import type { BaseSpec, Family } from './family';

/** Every base part a family can make (every combination of its dimensions that is not null). */
export function specsOf(family: Family): BaseSpec[] {
  const out: BaseSpec[] = [];
  const radix = family.dimensions.map((dimension) => dimension.length);
  const size = radix.reduce((sum, b) => sum * b, 1);
  for (let c = 0; c < size; c++) {
    let rest = c;
    const values = radix.map(() => undefined as unknown);
    for (let d = radix.length - 1; d >= 0; d--) {
      values[d] = family.dimensions[d]![rest % radix[d]!];
      rest = Math.floor(rest / radix[d]!);
    }
    const spec = family.make(values);
    if (spec) out.push(spec);
  }
  return out;
}
