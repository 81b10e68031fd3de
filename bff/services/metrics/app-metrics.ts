/**
 * What /metrics tells Prometheus about this instance (prom-client): requests by route, method and status with
 * their latency, the mail outbox's depth, the job lag, the event streams open, and Node's own figures (memory,
 * event loop lag, garbage collection). The database figures are read when Prometheus asks, never on a timer.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, register as processRegistry } from 'prom-client';
import type { Database } from '../../db/database';
import { oldestDueJobWaitSeconds } from '../jobs/job-queue';
import type { EventBus } from '../live-events/event-bus';
import { pendingMailCount } from '../mail/outbox';

/** Node's figures are the process's: collected once, whichever app asks (tests make many apps in one process). */
let processFiguresCollected = false;

/** Latency buckets in seconds: a page or a quote in milliseconds, an upload in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type AppMetrics = ReturnType<typeof createAppMetrics>;

export function createAppMetrics({ db, eventBus }: { db: Database; eventBus: EventBus }) {
  if (!processFiguresCollected) {
    collectDefaultMetrics();
    processFiguresCollected = true;
  }
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route and method.',
    labelNames: ['route', 'method'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mail waiting in the outbox to be sent.',
    registers: [registry],
    async collect() {
      this.set(await pendingMailCount(db));
    },
  });
  new Gauge({
    name: 'jobs_lag_seconds',
    help: 'How long the oldest due background job (sealing a signed PDF) has waited.',
    registers: [registry],
    async collect() {
      this.set(await oldestDueJobWaitSeconds(db));
    },
  });
  new Gauge({
    name: 'live_event_subscribers',
    help: 'Event streams open on this instance.',
    registers: [registry],
    collect() {
      this.set(eventBus.subscriberCount());
    },
  });

  return {
    observe: (route: string, method: string, status: number, seconds: number) => {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    contentType: registry.contentType,
    /** This app's figures and the process's, in Prometheus's text format. */
    render: async () => `${await processRegistry.metrics()}\n${await registry.metrics()}`,
  };
}
