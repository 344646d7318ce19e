// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { BreadcrumbsLabels } from './Breadcrumbs';

/** The trail's English texts: the default of `labels` (`label` wins over them). */
export const breadcrumbsLabels: BreadcrumbsLabels = {
  nav: 'Breadcrumb',
};
