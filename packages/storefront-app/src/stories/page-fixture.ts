import type { Endpoint, EndpointOutput } from '@ferrite/contract/endpoint';

/** One endpoint's answer for a page story: the envelope's `data`, typed by the endpoint's output schema. */
export interface FixtureAnswer {
  method: string;
  path: string;
  data: unknown;
}

/** A page as a story shows it: its address, the status the store answered it with, and the API answers its loaders read. */
export interface PageFixture {
  url: string;
  status: number | undefined;
  answers: FixtureAnswer[];
}

/** The answer `endpoint` gives in a story (whatever the input). */
export function answer<E extends Endpoint>(endpoint: E, data: EndpointOutput<E>): FixtureAnswer {
  return { method: endpoint.method, path: endpoint.path.toLowerCase(), data };
}

/**
 * A fetch that answers the API from a fixture, in the envelope the real API uses. A call the
 * fixture does not hold answers 404 with the endpoint in the message, so a story that needs a new
 * answer says which.
 */
export function fixtureFetch(answers: readonly FixtureAnswer[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '').toLowerCase();
    const found = answers.find((entry) => entry.method === request.method && entry.path === path);
    const envelope = found
      ? { state: 'success', code: 200, message: '', data: found.data }
      : { state: 'error', code: 404, message: `No fixture for ${request.method} ${path}`, data: null };
    return new Response(JSON.stringify(envelope), { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } });
  };
}
