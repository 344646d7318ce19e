import crypto from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { ServerServices } from './api/context';
import { createApiRouter } from './api/express-adapter';
import { buildOpenApiDocument } from './api/openapi';
import type { OperationTable } from './api/table';
import { createMediaRouter } from './api/media/media-router';
import { multipartBody } from './api/multipart';
import { createBomExportRouter } from './api/sourcing/export-router';
import { devOutboxPage } from './mail/dev-outbox-page';
import type { StorefrontServerModule } from './ssr/app-module';
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
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');

  app.use((req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  app.use(compression());
  const clientDir = path.join(config.appDistDir, 'client');
  // Hashed file names change with their content, so they can be cached for a year.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  app.use(express.static(clientDir, { index: false, maxAge: '1h', redirect: false }));
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
    multipartBody({ fileLimitBytes: config.uploadLimitBytes, fieldLimitBytes: 1024 * 1024 }),
    ssrHandler,
  );

  app.use((req, res) => {
    res.status(405).type('text').send(`${req.method} is not allowed here.`);
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = (error as { status?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status === 404) return void res.status(404).type('text').send('Not found');
    log.error({ err: error, url: req.originalUrl }, 'unhandled error');
    if (!res.headersSent) res.status(500).type('text').send('Something went wrong on our side.');
  };
  app.use(onError);
  return app;
}
