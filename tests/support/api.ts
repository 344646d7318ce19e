import type { TestStore } from './server';

export interface Envelope<T = unknown> {
  state: 'success' | 'warning' | 'error';
  message: string;
  code: number;
  data: T;
}

/** Calls the store's API and returns the HTTP status with the parsed envelope. */
export async function callApi<T = unknown>(
  store: TestStore,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${store.url}${path}`, init);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Envelope<T> };
  } catch {
    throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** GETs a page without following redirects. */
export async function getPage(store: TestStore, path: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${store.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Visible text of a server-rendered page: scripts, comments and tags removed, entities and spaces plain. */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}
