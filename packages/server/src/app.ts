import crypto from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { ServerServices } from './api/context';
import { bodyTooLargeMessage, createApiRouter } from './api/express-adapter';
import { buildOpenApiDocument } from './api/openapi';
import type { OperationTable } from './api/table';
import { createMediaRouter } from './api/media/media-router';
import { multipartBody } from './api/multipart';
import { createBomExportRouter } from './sourcing/export-router';
import { devOutboxPage } from './mail/dev-outbox-page';
import type { StorefrontServerModule } from './ssr/app-module';
import { securityHeaders } from './ssr/security-headers';
import { createSsrHandler } from './ssr/ssr-handler';
import { createSitemapRouter } from './seo/sitemap';
import type { PageTemplate } from './ssr/template';

export interface AppParts {
  services: ServerServices;
  table: OperationTable;
  storefront: StorefrontServerModule;
  template: PageTemplate;
}

/** Static assets, then /api, then server-rendered pages for every other GET. */
export function createApp({ services, table, storefront, template }: AppParts): express.Express {
  const { config, log } = services;
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For decides req.ip (the throttles' client address) and req.secure: TRUST_PROXY.
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // JSON answers escape <, > and &, so text echoed from a request can never read as markup.
  app.set('json escape', true);

  // The access log line is at info: below that level a request does not time itself or wait for 'finish'.
  const accessLog = log.isLevelEnabled('info');
  app.use((req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.set('X-Request-Id', requestId);
    if (!accessLog) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });
  // Every answer (pages, API, assets, errors) carries the common headers; pages replace the CSP with their nonce policy.
  app.use(securityHeaders(config));

  app.use(compression());
  const clientDir = path.join(config.appDistDir, 'client');
  // Hashed file names change with their content, so they can be cached for a year.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  // Only names with an extension can be files there (favicon.svg, robots.txt): pages skip the disk lookup.
  const rootFiles = express.static(clientDir, { index: false, maxAge: '1h', redirect: false });
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? rootFiles(req, res, next) : next()));
  app.use('/media', createMediaRouter(services));
  app.use(createSitemapRouter(services));
  app.use(createBomExportRouter(services));

  const openApi = buildOpenApiDocument(table, { title: `${config.brand} storefront API`, version: '0.1.0' });
  app.get('/api/openapi.json', (_req, res) => void res.json(openApi));
  app.use('/api', createApiRouter(services, table));

  if (!config.production) app.get('/dev/outbox', devOutboxPage(services.db));

  const ssrHandler = createSsrHandler(services, table, storefront, template);
  app.get('/{*splat}', ssrHandler);
  // Forms posted without JavaScript run their route's action on the server (CSRF-checked inside).
  app.post(
    '/{*splat}',
    express.urlencoded({ extended: false, limit: config.bodyLimit }),
    multipartBody({ fileLimitBytes: config.uploadLimitBytes, fieldLimitBytes: 1024 * 1024, log }),
    ssrHandler,
  );

  app.use((req, res) => {
    res.status(405).type('text').send(`${req.method} is not allowed here.`);
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = (error as { status?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status === 404) return void res.status(404).type('text').send('Not found');
    // The visitor's mistake (an address that is not valid percent-encoding, a body that cannot be read): say so, never 500.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (res.headersSent) return;
      const type = (error as { type?: string }).type;
      const exposed = (error as { expose?: boolean }).expose === true && !type ? (error as Error).message : undefined;
      const message = exposed || (status === 413 ? bodyTooLargeMessage(config.bodyLimit) : 'This address or request is not valid.');
      if (req.path.startsWith('/api/')) return void res.status(status).json({ state: 'error', message, code: status, data: null });
      return void res.status(status).type('text').send(message);
    }
    log.error({ err: error, url: req.originalUrl }, 'unhandled error');
    if (!res.headersSent) res.status(500).type('text').send('Something went wrong on our side.');
  };
  app.use(onError);
  return app;
}
