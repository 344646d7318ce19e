// Every combination of a family's dimensions, in the order the engine numbers them (the last
// dimension varies fastest). Tests read whole families through this.
import type { BaseSpec, Family } from './family';

/** Every base part a family can make (every combination of its dimensions that is not null). */
export function specsOf(family: Family): BaseSpec[] {
  const out: BaseSpec[] = [];
  const radix = family.dimensions.map((dimension) => dimension.length);
  const size = radix.reduce((sum, length) => sum * length, 1);
  for (let combination = 0; combination < size; combination++) {
    let rest = combination;
    const values = radix.map(() => undefined as unknown);
    for (let dimension = radix.length - 1; dimension >= 0; dimension--) {
      values[dimension] = family.dimensions[dimension]![rest % radix[dimension]!];
      rest = Math.floor(rest / radix[dimension]!);
    }
    const spec = family.make(values);
    if (spec) out.push(spec);
  }
  return out;
}
