import type { RequestHandler } from 'express';
import type { RateLimiter } from '../services/rate-limit';

/**
 * Refuses a client over its allowance with 429, `{ success: false, message, requestId }` and Retry-After.
 * It runs before the body is validated, so malformed requests count too. The client is its IP address
 * (behind a proxy, as TRUST_PROXY makes Express read it).
 */
export const rateLimited =
  (limiter: RateLimiter, message: string): RequestHandler =>
  async (req, res, next) => {
    const decision = await limiter.consume(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (decision.allowed) return next();
    res.set('Retry-After', String(decision.retryAfterSeconds)).status(429).json({ success: false, message, requestId: req.requestId });
  };
