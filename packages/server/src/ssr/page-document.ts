// What the cached and the streamed page paths share: the render's types, the HTML around the app's
// markup, fresh nonces, and the static page sent when rendering fails.
import crypto from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { PAYLOAD_ELEMENT_ID } from '@ferrite/storefront-app/payload';
import type { RequestContext } from '../api/context';
import type { StorefrontServerModule } from './app-module';
import { withNonce, type PageTemplate } from './template';

export type RenderInput = Parameters<StorefrontServerModule['render']>[0];
export type RenderResult = Awaited<ReturnType<StorefrontServerModule['render']>>;
export type HtmlResult = Extract<RenderResult, { kind: 'html' }>;

export const FALLBACK_500 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Oops! Our Servers Need a Coffee Break</title></head>
<body><main><h1>Oops! Our Servers Need a Coffee Break</h1><p>This page is malfunctioning right now. Please try again in a moment.</p>
<p><a href="/">Back to the home page</a> · <a href="/feedback">Tell us what happened</a></p></main></body></html>`;

/** A fresh 128-bit CSP nonce. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** The page's HTML before and after the app's markup, from the built index.html. */
export interface PageDocument {
  start(result: HtmlResult, nonce: string): string;
  end(result: HtmlResult, nonce: string): string;
}

export function pageDocument(template: PageTemplate): PageDocument {
  return {
    start: (result, nonce) =>
      withNonce(template.beforeLang, nonce) +
      result.lang +
      template.beforeDir +
      result.dir +
      withNonce(template.beforeHead, nonce) +
      result.head +
      withNonce(template.beforeBodyClass, nonce) +
      result.bodyClass +
      withNonce(template.beforeApp, nonce),
    end: (result, nonce) =>
      withNonce(template.beforeData, nonce) +
      // After the page's HTML: in the head the page's own chunks were fetched alongside its
      // stylesheet and entry, and its first paint came later (measured).
      withNonce(template.routePreloads(result.modules), nonce) +
      `<script nonce="${nonce}" id="${PAYLOAD_ELEMENT_ID}" type="application/json">${result.payloadJson}</script>` +
      withNonce(template.tail, nonce),
  };
}

/** One page request as both paths see it, once the handler has resolved the visitor's session and settings. */
export interface PageRequest {
  req: ExpressRequest;
  res: ExpressResponse;
  ctx: RequestContext;
  app: StorefrontServerModule;
  document: PageDocument;
  /** The API's origin when it is not this server's, for the Content-Security-Policy. */
  apiOrigin: string | undefined;
  renderInput(nonce: string): Promise<RenderInput>;
}
