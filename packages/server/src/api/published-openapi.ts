import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoMailboxOperations } from '../mail/mailbox-operations';
import { buildOpenApiDocument } from './openapi';
import { operations } from './operations';
import { OperationTable } from './table';

/** The checked-in copy of the API's description, for readers and client generators without a running server. */
export const PUBLISHED_OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');

/** The command that rewrites it. */
export const OPENAPI_COMMAND = 'npm run openapi';

/** The document as published: every operation, the demo mailbox's too, as text with a final newline. */
export function publishedOpenApiText(): string {
  const table = new OperationTable([...operations, ...demoMailboxOperations]);
  return `${JSON.stringify(buildOpenApiDocument(table, { title: 'Ferrite storefront API', version: '0.1.0' }), null, 2)}\n`;
}
