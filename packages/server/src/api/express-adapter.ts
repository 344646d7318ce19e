import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import type { ApiEnvelope } from '@ferrite/contract';
import { findForgery } from '../accounts/auth/csrf';
import { createRequestContext, type RequestContext, type ServerServices } from './context';
import { multipartBody } from './multipart';
import { failureOutcome, runOperation } from './operation';
import type { OperationTable } from './table';

function send(res: Response, status: number, envelope: ApiEnvelope): void {
  res.status(status).set('Cache-Control', 'no-store').json(envelope);
}

function writeContextHeaders(res: Response, ctx: RequestContext): void {
  if (ctx.setCookies.length > 0) res.append('Set-Cookie', ctx.setCookies);
  if (Object.keys(ctx.responseHeaders).length > 0) res.set(ctx.responseHeaders);
}

function errorEnvelope(status: number, message: string): ApiEnvelope {
  return { state: 'error', message, code: status, data: null };
}

/** The /api router: body parsing, the operation table, and the envelope for every failure. */
export function createApiRouter(services: ServerServices, table: OperationTable): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: services.config.bodyLimit }));
  router.use(express.urlencoded({ extended: false, limit: services.config.bodyLimit }));
  router.use(multipartBody({ fileLimitBytes: services.config.uploadLimitBytes, fieldLimitBytes: 1024 * 1024, log: services.log }));

  router.use(async (req: Request, res: Response) => {
    const found = table.find(req.method, req.path);
    if (found === undefined) return send(res, 404, errorEnvelope(404, `No API endpoint at ${req.method} /api${req.path}`));
    if (found === 'wrong-method') return send(res, 405, errorEnvelope(405, `${req.method} is not allowed on /api${req.path}`));
    const ctx = createRequestContext(services, {
      headers: req.headers,
      ip: req.ip,
      requestId: res.locals.requestId as string,
      secure: req.secure,
    });
    const input = found.endpoint.method === 'GET' ? { ...(req.query as Record<string, unknown>) } : (req.body ?? {});
    if (found.endpoint.method === 'POST') {
      // State changes only from our own pages: Origin check, and the CSRF token for cookie sessions.
      const forgery = await findForgery(ctx, (input as Record<string, unknown>)._csrf);
      if (forgery) {
        writeContextHeaders(res, ctx);
        return send(res, 403, errorEnvelope(403, forgery));
      }
    }
    const outcome = await runOperation(found, input, ctx, table.runOptions);
    writeContextHeaders(res, ctx);
    send(res, outcome.status, outcome.envelope);
  });

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = (error as { status?: number }).status;
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') return send(res, 400, errorEnvelope(400, 'The request body is not valid JSON.'));
    if (type === 'entity.too.large') return send(res, 413, errorEnvelope(413, bodyTooLargeMessage(services.config.bodyLimit)));
    if (type === 'charset.unsupported') return send(res, 415, errorEnvelope(415, 'The request body must be sent as UTF-8.'));
    if (type === 'encoding.unsupported')
      return send(
        res,
        415,
        errorEnvelope(415, 'The request body uses a compression this site does not accept; send it uncompressed or gzip.'),
      );
    // Our own refusals (the upload parser's) carry a message meant for the visitor.
    const exposed = (error as { expose?: boolean }).expose === true && !type ? (error as Error).message : undefined;
    if (status && status >= 400 && status < 500)
      return send(res, status, errorEnvelope(status, exposed || 'The request could not be read.'));
    const outcome = failureOutcome(error, services);
    send(res, outcome.status, outcome.envelope);
  };
  router.use(onError);
  return router;
}

/** BODY_LIMIT ("1mb", "500kb", or bytes) as a sentence: "The request body is larger than the 1 MB limit." */
export function bodyTooLargeMessage(limit: string): string {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(limit.trim());
  const words = match
    ? `${match[1]} ${({ b: 'bytes', kb: 'kB', mb: 'MB', gb: 'GB' } as Record<string, string>)[(match[2] ?? 'b').toLowerCase()]}`
    : limit;
  return `The request body is larger than the ${words} limit.`;
}
