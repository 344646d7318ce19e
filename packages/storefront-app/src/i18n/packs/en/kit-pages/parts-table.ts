import { partsTableLabels } from '@ferrite/ui/shop';

/** English for the kit's PartsTable (its own strings), loaded with the pages that show it. */
export const kitPartsTable = { ...partsTableLabels };
