import pino from 'pino';
import type { AppConfig } from '../config';

/**
 * Logs carry no personal data: no bodies, no query strings, no IP addresses, no cookies.
 * Request lines log method, path, status, duration and request id only.
 */
export const createLogger = (config: Pick<AppConfig, 'logLevel'>) =>
  pino({
    level: config.logLevel,
    redact: { paths: ['req.headers', 'body', '*.email', '*.phone', '*.first_name', '*.last_name'], remove: true },
  });

export type Logger = ReturnType<typeof createLogger>;
