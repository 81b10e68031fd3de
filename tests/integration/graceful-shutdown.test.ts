/**
 * Issue 27: an instance told to stop (SIGTERM) takes no new connection, finishes the request it is receiving
 * (an upload half sent when the signal came is stored whole and answered 201), ends its event streams so each
 * browser reconnects elsewhere, and exits 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@bff/db/database';
import { mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { startServerProcess } from '../support/server-process';
import { documentReadyToSign, signingApi } from '../support/signing-flow';
import { csrfCredentials, RATE_LIMITS_OFF } from '../support/test-server';

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

describe('stopping on SIGTERM', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'graceful-shutdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes the upload in progress, ends event streams, refuses new connections and exits 0', async () => {
    const sqliteFile = path.join(dir, 'app.db');
    const server = await startServerProcess({ SQLITE_FILE: sqliteFile, STATIC_DIR: path.join(dir, 'no-app'), ...RATE_LIMITS_OFF });
    const csrf = await csrfCredentials(server.baseUrl);

    // An event stream, open.
    const api = signingApi(server.baseUrl, csrf);
    const { sessionId, documentId } = await documentReadyToSign(api);
    const { url } = (await (await api.subscribe(sessionId, documentId)).json()) as { url: string };
    const streamEnded = new Promise<void>((resolve, reject) => {
      request(`${server.baseUrl}${url}`, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });

    // An upload, half sent.
    const form = new Response(multipartOf(mortgageeChange({ customerType: 'lender' })));
    const body = Buffer.from(await form.arrayBuffer());
    const upload = request(`${server.baseUrl}/api/policy-changes/mortgagee`, {
      method: 'POST',
      headers: { 'content-type': form.headers.get('content-type')!, 'content-length': body.length, 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      upload.on('error', reject);
    });
    const half = Math.floor(body.length / 2);
    await new Promise<void>((resolve) => upload.write(body.subarray(0, half), () => resolve()));

    server.child.kill('SIGTERM');
    await expect.poll(() => refusesConnections(server.port), { timeout: 10_000, interval: 50 }).toBe(true);
    await streamEnded;
    upload.end(body.subarray(half));
    const answer = await answered;
    expect(answer.status).toBe(201);
    const { referenceNumber } = JSON.parse(answer.body) as { referenceNumber: string };
    expect(await server.exited).toBe(0);
    expect(server.logs.map((entry) => entry.msg)).toContain('stopped');

    const db = openDatabase({ kind: 'sqlite', filename: sqliteFile });
    try {
      expect(await db('mortgagee_change_requests').where({ reference_number: referenceNumber }).first()).toBeDefined();
      expect(await db('policy_change_documents').where({ reference_number: referenceNumber })).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});
