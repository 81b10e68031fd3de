/**
 * What both benchmark servers share: listen on loopback on a free port, tell the parent the port over the
 * IPC channel, answer its `stats` question, and shut down on SIGTERM/SIGINT or when the parent goes away.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ParentMessage = { type: 'stats' };
/** `cpuMicros`: the process's user + system CPU time so far (steal time on a busy host is not in it). */
export type ChildMessage = { type: 'ready'; port: number } | { type: 'stats'; stored: number; cpuMicros: number };

export async function serveForBenchmark(options: {
  handler: RequestListener;
  /** How many quote requests the server has stored (BFF) or answered with 201 (bare app). */
  stored: () => Promise<number> | number;
  close?: () => Promise<void>;
}): Promise<void> {
  if (!process.send) throw new Error('Start this file from bench/quote-submit.ts (it needs an IPC channel).');
  const send = (message: ChildMessage) => process.send?.(message);

  const server = createServer(options.handler);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await options.close?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  process.on('disconnect', () => void shutdown()); // the parent died or closed the channel

  process.on('message', (message: ParentMessage) => {
    if (message?.type !== 'stats') return;
    const { user, system } = process.cpuUsage();
    void Promise.resolve(options.stored()).then((stored) => send({ type: 'stats', stored, cpuMicros: user + system }));
  });

  send({ type: 'ready', port: (server.address() as AddressInfo).port });
}
