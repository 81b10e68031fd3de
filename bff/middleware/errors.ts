import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DATABASE_BUSY_MESSAGE } from '@contracts/errors';
import { DatabaseBusyError } from '../db/database-busy';
import { AppError } from '../http/app-error';
import type { Logger } from '../http/logger';

/** What body-parser's errors mean to the caller, by their `type`. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, message: 'The request body is too large.' },
  'encoding.unsupported': { status: 415, message: 'The request body encoding is not supported.' },
  'charset.unsupported': { status: 415, message: 'The request body charset is not supported.' },
  'request.aborted': { status: 400, message: 'The request was aborted.' },
  'request.size.invalid': { status: 400, message: 'The request body size does not match its Content-Length.' },
  'stream.encoding.set': { status: 500, message: 'An unexpected error occurred.' },
};

/** The router could not decode a path parameter ('%E0%A4%A', '%zz'): it marks its URIError 400, but not exposable. */
const UNDECODABLE_PATH_MESSAGE = 'The request address is not valid: a part of its path is not correctly percent-encoded.';
const isUndecodablePath = (err: unknown) => err instanceof URIError && (err as URIError & { status?: number }).status === 400;

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`, requestId: req.requestId });
};

/**
 * What nothing else answered: a write to a page's address (pages answer GET and HEAD), including an API path a
 * client's URL parser moved out of /api ('/api/signing/../../x' is sent as '/x'). The error shape every other
 * refusal has, not Express's HTML page.
 */
export const nothingHere: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Nothing here answers ${req.method} ${req.originalUrl.split('?')[0]}.`, requestId: req.requestId });
};

/** Every error becomes JSON with a message and the request id; never a stack trace. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const requestId = req.requestId;
    if (err instanceof AppError) {
      res.status(err.status).json({ message: err.message, errors: err.errors, requestId });
      return;
    }
    if (err instanceof DatabaseBusyError) {
      // Another connection kept the write lock for the whole SQLITE_BUSY_TIMEOUT_MS: nothing was written.
      res.set('Retry-After', String(err.retryAfterSeconds)).status(503).json({ message: DATABASE_BUSY_MESSAGE, requestId });
      return;
    }
    if (isUndecodablePath(err)) {
      res.status(400).json({ message: UNDECODABLE_PATH_MESSAGE, requestId });
      return;
    }
    const known = typeof err?.type === 'string' ? BODY_ERRORS[err.type] : undefined;
    if (known && known.status < 500) {
      res.status(known.status).json({ message: known.message, requestId });
      return;
    }
    if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500 && err.expose) {
      res.status(err.status).json({ message: 'The request could not be processed.', requestId });
      return;
    }
    logger.error({ requestId, err }, 'unexpected error');
    res.status(500).json({ message: 'An unexpected error occurred.', requestId });
  };
