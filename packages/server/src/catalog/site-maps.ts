import { endpoints } from '@ferrite/contract/endpoints';
import { defineOperation } from '../api/operation';

export const getMaps = defineOperation(endpoints.site.maps, {
  summary:
    "The site address of each region-menu language (docs/product.md §7, §9: the main domain for English, the Chinese site for 'China'); after saving the region the app goes to the chosen language's site when it is another one. Configured with SITE_MAPS.",
  async handler(_input, ctx) {
    return { ...ctx.config.siteMaps };
  },
});
