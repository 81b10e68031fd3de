/**
 * GET /api/events?topic=...&token=...: a topic's live events as server-sent events (contracts/live-events.ts).
 * A plain route beside the contract (ts-rest cannot describe a stream). The token (POST
 * /api/document-events/subscriptions) opens one topic until it expires, when the stream ends. Stored events
 * after Last-Event-ID (or `lastEventId`) are sent first, then new ones as they happen; a heartbeat comment
 * keeps proxies from closing a quiet stream, and `no-transform` keeps compression from buffering it.
 * Each open stream holds a place of its token's and its client's (EVENTS_STREAMS_PER_TOKEN, _PER_CLIENT,
 * counted by every instance together): one more is answered 429 with Retry-After; closing frees the place.
 */
import type { Express, Request, Response } from 'express';
import { EVENTS_PATH, EVENTS_QUERY } from '@contracts/live-events';
import type { AppDependencies } from '../dependencies';
import type { StoredEvent } from '../services/live-events/event-bus';
import { clientKey } from '../services/rate-limits';

const TOKEN_REFUSED = 'This events address has expired or is not valid. Please ask for a new one.';
const TOO_MANY_STREAMS = 'Too many live updates are open here. Close another page of this site, then try again.';
const RECONNECT_AFTER_MS = 3000;

const queryText = (req: Request, name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');

function lastEventIdOf(req: Request): number {
  const value = req.get('last-event-id') ?? queryText(req, EVENTS_QUERY.lastEventId);
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export function mountLiveEvents(app: Express, { eventBus, eventTokens, streamPlaces, config, logger }: AppDependencies): void {
  app.get(EVENTS_PATH, async (req: Request, res: Response) => {
    const topic = queryText(req, EVENTS_QUERY.topic);
    const claims = eventTokens.verify(queryText(req, EVENTS_QUERY.token), topic);
    if (!claims) {
      // 401 (not 200) tells EventSource to stop retrying: the page asks for a new token instead.
      res.status(401).json({ message: TOKEN_REFUSED, requestId: req.requestId });
      return;
    }
    // Listening before the place is taken: a client gone meanwhile still gives its place back.
    let closed = false;
    const held: { release?: () => Promise<void> } = {};
    const giveBack = () =>
      void held.release?.().catch((error: unknown) => logger.warn({ err: error, requestId: req.requestId }, 'live events: a stream place was not freed'));
    res.on('close', () => {
      closed = true;
      giveBack();
    });
    const place = await streamPlaces.take({
      token: queryText(req, EVENTS_QUERY.token),
      client: clientKey(req.ip ?? req.socket.remoteAddress),
      until: new Date(claims.expiresAt),
    });
    if (!place.taken) {
      res.set('Retry-After', String(place.retryAfterSeconds)).status(429).json({ message: TOO_MANY_STREAMS, requestId: req.requestId });
      return;
    }
    held.release = place.release;
    if (closed) return giveBack();
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);

    let lastSent = lastEventIdOf(req);
    const send = (event: StoredEvent) => {
      if (event.id <= lastSent) return;
      lastSent = event.id;
      res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    };
    // Subscribed before the stored events are read, so none falls between the two; duplicates are skipped by id.
    let backlog: StoredEvent[] | undefined = [];
    const unsubscribe = eventBus.subscribe(topic, (event) => (backlog ? backlog.push(event) : send(event)));
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), config.events.heartbeatMs);
    const expiry = setTimeout(() => res.end(), Math.max(claims.expiresAt - Date.now(), 0));
    const stopOnShutdown = eventBus.onShutdown(() => res.end());
    const stop = () => {
      stopOnShutdown();
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
    };
    res.on('close', stop);
    try {
      for (const event of await eventBus.eventsAfter(topic, lastSent)) send(event);
    } catch (error) {
      logger.error({ err: error, requestId: req.requestId }, 'live events: stored events could not be read');
    }
    const waiting = backlog;
    backlog = undefined;
    waiting.forEach(send);
  });
}
