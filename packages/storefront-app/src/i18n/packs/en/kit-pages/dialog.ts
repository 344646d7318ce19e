import { dialogLabels } from '@ferrite/ui';

/** English for the kit's Dialog (its own strings), loaded with the pages that show it. */
export const kitDialog = { ...dialogLabels };
