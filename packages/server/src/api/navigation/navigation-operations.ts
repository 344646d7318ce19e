import { defineOperation } from '../operation';
import { categoryNavigation, manufacturerNavigation } from './navigation-queries';

const NAVIGATION_TTL_MS = 5 * 60_000;

export const getCategoryNavigation = defineOperation({
  method: 'GET',
  path: '/category/Navigation',
  summary: 'The category tree for menus, with InMRO categories grouped under Industrial MRO.',
  handler: (_input, ctx) => ctx.cache.get('nav:categories', NAVIGATION_TTL_MS, () => categoryNavigation(ctx.db)),
});

export const getManufacturerNavigation = defineOperation({
  method: 'GET',
  path: '/manufacturer/GetNavigation',
  summary: 'Featured manufacturers with their main categories.',
  handler: (_input, ctx) => ctx.cache.get('nav:manufacturers', NAVIGATION_TTL_MS, () => manufacturerNavigation(ctx.db)),
});
