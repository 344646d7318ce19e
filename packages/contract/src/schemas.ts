import { z } from 'zod';
import * as account from './account';
import * as buying from './buying';
import * as catalog from './catalog';
import * as content from './content';
import * as currency from './currency';
import type { Endpoint, SchemaArea } from './endpoint';
import * as newsletter from './newsletter';
import * as site from './site';
import * as sourcing from './sourcing';

const AREAS: Record<SchemaArea, Record<string, unknown>> = { site, catalog, currency, account, buying, content, newsletter, sourcing };

/** An endpoint's schemas, found by the names it declares (for the server and OpenAPI; pages never load this). */
export interface EndpointSchemas {
  input: z.ZodType | undefined;
  output: z.ZodType;
}

function schemaNamed(area: SchemaArea, name: string): z.ZodType {
  const found = AREAS[area][name];
  if (!(found instanceof z.ZodType)) throw new Error(`The contract's ${area} module has no schema named ${name}`);
  return found;
}

export function schemasOf(endpoint: Endpoint): EndpointSchemas {
  return {
    input: endpoint.input === null ? undefined : schemaNamed(endpoint.area, endpoint.input),
    output: schemaNamed(endpoint.area, endpoint.output),
  };
}

/**
 * Every exported schema but the inputs, named `area.export` (`catalog.partSummary`): the parts
 * OpenAPI lists as components. A schema re-exported by several areas keeps its first name.
 */
export function namedOutputSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [area, module] of Object.entries(AREAS)) {
    // Sorted: a module namespace lists its exports sorted natively but in source order under vitest.
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (value instanceof z.ZodType && !/(Input|Body)$/.test(name) && !names.has(value)) names.set(value, `${area}.${name}`);
    }
  }
  return names;
}
