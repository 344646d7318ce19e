import { pino, type Logger } from 'pino';

/** Structured JSON logs; the request id is bound per request by the app. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'ferrite' },
    // Never log credentials, even if a handler logs a whole request.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.Password', 'password'],
  });
}

export type { Logger };
