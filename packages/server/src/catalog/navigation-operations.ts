import { endpoints } from '@ferrite/contract/endpoints';
import type { RequestContext } from '../api/context';
import { defineOperation } from '../api/operation';
import { categoryNavigation, manufacturerNavigation } from './navigation-queries';

const NAVIGATION_TTL_MS = 5 * 60_000;

type NavigationContext = Pick<RequestContext, 'cache' | 'db'>;

/** The menus' category tree through the shared cache (the page renderer reads it here too). */
export const cachedCategoryNavigation = (ctx: NavigationContext) =>
  ctx.cache.get('nav:categories', NAVIGATION_TTL_MS, () => categoryNavigation(ctx.db.reads));
export const cachedManufacturerNavigation = (ctx: NavigationContext) =>
  ctx.cache.get('nav:manufacturers', NAVIGATION_TTL_MS, () => manufacturerNavigation(ctx.db.reads));

export const getCategoryNavigation = defineOperation(endpoints.site.categoryNavigation, {
  summary: 'The category tree for menus, with InMRO categories grouped under Industrial MRO.',
  handler: (_input, ctx) => cachedCategoryNavigation(ctx),
});

export const getManufacturerNavigation = defineOperation(endpoints.site.manufacturerNavigation, {
  summary: 'Featured manufacturers with their main categories.',
  handler: (_input, ctx) => cachedManufacturerNavigation(ctx),
});
