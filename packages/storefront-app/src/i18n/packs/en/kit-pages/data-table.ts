import { dataTableLabels } from '@ferrite/ui';

/** English for the kit's DataTable (its own strings), loaded with the pages that show it. */
export const kitDataTable = { ...dataTableLabels };
