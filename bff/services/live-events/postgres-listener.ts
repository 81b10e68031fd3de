/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to others): every instance hears
 * every event committed by any instance. The connection is opened again if it drops.
 */
import pg from 'pg';
import type { Logger } from '../../http/logger';

export type EventIdListener = { close(): Promise<void> };

const RECONNECT_DELAY_MS = 1000;

export async function listenForEventIds({
  url,
  channel,
  logger,
  onPayload,
  onReconnected,
}: {
  url: string;
  channel: string;
  logger: Logger;
  /** Each notification's payload, as the publishing instance sent it. */
  onPayload: (payload: string) => void;
  /** After the connection was lost and made again: notifications sent meanwhile never arrive, so look. */
  onReconnected: () => void;
}): Promise<EventIdListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  /** Tries again until it connects (PostgreSQL restarting takes seconds, or longer). */
  const reconnectSoon = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onReconnected, (error: unknown) => {
        logger.warn({ err: error }, 'live events: the LISTEN connection could not be made again; trying again');
        reconnectSoon();
      });
    }, RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next || closed) return;
      client = undefined;
      logger.warn({ err: error }, 'live events: the LISTEN connection was lost; reconnecting');
      void next.end().catch(() => undefined);
      reconnectSoon();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
