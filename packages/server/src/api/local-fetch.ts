import type { RequestContext } from './context';
import { runOperation } from './operation';
import type { OperationTable } from './table';

/** A FormData body as the Express side would have parsed it: strings, and files as {fileName, contentType, data}. */
async function formInput(form: FormData): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const item: unknown =
      typeof value === 'string'
        ? value
        : { fileName: value.name, contentType: value.type || 'application/octet-stream', data: Buffer.from(await value.arrayBuffer()) };
    const existing = input[name];
    input[name] = existing === undefined ? item : Array.isArray(existing) ? [...existing, item] : [existing, item];
  }
  return input;
}

/** Query parameters as Express parses them: a repeated name (`f=a&f=b`) gives an array of its values. */
export function queryInput(params: URLSearchParams): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const existing = input[name];
    input[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return input;
}

/**
 * A `fetch` that answers /api calls inside this process, so server-side loaders use the very same
 * ofetch client and envelope as the browser without a loopback HTTP round trip.
 */
export function createLocalFetch(table: OperationTable, ctx: RequestContext, apiPrefix = '/api'): typeof fetch {
  return async (resource, init) => {
    const url = new URL(typeof resource === 'string' ? resource : resource instanceof URL ? resource.href : resource.url, 'http://local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(apiPrefix) ? url.pathname.slice(apiPrefix.length) : url.pathname;
    const found = table.find(method, path);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (found === undefined || found === 'wrong-method') {
      return json(404, { state: 'error', message: `No API endpoint at ${method} ${url.pathname}`, code: 404, data: null });
    }
    let input: unknown;
    if (found.endpoint.method === 'GET') {
      input = queryInput(url.searchParams);
    } else {
      const body = init?.body;
      if (body instanceof FormData) input = await formInput(body);
      else {
        try {
          input = typeof body === 'string' && body.length > 0 ? JSON.parse(body) : {};
        } catch {
          return json(400, { state: 'error', message: 'The request body is not valid JSON.', code: 400, data: null });
        }
      }
    }
    const outcome = await runOperation(found, input, ctx, table.runOptions);
    return json(outcome.status, outcome.envelope);
  };
}
