import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** The modules that hold each area's zod schemas (schemas.ts maps the names to them at run time). */
export type SchemaArea = 'site' | 'catalog' | 'currency' | 'account' | 'buying' | 'content' | 'newsletter' | 'sourcing';

/**
 * One API endpoint: method, path under /api, and its input and output schemas. The schemas are
 * named, not held: the object is what a page passes to the API client, and holding the schemas
 * would put zod into the browser's first load. Their types ride along for the compiler.
 */
export interface Endpoint<In extends z.ZodType | undefined = z.ZodType | undefined, Out extends z.ZodType = z.ZodType> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly area: SchemaArea;
  /** Export name of the input schema in the area's module; null when the endpoint takes nothing. */
  readonly input: string | null;
  /** Export name of the output schema (the envelope's `data`) in the area's module. */
  readonly output: string;
  /** Never set: carries the schema types for EndpointInput, ParsedInput and EndpointOutput. */
  readonly types?: { input: In; output: Out };
}

/** What a caller sends: the input schema's input type (query strings for GET, a body for POST). */
export type EndpointInput<E> = E extends Endpoint<infer In, z.ZodType> ? (In extends z.ZodType ? z.input<In> : undefined) : never;

/** What the handler receives: the input after the schema parsed it. */
export type ParsedInput<E> = E extends Endpoint<infer In, z.ZodType> ? (In extends z.ZodType ? z.output<In> : undefined) : never;

/** The envelope's `data` on success. */
export type EndpointOutput<E> = E extends Endpoint<z.ZodType | undefined, infer Out> ? z.output<Out> : never;

type SchemaName<Module> = { [K in keyof Module]: Module[K] extends z.ZodType ? K : never }[keyof Module] & string;

/**
 * The endpoint maker of one area: schema names are checked against the area's module (a type-only
 * import), so a misspelt or missing schema fails the type check.
 */
export function endpointsOf<Module>(area: SchemaArea) {
  return <const P extends string, I extends SchemaName<Module> | null, O extends SchemaName<Module>>(
    method: HttpMethod,
    path: P,
    input: I,
    output: O,
  ): Endpoint<I extends keyof Module ? Extract<Module[I], z.ZodType> : undefined, Extract<Module[O], z.ZodType>> & {
    readonly path: P;
  } => ({
    method,
    path,
    area,
    input,
    output,
  });
}
