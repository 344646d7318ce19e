import fs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { coverageOf } from '@ferrite/contract/openapi';
import { describe, expect, it } from 'vitest';
import { demoMailboxOperations } from '../mail/mailbox-operations';
import { operations } from './operations';
import { OPENAPI_COMMAND, PUBLISHED_OPENAPI_FILE, publishedOpenApiText } from './published-openapi';

const everyOperation = [...operations, ...demoMailboxOperations];
const current = publishedOpenApiText();
const document = JSON.parse(current) as {
  paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};

describe('the API contract and the operation table', () => {
  it('implements every endpoint of the contract once, and nothing else', () => {
    const coverage = coverageOf(everyOperation.map((op) => ({ endpoint: op.endpoint, summary: op.summary })));
    expect(coverage.missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    expect(coverage.unknown.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    expect(new Set(everyOperation.map((op) => op.endpoint)).size).toBe(everyOperation.length);
  });
});

describe('the published OpenAPI document', () => {
  it(`is current (after changing the contract or a summary, run \`${OPENAPI_COMMAND}\` and commit docs/openapi.json)`, () => {
    const published = fs.existsSync(PUBLISHED_OPENAPI_FILE) ? fs.readFileSync(PUBLISHED_OPENAPI_FILE, 'utf8') : '';
    if (published !== current) {
      expect.fail(`docs/openapi.json differs from the contract: run \`${OPENAPI_COMMAND}\` and commit the file.`);
    }
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(current));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it("describes every operation's response body with its output schema", () => {
    const missing: string[] = [];
    for (const op of everyOperation) {
      const entry = document.paths[`/api${op.endpoint.path}`]?.[op.endpoint.method.toLowerCase()];
      const schema = JSON.stringify(entry?.responses['200']?.content['application/json']?.schema ?? {});
      const ref = /"data":\{"\$ref":"#\/components\/schemas\/([^"]+)"\}/.exec(schema)?.[1];
      if (!ref || !document.components.schemas[ref]) missing.push(`${op.endpoint.method} ${op.endpoint.path}`);
    }
    expect(missing).toEqual([]);
    expect(everyOperation.length).toBeGreaterThanOrEqual(80);
  });
});
