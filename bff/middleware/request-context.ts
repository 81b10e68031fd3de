import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../http/logger';

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
  }
}

/** Gives every request an id (answered in X-Request-Id) and logs one line when it ends. */
export const requestContext =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    req.requestId = randomUUID();
    res.setHeader('X-Request-Id', req.requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { requestId: req.requestId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      else logger.debug(line, 'request');
    });
    next();
  };
