import pino from 'pino';
import type { AppConfig } from '../config';
import { errorForLog } from './log-safe-error';

/**
 * Logs carry no personal data: no bodies, no query strings, no IP addresses, no cookies, and errors only
 * as errorForLog cleans them (`{ err }` goes through it). Request lines log method, path, status, duration
 * and request id only.
 */
export const createLogger = (config: Pick<AppConfig, 'logLevel'>, destination?: pino.DestinationStream) =>
  pino(
    {
      level: config.logLevel,
      serializers: { err: errorForLog },
      redact: { paths: ['req.headers', 'body', '*.email', '*.phone', '*.first_name', '*.last_name'], remove: true },
    },
    destination,
  );

export type Logger = ReturnType<typeof createLogger>;
