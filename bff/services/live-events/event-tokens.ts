/**
 * The tokens that open a topic's event stream (EventSource sends no headers, so the token is in the URL):
 * the topic, the browser session it was issued to and an expiry, signed with a secret every instance shares.
 * Nothing is stored; a token cannot be widened to another topic or made to last longer.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { EVENTS_PATH, EVENTS_QUERY } from '@contracts/live-events';

export type EventTokenClaims = { topic: string; sessionHash: string; expiresAt: number };

const encode = (value: string) => Buffer.from(value).toString('base64url');
const decode = (value: string) => Buffer.from(value, 'base64url').toString();

export const sessionHashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export function createEventTokens(secret: string) {
  const signatureOf = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    issue(claims: EventTokenClaims): string {
      const body = encode(JSON.stringify([claims.topic, claims.sessionHash, claims.expiresAt]));
      return `${body}.${signatureOf(body)}`;
    },
    /** The claims of a genuine token that has not expired, for `topic`; otherwise undefined. */
    verify(token: string, topic: string, now = Date.now()): EventTokenClaims | undefined {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const expected = Buffer.from(signatureOf(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const [tokenTopic, sessionHash, expiresAt] = JSON.parse(decode(body)) as [string, string, number];
        if (tokenTopic !== topic || !(expiresAt > now)) return undefined;
        return { topic: tokenTopic, sessionHash, expiresAt };
      } catch {
        return undefined;
      }
    },
  };
}

export type EventTokens = ReturnType<typeof createEventTokens>;

/** Where a browser session opens a topic's stream (GET /api/events with a token made for it now), and until when. */
export function eventsSubscription(tokens: EventTokens, { topic, sessionHash, ttlMs }: { topic: string; sessionHash: string; ttlMs: number }) {
  const expiresAt = Date.now() + ttlMs;
  const query = new URLSearchParams({ [EVENTS_QUERY.topic]: topic, [EVENTS_QUERY.token]: tokens.issue({ topic, sessionHash, expiresAt }) });
  return { url: `${EVENTS_PATH}?${query.toString()}`, expiresAt: new Date(expiresAt).toISOString() };
}
