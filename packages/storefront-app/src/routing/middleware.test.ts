// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStaticHandler, isRouteErrorResponse } from 'react-router-dom';
import { createStores } from '../state/stores';
import { runMiddleware } from './middleware';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('runMiddleware', () => {
  it('sends a signed-out visitor to sign in with the full path as redirect', () => {
    const response = thrown(() => runMiddleware(['auth'], args('http://x/account/favourites?page=2'), createStores())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/login?redirect=%2Faccount%2Ffavourites%3Fpage%3D2');
  });

  it('lets a signed-in user through auth and sends them away from guest pages', () => {
    const stores = createStores({ session: { token: 't', user: { UserName: 'Ada' } } });
    expect(thrown(() => runMiddleware(['auth'], args('http://x/account'), stores))).toBeUndefined();
    const response = thrown(() => runMiddleware(['guest'], args('http://x/account/login'), stores)) as Response;
    expect(response.headers.get('Location')).toBe('/');
  });

  it("fails with 500 'Unknown middleware {name}' for a name it does not know", async () => {
    const stores = createStores();
    const handler = createStaticHandler([
      { id: 'page', path: '/', loader: (loaderArgs) => (runMiddleware(['sso'], loaderArgs, stores), null) },
    ]);
    const context = await handler.query(new Request('http://x/'));
    if (context instanceof Response) throw new Error('expected a rendered context');
    expect(context.statusCode).toBe(500);
    const error = context.errors?.page;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 500, data: 'Unknown middleware sso' });
  });
});
