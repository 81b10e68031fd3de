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
export function apiJsonBody(limit: string, { takesMultipart = () => false }: { takesMultipart?: (req: Request) => boolean } = {}): RequestHandler[] {
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
  return [requireJson, express.json({ limit, strict: true, type: 'application/json' }), emptyAsObject];
}
