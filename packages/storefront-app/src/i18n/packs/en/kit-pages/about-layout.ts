import { aboutLayoutLabels } from '@ferrite/ui/shop';

/** English for the kit's AboutLayout (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitAboutLayout = { ...aboutLayoutLabels };
