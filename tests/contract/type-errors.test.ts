// A change of an endpoint's output schema fails the type check on both sides: the server handler
// that still answers the old shape, and the page that still reads it. The fixture compiles real
// code (the server's defineOperation, the app's ApiClient) with the TypeScript compiler.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'tests/.artifacts/contract-fixture');
const tsc = path.join(root, 'node_modules/.bin/tsc');

const OLD_SCHEMA = 'z.object({ total: z.number().int(), label: z.string() })';
const NEW_SCHEMA = 'z.object({ total: z.string(), label: z.string() })';

function write(name: string, text: string): void {
  fs.writeFileSync(path.join(dir, name), text);
}

/** Type-checks the fixture; answers the compiler's errors, `file(line,col): error TSnnnn: …` with their explanation. */
async function typeErrors(): Promise<string[]> {
  try {
    await run(tsc, ['--noEmit', '-p', dir], { cwd: root });
    return [];
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? '');
    const errors: string[] = [];
    for (const line of output.split('\n')) {
      if (/error TS\d+/.test(line)) errors.push(line);
      else if (/^\s/.test(line) && errors.length > 0) errors[errors.length - 1] += `\n${line}`;
    }
    return errors;
  }
}

beforeAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  write(
    'tsconfig.json',
    JSON.stringify({
      extends: '../../../tsconfig.base.json',
      compilerOptions: { composite: false, noEmit: true, types: ['node'], lib: ['ES2023', 'DOM', 'DOM.Iterable'] },
      include: ['*.ts'],
    }),
  );
  // One endpoint of a contract area, declared the way packages/contract/src/endpoints.ts declares them.
  write(
    'endpoints.ts',
    [
      "import { endpointsOf } from '@ferrite/contract/endpoint';",
      "import type * as schemas from './schemas';",
      "const site = endpointsOf<typeof schemas>('site');",
      "export const stock = site('GET', '/fixture/Stock', 'stockInput', 'stock');",
      '',
    ].join('\n'),
  );
  write(
    'server.ts',
    [
      "import { defineOperation } from '../../../packages/server/src/api/operation';",
      "import { stock } from './endpoints';",
      'export const stockOperation = defineOperation(stock, {',
      "  summary: 'How many of a part are in stock.',",
      '  async handler({ partNo }) {',
      '    return { total: 42, label: `${partNo} in stock` };',
      '  },',
      '});',
      '',
    ].join('\n'),
  );
  write(
    'client.ts',
    [
      "import type { ApiClient } from '../../../packages/storefront-app/src/api/client';",
      "import { stock } from './endpoints';",
      'export async function reorderQuantity(api: ApiClient): Promise<number> {',
      "  const answer = await api.call(stock, { partNo: 'LM358DR' });",
      '  return Math.max(0, 100 - answer.total);',
      '}',
      '',
    ].join('\n'),
  );
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function schemas(output: string): string {
  return [
    "import { z } from 'zod';",
    'export const stockInput = z.object({ partNo: z.string() });',
    `export const stock = ${output};`,
    '',
  ].join('\n');
}

describe('a change of an output schema', () => {
  it('compiles while server and client agree with the schema', async () => {
    write('schemas.ts', schemas(OLD_SCHEMA));
    expect(await typeErrors()).toEqual([]);
  });

  it('fails the server handler and the client call once `total` becomes a string', async () => {
    write('schemas.ts', schemas(NEW_SCHEMA));
    const errors = await typeErrors();
    // The handler still answers a number where the contract now says text.
    expect(errors.find((error) => error.includes('server.ts'))).toMatch(
      /TS2322[\s\S]*'total'[\s\S]*'number' is not assignable to type 'string'/,
    );
    // The page still does arithmetic with it.
    expect(errors.find((error) => error.includes('client.ts'))).toMatch(
      /client\.ts\(5,\d+\): error TS2363: The right-hand side of an arithmetic operation/,
    );
    expect(errors.every((error) => error.includes('server.ts') || error.includes('client.ts'))).toBe(true);
  });

  it('fails a client call that sends the wrong input, and a handler of a real endpoint that answers the wrong shape', async () => {
    write('schemas.ts', schemas(OLD_SCHEMA));
    write(
      'wrong.ts',
      [
        "import { endpoints } from '@ferrite/contract/endpoints';",
        "import type { ApiClient } from '../../../packages/storefront-app/src/api/client';",
        "import { defineOperation } from '../../../packages/server/src/api/operation';",
        'export async function listing(api: ApiClient) {',
        '  return api.call(endpoints.catalog.listing, { page: 2 });',
        '}',
        'export const wrongHandler = defineOperation(endpoints.catalog.seo, {',
        "  summary: 'answers without keywords',",
        "  async handler() { return { title: 'Ferrite', description: '' }; },",
        '});',
        '',
      ].join('\n'),
    );
    const errors = await typeErrors();
    fs.rmSync(path.join(dir, 'wrong.ts'));
    // Listing needs the category path.
    expect(errors.find((error) => error.includes('wrong.ts(5,'))).toMatch(/TS2741: Property 'path' is missing/);
    // The SEO answer lacks `keywords`.
    expect(errors.find((error) => error.includes('wrong.ts(9,'))).toMatch(/TS2322[\s\S]*'keywords'/);
    expect(errors).toHaveLength(2);
  });
});
