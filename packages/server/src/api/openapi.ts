import { z } from 'zod';
import type { OperationTable } from './table';

/** An OpenAPI 3.1 document generated from the same schemas that validate requests. */
export function buildOpenApiDocument(table: OperationTable, info: { title: string; version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const envelope = {
    type: 'object',
    required: ['state', 'message', 'code', 'data'],
    properties: {
      state: { enum: ['success', 'warning', 'error'] },
      message: { type: 'string' },
      code: { type: 'integer' },
      data: {},
      messageCode: {
        type: 'string',
        description: 'Names a message composed from values (contract/message-codes.ts); `message` stays its English.',
      },
      messageParams: { type: 'object', description: 'The values of the composed message: numbers, texts, or lists of { code, params }.' },
    },
  };
  for (const op of table.operations) {
    const entry: Record<string, unknown> = {
      summary: op.summary,
      responses: {
        '200': { description: 'success or warning', content: { 'application/json': { schema: envelope } } },
        '400': { description: 'invalid input', content: { 'application/json': { schema: envelope } } },
      },
    };
    if (op.input) {
      const schema = z.toJSONSchema(op.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      if (op.method === 'GET') {
        const properties = (schema.properties ?? {}) as Record<string, unknown>;
        const required = new Set((schema.required as string[] | undefined) ?? []);
        entry.parameters = Object.entries(properties).map(([name, property]) => ({
          name,
          in: 'query',
          required: required.has(name),
          schema: property,
        }));
      } else {
        entry.requestBody = { required: true, content: { 'application/json': { schema } } };
      }
    }
    paths[`/api${op.path}`] = { ...paths[`/api${op.path}`], [op.method.toLowerCase()]: entry };
  }
  return { openapi: '3.1.0', info, paths };
}
