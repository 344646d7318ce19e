import type { z } from 'zod';
import type * as catalog from './catalog';
import type * as site from './site';

export type PriceBreakDto = z.output<typeof catalog.priceBreak>;

/** A part as listed on cards and in tables. */
export type PartSummary = z.output<typeof catalog.partSummary>;

export type HomeData = z.output<typeof site.homeData>;
