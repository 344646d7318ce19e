import { z } from 'zod';
import { API_STATES } from './envelope';
import type { Endpoint } from './endpoint';
import { allEndpoints } from './endpoints';
import { messageParams, messageRef } from './message-schemas';
import { namedOutputSchemas, schemasOf } from './schemas';

/** An endpoint as the document lists it: the contract's entry and the implementation's summary. */
export interface DocumentedEndpoint {
  endpoint: Endpoint;
  summary: string;
}

type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

/** Schemas that refer to themselves get a component of their own, so that their references resolve in the document. */
const RECURSIVE: [string, z.ZodType][] = [
  ['message.ref', messageRef],
  ['message.params', messageParams],
];

const envelope: JsonSchema = {
  type: 'object',
  required: ['state', 'message', 'code', 'data'],
  properties: {
    state: { enum: [...API_STATES] },
    message: { type: 'string', description: 'English; pages translate it by its text or by messageCode.' },
    code: { type: 'integer', description: 'The HTTP status, repeated.' },
    data: { description: 'The endpoint’s output on success; null or details of the refusal otherwise.' },
    messageCode: {
      type: 'string',
      description: 'Names a message composed from values (contract/message-codes.ts); `message` stays its English.',
    },
    messageParams: { $ref: `${COMPONENTS}message.params` },
  },
};

/**
 * The output schemas as components, named by their export (`catalog.categoryListing`), with the
 * references between them (a listing's parts are `catalog.partListItem`) resolved in the document.
 */
function outputComponents(names: Map<z.ZodType, string>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'output', uri: (id) => `${COMPONENTS}${id}`, unrepresentable: 'any' });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    components[id] = rest;
  }
  return components;
}

function nameOf(names: Map<z.ZodType, string>, schema: z.ZodType): string {
  const name = names.get(schema);
  if (!name) throw new Error('An output schema is not exported by its area module');
  return name;
}

function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** An OpenAPI 3.1 document of the given endpoints: every input and every response body from the contract's schemas. */
export function buildOpenApiDocument(documented: readonly DocumentedEndpoint[], info: { title: string; version: string }): JsonSchema {
  const names = new Map<z.ZodType, string>([...RECURSIVE.map(([id, schema]) => [schema, id] as const), ...namedOutputSchemas()]);
  const paths: Record<string, Record<string, unknown>> = {};
  const envelopeOf = (data: JsonSchema): JsonSchema => ({
    allOf: [{ $ref: `${COMPONENTS}Envelope` }, { type: 'object', properties: { data } }],
  });
  const refusal = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: `${COMPONENTS}Envelope` } } },
  });
  for (const { endpoint, summary } of documented) {
    const { input } = schemasOf(endpoint);
    const entry: Record<string, unknown> = {
      operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
      summary,
      tags: [endpoint.area],
      responses: {
        '200': {
          description: 'Success (state "success"), or done with a warning (state "warning").',
          content: { 'application/json': { schema: envelopeOf({ $ref: `${COMPONENTS}${nameOf(names, schemasOf(endpoint).output)}` }) } },
        },
        '400': refusal('Invalid input: the message names the first problem.'),
        default: refusal('Any other refusal or failure, in the same envelope.'),
      },
    };
    if (input) {
      const schema = inputSchema(input);
      if (endpoint.method === 'GET') {
        const properties = (schema.properties ?? {}) as Record<string, unknown>;
        const required = new Set((schema.required as string[] | undefined) ?? []);
        entry.parameters = Object.entries(properties).map(([name, property]) => ({
          name,
          in: 'query',
          required: required.has(name),
          schema: property,
        }));
      } else {
        entry.requestBody = {
          required: true,
          content: { 'application/json': { schema }, 'multipart/form-data': { schema } },
        };
      }
    }
    paths[`/api${endpoint.path}`] = { ...paths[`/api${endpoint.path}`], [endpoint.method.toLowerCase()]: entry };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { schemas: { Envelope: envelope, ...outputComponents(names) } },
  };
}

/** The endpoints of the contract that `documented` leaves out, and entries that are not in the contract. */
export function coverageOf(documented: readonly DocumentedEndpoint[]): { missing: Endpoint[]; unknown: Endpoint[] } {
  const given = new Set(documented.map((entry) => entry.endpoint));
  const declared = new Set<Endpoint>(allEndpoints);
  return {
    missing: allEndpoints.filter((endpoint) => !given.has(endpoint)),
    unknown: [...given].filter((endpoint) => !declared.has(endpoint)),
  };
}
