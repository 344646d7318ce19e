import { parametricFilterLabels } from '@ferrite/ui';

/** English for the kit's ParametricFilter (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitParametricFilter = { ...parametricFilterLabels };
