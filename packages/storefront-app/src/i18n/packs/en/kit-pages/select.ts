import { selectLabels } from '@ferrite/ui';

/** English for the kit's Select (its own strings), loaded with the pages that show it. */
export const kitSelect = { ...selectLabels };
