import type { Request, RequestHandler } from 'express';
import { SITE_BUSY_MESSAGE } from '@contracts/errors';
import { clientKey, type EndpointLimiters } from '../services/rate-limits';

/** The refusal body, in the shape the endpoint's callers read; the request id is added. */
type Refusal = (message: string) => Record<string, unknown>;

/** The quote forms' failure shape (seed 000 §8), the default. */
const successFalse: Refusal = (message) => ({ success: false, message });

/** The key a request's client is counted under. */
export type ClientOf = (req: Request) => Promise<string>;

const byAddress: ClientOf = async (req) => clientKey(req.ip ?? req.socket.remoteAddress);

/**
 * Refuses a client over its allowance with 429, and any client while the whole site is over the endpoint's
 * cap with 503, each with Retry-After and the refusal body. It runs before the body is read, so malformed
 * requests count too. The client is its IPv4 address or IPv6 /64, as TRUST_PROXY makes Express read it,
 * unless `clientOf` says otherwise (staff sign-in counts a known browser on its own).
 * The client's own limit is looked at first, so one client's refused flood does not use up the site's cap.
 */
export const rateLimited =
  (limiters: EndpointLimiters, message: string, refusal: Refusal = successFalse, clientOf: ClientOf = byAddress): RequestHandler =>
  async (req, res, next) => {
    const client = await limiters.perClient.consume(await clientOf(req));
    if (!client.allowed) {
      res
        .set('Retry-After', String(client.retryAfterSeconds))
        .status(429)
        .json({ ...refusal(message), requestId: req.requestId });
      return;
    }
    const site = await limiters.site.consume('site');
    if (!site.allowed) {
      res
        .set('Retry-After', String(site.retryAfterSeconds))
        .status(503)
        .json({ ...refusal(SITE_BUSY_MESSAGE), requestId: req.requestId });
      return;
    }
    next();
  };
