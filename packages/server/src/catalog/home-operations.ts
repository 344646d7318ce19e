import { endpoints } from '@ferrite/contract/endpoints';
import { defineOperation } from '../api/operation';
import { homeData } from './home-queries';

// Counting millions of parts per visit would be wasteful; the figures change only on import.
const HOME_TTL_MS = 60_000;

export const getHomeData = defineOperation(endpoints.site.home, {
  summary: 'Featured categories, featured manufacturers, popular parts and catalogue totals for the home page.',
  handler: (_input, ctx) => ctx.cache.get('home', HOME_TTL_MS, () => homeData(ctx.db.reads)),
});
