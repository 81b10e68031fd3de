/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to others): every instance hears
 * the id of every event committed by any instance. The connection is opened again if it drops.
 */
import pg from 'pg';
import type { Logger } from '../../http/logger';

export type EventIdListener = { close(): Promise<void> };

const RECONNECT_DELAY_MS = 1000;

export async function listenForEventIds({
  url,
  channel,
  logger,
  onId,
}: {
  url: string;
  channel: string;
  logger: Logger;
  onId: (id: number) => void;
}): Promise<EventIdListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const id = Number(message.payload);
      if (message.channel === channel && Number.isSafeInteger(id)) onId(id);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'live events: the LISTEN connection failed; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next && !closed) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
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
