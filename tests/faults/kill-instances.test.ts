/**
 * Issue 27 fault: an instance killed (kill -9, no warning) 20 times while submissions stream in. Every
 * submission acknowledged is stored whole, its file with it: on SQLite (one instance, started again each time)
 * and on 3 instances on PostgreSQL behind HAProxy (the cluster starts a killed instance again; the others serve
 * meanwhile). Run: npm run fault:kill
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@bff/db/database';
import { folderStoredFiles } from '@bff/services/uploads/stored-files';
import { createUploadStore } from '@bff/services/uploads/upload-store';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { postgresIsReachable, RATE_LIMITS_OFF } from '../support/test-server';
import { buildServer } from './support/built-server';
import { freePort } from './support/free-ports';
import { everySignatureSealed, figuresOf, printFigures, streamSubmissions } from './support/submission-stream';
import { startTestCluster, type TestCluster } from './support/test-cluster';

const KILLS = 20;
/** Acknowledged submissions between two kills: a few, so every kill lands among requests in flight. */
const between = () => 2 + Math.floor(Math.random() * 6);
const totalLost = (figures: Record<string, { lost: number }>) => Object.values(figures).reduce((sum, row) => sum + row.lost, 0);

beforeAll(buildServer);

describe('kill -9 on SQLite, one instance', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-kill-sqlite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`loses nothing acknowledged across ${KILLS} kills`, async () => {
    const port = await freePort();
    const env = {
      ...RATE_LIMITS_OFF,
      PORT: String(port),
      SQLITE_FILE: path.join(dir, 'app.db'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      STATIC_DIR: path.join(dir, 'no-app'),
      JOB_LEASE_MS: '3000',
      JOB_POLL_INTERVAL_MS: '250',
    };
    const start = () => startServerProcess(env, { runtime: 'node', entry: ['dist/server/server.mjs'] });
    let server: ServerProcess = await start();
    const stream = streamSubmissions(`http://127.0.0.1:${port}`);
    for (let kill = 0; kill < KILLS; kill += 1) {
      await stream.acknowledgedMore(between());
      server.child.kill('SIGKILL');
      await server.exited;
      server = await start();
    }
    await stream.acknowledgedMore(5);
    await stream.stop();
    const db = openDatabase({ kind: 'sqlite', filename: env.SQLITE_FILE });
    try {
      await everySignatureSealed(db, stream, 30_000);
      const figures = await figuresOf(stream, db, createUploadStore(folderStoredFiles(env.UPLOAD_DIR), path.join(env.UPLOAD_DIR, '.staging')));
      printFigures(`SQLite, one instance killed ${KILLS} times`, figures);
      expect(totalLost(figures)).toBe(0);
      expect(Object.values(figures).every((row) => row.acknowledged > 0)).toBe(true);
    } finally {
      await db.destroy();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe.skipIf(!(await postgresIsReachable()))('kill -9 in a cluster: 3 instances on PostgreSQL behind HAProxy', () => {
  let test: TestCluster;
  beforeAll(async () => {
    test = await startTestCluster({ env: { LOG_LEVEL: 'warn' } });
  });
  afterAll(async () => test?.close());

  it(`loses nothing acknowledged across ${KILLS} kills`, async () => {
    const { cluster } = test;
    const stream = streamSubmissions(cluster.baseUrl);
    for (let kill = 0; kill < KILLS; kill += 1) {
      await stream.acknowledgedMore(between());
      const index = kill % cluster.instances.length;
      const victim = cluster.instances[index]!;
      victim.child.kill('SIGKILL');
      await victim.exited;
      // Started again by the cluster; the next kill waits until it serves, so two are never down at once.
      await cluster.ready(index);
    }
    await stream.acknowledgedMore(5);
    await stream.stop();
    await everySignatureSealed(test.db, stream, 30_000);
    const figures = await figuresOf(stream, test.db, test.store);
    printFigures(`3 instances on PostgreSQL behind HAProxy, ${KILLS} kills`, figures, { 'instances started again': cluster.restarts() });
    expect(totalLost(figures)).toBe(0);
    expect(cluster.restarts()).toBe(KILLS);
    expect(Object.values(figures).every((row) => row.acknowledged > 0)).toBe(true);
  });
});
