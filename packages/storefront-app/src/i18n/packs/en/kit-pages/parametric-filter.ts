import { parametricFilterLabels } from '@ferrite/ui';

/** English for the kit's ParametricFilter (its own strings), loaded with the pages that show it. */
export const kitParametricFilter = { ...parametricFilterLabels };
