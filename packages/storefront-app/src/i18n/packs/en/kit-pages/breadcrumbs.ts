import { breadcrumbsLabels } from '@ferrite/ui';

/** English for the kit's Breadcrumbs (its own strings), loaded with the pages that show it. */
export const kitBreadcrumbs = { ...breadcrumbsLabels };
