import { breadcrumbsLabels } from '@ferrite/ui';

/** English for the kit's Breadcrumbs (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitBreadcrumbs = { ...breadcrumbsLabels };
