import { Box, Notice as KitNotice, type NoticeProps } from '@ferrite/ui';
import { useEffect, useState } from 'react';
import { data } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Endpoint, EndpointOutput } from '@ferrite/contract/endpoint';
import { ApiCallError, type ApiClient, type CallArgs, type ComposedFields } from '../../api/client';
import type { ApiEnvelope, ApiState, SessionUser } from '@ferrite/contract';
import { useStores } from '../../state/context';
import type { Stores } from '../../state/stores';

/** The submitted form as plain strings (last value wins), and every value of repeated names. */
export async function readForm(request: Request): Promise<{ values: Record<string, string>; all: (name: string) => string[] }> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return { values, all: (name) => form.getAll(name).filter((v): v is string => typeof v === 'string') };
}

/** A call's outcome; a failure keeps the code and values of a composed message (i18n/api-messages ApiText). */
export type Called<T> =
  | { ok: true; data: T; message: string }
  | ({ ok: false; message: string; state: Exclude<ApiState, 'success'>; code: number; data: unknown } & ComposedFields);

/** Calls the API without the client's own snackbar: the page decides where the message goes. */
export function callApi<E extends Endpoint>(api: ApiClient, endpoint: E, ...input: CallArgs<E>): Promise<Called<EndpointOutput<E>>> {
  return settled(api.silent.envelope(endpoint, ...input));
}

/** Posts a form with files the same way (multipart: the BOM upload). */
export function uploadApi<E extends Endpoint>(api: ApiClient, endpoint: E, form: FormData): Promise<Called<EndpointOutput<E>>> {
  return settled(api.silent.upload(endpoint, form));
}

async function settled<T>(call: Promise<ApiEnvelope<T>>): Promise<Called<T>> {
  try {
    const envelope = await call;
    return { ok: true, data: envelope.data, message: envelope.message };
  } catch (error) {
    if (error instanceof ApiCallError)
      return { ok: false, message: error.message, state: error.state, code: error.code, data: error.data, ...error.composed };
    throw error;
  }
}

/** An action's answer with an error status, so a page posted without JavaScript is not taken for a success. */
export function failed<T>(result: T, status = 400) {
  return data(result, { status });
}

/** Is the session signed in? (the user object is there). */
export const isSignedIn = (stores: Stores) => stores.session.user !== null;

/** The hidden CSRF field of forms that must work without JavaScript (cookie sessions need it). */
export function CsrfField() {
  const session = useSnapshot(useStores().session);
  const token = (session.user as SessionUser | null)?.CsrfToken;
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}

/** False on the server and in the first render, true once React runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** 128 random bits as hex, for idempotency keys (works in the browser and in Node). */
export function randomHex(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A message above or beside a form: an error is announced, a note is polite. */
export function Notice({ tone, announce, ...rest }: NoticeProps & { tone: NonNullable<NoticeProps['tone']> }) {
  return (
    <Box marginY="medium">
      <KitNotice tone={tone} announce={announce ?? (tone === 'error' ? 'assertive' : 'polite')} {...rest} />
    </Box>
  );
}

/** Where checkout continues for this visitor (docs/product.md §2, §4): guests at /PlaceOrder, users at /order/checkout. */
export function checkoutUrl(signedIn: boolean, tempOrderId: string, tempCartID: string): string {
  const query = `tempOrderId=${encodeURIComponent(tempOrderId)}&tempCartID=${encodeURIComponent(tempCartID)}`;
  return signedIn ? `/order/checkout?${query}` : `/PlaceOrder?${query}`;
}
