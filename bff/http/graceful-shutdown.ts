/**
 * What an instance does when it is told to stop (SIGTERM from a supervisor, a deploy or `npm run start:cluster`
 * ending): it says it is no longer ready (/readyz answers 503, so the balancer sends it nothing new), stops
 * accepting connections, answers the requests it has (each with `Connection: close`, so no client keeps a
 * connection to a process on its way out), ends its event streams (each browser reconnects through the
 * balancer to another instance and gets what it missed by Last-Event-ID), lets the job in progress finish (its
 * lease is then released as done), and closes its database. Past `timeoutMs` it exits regardless.
 */
import type { Server } from 'node:http';
import type { Logger } from './logger';

/** Whether this instance is on its way out (read by /readyz). */
export type Lifecycle = { draining: boolean };

export function stopGracefully(
  server: Server,
  {
    lifecycle,
    endStreams,
    stopWork,
    logger,
    timeoutMs,
    exit = (code: number) => process.exit(code),
  }: {
    lifecycle: Lifecycle;
    /** Ends the event streams this instance holds. */
    endStreams: () => void;
    /** Once no request is left: stops the workers and closes the database. */
    stopWork: () => Promise<void>;
    logger: Logger;
    timeoutMs: number;
    exit?: (code: number) => void;
  },
): void {
  if (lifecycle.draining) return;
  lifecycle.draining = true;
  logger.info({ timeoutMs }, 'stopping: finishing the requests in progress');
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  const deadline = setTimeout(() => {
    logger.warn('stopping: requests still in progress at the deadline; exiting');
    exit(1);
  }, timeoutMs);
  deadline.unref();
  server.close(() => {
    stopWork().then(
      () => {
        logger.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stopping: the workers or the database did not close cleanly');
        exit(1);
      },
    );
  });
  // Idle keep-alive connections close now; busy ones once their response is sent.
  server.closeIdleConnections();
  endStreams();
}
