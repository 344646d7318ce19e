// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router-dom';
import { deserializeHydration, jsonForScript, serializeHydration } from './hydration';

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const json = jsonForScript({ q: '</script><script>alert(1)</script><!--', amp: 'a&b' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ q: '</script><script>alert(1)</script><!--', amp: 'a&b' });
  });
});

describe('hydration data', () => {
  it('round-trips route error responses and hides other errors behind their message', () => {
    const notFound = new ErrorResponseImpl(404, 'Not Found', 'This page could not be found');
    const serialized = serializeHydration({
      loaderData: { root: null },
      actionData: null,
      errors: { pages: notFound, other: new Error('boom') },
    });
    const restored = deserializeHydration(JSON.parse(JSON.stringify(serialized)));
    const pages = restored.errors?.pages;
    expect(isRouteErrorResponse(pages)).toBe(true);
    expect(pages).toMatchObject({ status: 404, data: 'This page could not be found' });
    expect((restored.errors!.other as Error).message).toBe('boom');
    expect(JSON.stringify(serialized)).not.toContain('stack');
  });
});
