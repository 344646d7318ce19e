import { aboutLayoutLabels } from '@ferrite/ui/shop';

/** English for the kit's AboutLayout (its own strings), loaded with the pages that show it. */
export const kitAboutLayout = { ...aboutLayoutLabels };
