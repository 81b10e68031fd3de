import type { RequestHandler } from 'express';
import type { RateLimiter } from '../services/rate-limit';

/** The 429 body, in the shape the endpoint's callers read; the request id is added. */
type Refusal = (message: string) => Record<string, unknown>;

/** The quote forms' failure shape (seed 000 §8), the default. */
const successFalse: Refusal = (message) => ({ success: false, message });

/**
 * Refuses a client over its allowance with 429, the refusal body with the request id, and Retry-After.
 * It runs before the body is validated, so malformed requests count too. The client is its IP address
 * (behind a proxy, as TRUST_PROXY makes Express read it).
 */
export const rateLimited =
  (limiter: RateLimiter, message: string, refusal: Refusal = successFalse): RequestHandler =>
  async (req, res, next) => {
    const decision = await limiter.consume(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (decision.allowed) return next();
    res.set('Retry-After', String(decision.retryAfterSeconds)).status(429).json({ ...refusal(message), requestId: req.requestId });
  };
