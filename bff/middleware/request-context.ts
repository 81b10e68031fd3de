import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../http/logger';

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
  }
}

/**
 * Gives every request an id (answered in X-Request-Id, and logged with any error). At debug level it also
 * logs one line per request when it ends; otherwise no listener is added, which the hot paths notice.
 */
export const requestContext = (logger: Logger): RequestHandler => {
  const logEachRequest = logger.isLevelEnabled('debug');
  return (req, res, next) => {
    req.requestId = randomUUID();
    res.setHeader('X-Request-Id', req.requestId);
    if (logEachRequest) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const path = req.originalUrl.split('?')[0];
        logger.debug({ requestId: req.requestId, method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      });
    }
    next();
  };
};
