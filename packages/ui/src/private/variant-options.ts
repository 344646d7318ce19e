// A component lists its variant options at run time (Storybook controls, consumers building a
// picker), while the recipe in its `.css.ts` is where the options are declared. This helper ties
// the two: the compiler refuses a list that misses one of the recipe's options or names one it
// does not have, so the list can never drift from the styles.

type Missing<Option, Listed> = [Exclude<Option, Listed>] extends [never] ? unknown : { missingOptions: Exclude<Option, Listed> };

/** The options of one recipe variant as a run-time list, checked against the recipe's type. */
export function variantOptions<Option extends string | number | boolean>() {
  return <const List extends readonly Option[]>(list: List & Missing<Option, List[number]>): List => list;
}
