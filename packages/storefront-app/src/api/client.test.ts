// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@ferrite/contract/endpoints';
import { ApiCallError, createApiClient } from './client';

// Only the network is simulated: a fetch that answers like a server, or fails like a broken link.
function answering(status: number, body: unknown, headers: Record<string, string> = {}): typeof fetch {
  return vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers },
      }),
  );
}

function client(fetchImpl: typeof fetch, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const notify = vi.fn();
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    baseURL: 'http://api.test/api',
    fetch: fetchImpl,
    identity: () => ({ token: 'tok', language: 'en', currency: 'EUR', cartId: 'c1', companyId: 't1', userId: 'u1', refLoc: 'ref' }),
    notify,
    onSessionExpired,
    ...extra,
  });
  return { api, notify, onSessionExpired };
}

describe('createApiClient', () => {
  it('returns data on success and sends the docs/product.md §7 headers', async () => {
    const fetchImpl = answering(200, { state: 'success', message: '', code: 200, data: [1, 2] });
    const { api, notify } = client(fetchImpl);
    expect(await api.call(endpoints.site.categoryNavigation)).toEqual([1, 2]);
    const [url, init] = (fetchImpl as ReturnType<typeof vi.fn>).mock.calls[0]! as [string, RequestInit];
    expect(String(url)).toBe('http://api.test/api/category/Navigation');
    expect(init.method).toBe('GET');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-currency')).toBe('EUR');
    expect(headers.get('x-cart-id')).toBe('c1');
    expect(headers.get('x-company-id')).toBe('t1');
    expect(headers.get('x-user-id')).toBe('u1');
    expect(headers.get('x-ref-loc')).toBe('ref');
    expect(notify).not.toHaveBeenCalled();
  });

  it('hands a non-success message to the snackbar with its state and throws', async () => {
    const { api, notify } = client(answering(400, { state: 'error', message: 'keyword cannot be empty', code: 400, data: null }));
    await expect(api.call(endpoints.catalog.autocomplete, { keyword: 'lm3' })).rejects.toBeInstanceOf(ApiCallError);
    expect(notify).toHaveBeenCalledWith('error', 'keyword cannot be empty', {});
  });

  it('hands a composed message to the snackbar with its code and values, so the app can word it', async () => {
    const envelope = {
      state: 'error',
      message: 'Minimum order is 2,500 pcs.',
      code: 400,
      data: null,
      messageCode: 'buying.msgMinimumOrder',
      messageParams: { moq: 2500 },
    };
    const fetchImpl400 = vi.mocked(answering(400, envelope));
    const { api, notify } = client(fetchImpl400);
    await expect(api.call(endpoints.buying.addToCart, { ProductID: 1, OrderQty: 2 })).rejects.toBeInstanceOf(ApiCallError);
    const [url, init] = (fetchImpl400.mock.calls[0] ?? []) as [string, RequestInit];
    expect(String(url)).toBe('http://api.test/api/shopcart/AddToCart');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ ProductID: 1, OrderQty: 2 });
    expect(notify).toHaveBeenCalledWith('error', 'Minimum order is 2,500 pcs.', {
      messageCode: 'buying.msgMinimumOrder',
      messageParams: { moq: 2500 },
    });
  });

  it('turns warning + 403 into a session-expired redirect', async () => {
    const { api, notify, onSessionExpired } = client(
      answering(200, { state: 'warning', message: 'Please sign in again', code: 403, data: null }),
    );
    await expect(api.call(endpoints.account.logOff)).rejects.toMatchObject({ state: 'warning', code: 403 });
    expect(notify).toHaveBeenCalledWith('warning', 'Please sign in again');
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it("says 'Request failed with status code {n}' when the answer is not an envelope", async () => {
    const { api, notify } = client(answering(502, 'Bad gateway'));
    await expect(api.call(endpoints.site.health)).rejects.toThrow('Request failed with status code 502');
    expect(notify).toHaveBeenCalledWith('error', 'Request failed with status code 502', {});
  });

  it("says 'Network error' when the request never got an answer", async () => {
    const { api, notify } = client(vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    await expect(api.call(endpoints.site.health)).rejects.toThrow('Network error');
    expect(notify).toHaveBeenCalledWith('error', 'Network error', {});
  });

  it('keeps silent calls out of the snackbar', async () => {
    const { api, notify } = client(answering(500, { state: 'error', message: 'boom', code: 500, data: null }));
    await expect(api.silent.call(endpoints.site.translate, { Params: ['Cart'], Target: 'de' })).rejects.toThrow('boom');
    expect(notify).not.toHaveBeenCalled();
  });

  it('replaces the stored token when a response carries an authorization header', async () => {
    const onToken = vi.fn();
    const { api } = client(answering(200, { state: 'success', message: '', code: 200, data: null }, { authorization: 'Bearer fresh' }), {
      onToken,
    });
    await api.call(endpoints.account.onlineId);
    expect(onToken).toHaveBeenCalledWith('fresh');
  });
});
