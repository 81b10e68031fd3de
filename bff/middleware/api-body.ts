import express, { type Request, type RequestHandler } from 'express';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (headers: { 'content-length'?: string; 'transfer-encoding'?: string }) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * JSON bodies for the API: a body that is not JSON is refused with 415 before it is read, the size limit
 * gives 413 and malformed JSON 400 (both through the error handler). A call with no body at all is
 * validated as an empty object, so the answer names every missing field. The contract's multipart routes
 * (`takesMultipart`) are let through to their own streaming parser.
 */
export function apiJsonBody(
  limit: string,
  {
    takesMultipart = () => false,
    smallerLimits = {},
  }: {
    takesMultipart?: (req: Request) => boolean;
    /** Endpoints (by path) whose bodies must be smaller than `limit`, in bytes. */
    smallerLimits?: Record<string, number>;
  } = {},
): RequestHandler[] {
  const requireJson: RequestHandler = (req, res, next) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req.headers)) return next();
    // It reads its own body (bff/middleware/multipart-upload.ts) and answers 415 to anything but multipart.
    if (takesMultipart(req)) return next();
    if (!req.is('application/json')) {
      res.status(415).json({ message: 'Content-Type must be application/json.', requestId: req.requestId });
      return;
    }
    next();
  };
  const emptyAsObject: RequestHandler = (req, _res, next) => {
    if (BODY_METHODS.has(req.method) && req.body === undefined) req.body = {};
    next();
  };
  const json = (bodyLimit: string | number) => express.json({ limit: bodyLimit, strict: true, type: 'application/json' });
  const parsers = new Map(Object.entries(smallerLimits).map(([path, bytes]) => [path, json(bytes)]));
  const defaultParser = json(limit);
  const parseJson: RequestHandler = (req, res, next) => (parsers.get(req.originalUrl.split('?')[0] ?? '') ?? defaultParser)(req, res, next);
  return [requireJson, parseJson, emptyAsObject];
}
