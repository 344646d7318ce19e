import { buildOpenApiDocument as fromContract } from '@ferrite/contract/openapi';
import type { OperationTable } from './table';

/** The OpenAPI 3.1 document of this table: the contract's schemas with each operation's summary. */
export function buildOpenApiDocument(table: OperationTable, info: { title: string; version: string }): Record<string, unknown> {
  return fromContract(
    table.operations.map((op) => ({ endpoint: op.endpoint, summary: op.summary })),
    info,
  );
}
