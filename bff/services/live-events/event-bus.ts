/**
 * The live-events bus: an event is stored in live_events (its id is the SSE id a browser resumes from) in the
 * transaction of what it reports, and delivered to the subscribers of its topic once that commits, on every
 * instance: in this process on SQLite (one instance per database file), through PostgreSQL LISTEN/NOTIFY
 * when the database is PostgreSQL (the notification carries only the id, and arrives at commit).
 */
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { LiveEvent } from '@contracts/live-events';
import type { Database } from '../../db/database';
import type { Logger } from '../../http/logger';
import { listenForEventIds, type EventIdListener } from './postgres-listener';

export const LIVE_EVENTS_TABLE = 'live_events';
const SHUTDOWN = Symbol('shutdown');

export type StoredEvent = { id: number; topic: string; type: string; data: unknown };

export type EventBus = {
  /** Stores the event with `db` (a transaction: delivered after it commits). */
  publish(db: Knex | Knex.Transaction, topic: string, event: LiveEvent): Promise<number>;
  /** Calls `listener` with every event of `topic` published from now on; answers the unsubscribe. */
  subscribe(topic: string, listener: (event: StoredEvent) => void): () => void;
  /** The stored events of `topic` after `afterId`, oldest first (a browser that reconnects). */
  eventsAfter(topic: string, afterId: number): Promise<StoredEvent[]>;
  subscriberCount(): number;
  /** Calls `callback` when the streams must end (the instance is shutting down); answers the unsubscribe. */
  onShutdown(callback: () => void): () => void;
  /** Ends every open stream of this instance: their browsers reconnect, to another instance if need be. */
  endStreams(): void;
  close(): Promise<void>;
};

/** Events read at most after a lost connection; a browser that misses more gets them by Last-Event-ID. */
const CATCH_UP_LIMIT = 1000;

/**
 * A NOTIFY payload must stay under 8,000 bytes: an event that fits travels whole, so no instance reads it back
 * (one query per event per instance, on the path to the browser); a larger one travels as its id, to be read.
 */
const WHOLE_EVENT_MAX_BYTES = 7000;
const notificationOf = (event: StoredEvent) => {
  const whole = JSON.stringify(event);
  return Buffer.byteLength(whole) <= WHOLE_EVENT_MAX_BYTES ? whole : String(event.id);
};
const eventInNotification = (payload: string): StoredEvent | undefined => {
  if (!payload.startsWith('{')) return undefined;
  const event = JSON.parse(payload) as StoredEvent;
  return Number.isSafeInteger(event.id) && typeof event.topic === 'string' && typeof event.type === 'string' ? event : undefined;
};

type EventRow = { id: number | string; topic: string; type: string; data: string };
const toEvent = (row: EventRow): StoredEvent => ({ id: Number(row.id), topic: row.topic, type: row.type, data: JSON.parse(row.data) });

/** The NOTIFY channel: one per schema, so suites (or tenants) on one PostgreSQL never hear each other. */
const notifyChannelOf = (schema: string | undefined) => `live_events_${schema ?? 'public'}`;

export async function createEventBus({
  db,
  logger,
  postgres,
}: {
  db: Database;
  logger: Logger;
  postgres?: { url: string; schema?: string };
}): Promise<EventBus> {
  const local = new EventEmitter().setMaxListeners(0);
  let count = 0;

  const deliver = (event: StoredEvent) => local.emit(event.topic, event);
  /** The newest event this instance has delivered from PostgreSQL: after a lost connection, what follows it is read. */
  let lastSeenId = 0;
  const deliverId = async (id: number) => {
    lastSeenId = Math.max(lastSeenId, id);
    const row = await db<EventRow>(LIVE_EVENTS_TABLE).select('id', 'topic', 'type', 'data').where('id', id).first();
    if (row) deliver(toEvent(row));
  };
  const catchUp = async () => {
    const rows = await db<EventRow>(LIVE_EVENTS_TABLE).select('id', 'topic', 'type', 'data').where('id', '>', lastSeenId).orderBy('id').limit(CATCH_UP_LIMIT);
    for (const row of rows) {
      lastSeenId = Math.max(lastSeenId, Number(row.id));
      deliver(toEvent(row));
    }
    if (rows.length) logger.info({ events: rows.length }, 'live events: delivered what was committed while the LISTEN connection was lost');
  };

  let listener: EventIdListener | undefined;
  if (postgres) {
    listener = await listenForEventIds({
      url: postgres.url,
      channel: notifyChannelOf(postgres.schema),
      logger,
      onPayload: (payload) => {
        const carried = eventInNotification(payload);
        if (carried) {
          lastSeenId = Math.max(lastSeenId, carried.id);
          deliver(carried);
          return;
        }
        const id = Number(payload);
        if (Number.isSafeInteger(id)) void deliverId(id).catch((error) => logger.error({ err: error, eventId: id }, 'live event could not be read'));
      },
      onReconnected: () => void catchUp().catch((error) => logger.error({ err: error }, 'live events: could not read what was missed')),
    });
    const [newest] = await db(LIVE_EVENTS_TABLE).max({ id: 'id' });
    lastSeenId = Number(newest?.id ?? 0);
  }

  return {
    async publish(trx, topic, event) {
      const data = JSON.stringify(event.data);
      const [row] = await trx(LIVE_EVENTS_TABLE).insert({ topic, type: event.type, data, created_at: new Date() }).returning('id');
      const id = Number(typeof row === 'object' ? row.id : row);
      const stored = { id, topic, type: event.type, data: event.data };
      if (postgres) {
        await trx.raw('SELECT pg_notify(?, ?)', [notifyChannelOf(postgres.schema), notificationOf(stored)]);
      } else if ('executionPromise' in trx && trx.isTransaction) {
        // Delivered once the transaction commits; a rollback delivers nothing.
        (trx as Knex.Transaction).executionPromise.then(() => deliver(stored)).catch(() => undefined);
      } else {
        deliver(stored);
      }
      return id;
    },
    subscribe(topic, callback) {
      local.on(topic, callback);
      count += 1;
      return () => {
        local.off(topic, callback);
        count -= 1;
      };
    },
    async eventsAfter(topic, afterId) {
      const rows = await db<EventRow>(LIVE_EVENTS_TABLE)
        .select('id', 'topic', 'type', 'data')
        .where('topic', topic)
        .andWhere('id', '>', afterId)
        .orderBy('id')
        .limit(100);
      return rows.map(toEvent);
    },
    subscriberCount: () => count,
    onShutdown(callback) {
      local.on(SHUTDOWN, callback);
      return () => local.off(SHUTDOWN, callback);
    },
    endStreams: () => local.emit(SHUTDOWN),
    close: async () => {
      local.emit(SHUTDOWN);
      await listener?.close();
      local.removeAllListeners();
    },
  };
}
