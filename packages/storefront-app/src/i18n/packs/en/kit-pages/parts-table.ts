import { partsTableLabels } from '@ferrite/ui/shop';

/** English for the kit's PartsTable (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitPartsTable = { ...partsTableLabels };
