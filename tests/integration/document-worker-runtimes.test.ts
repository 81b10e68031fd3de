/**
 * The server runs from its source under tsx (`npm run dev`, the end-to-end suite) and compiled (`npm start`:
 * bff/build-server.ts, then `node dist/server/server.mjs`), and its document workers with it. Vitest is proved
 * by every test that uploads (and bff/services/document-worker/document-workers.test.ts); this test starts the
 * server each way in its own process, on a new database (so the compiled migrations run), and a PNG uploaded
 * there is checked and made a signing copy in a worker thread. The server then stops on SIGTERM with its workers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ordinaryScreenshot, pngBomb } from '../support/decoding-fixtures';
import { ROOT, startServerProcess } from '../support/server-process';
import { newSessionId, signingApi } from '../support/signing-flow';
import { csrfCredentials } from '../support/test-server';

// Inside the checkout, as dist/server is: the compiled files find their packages in node_modules.
const COMPILED = path.join(ROOT, 'dist', `server-test-${process.pid}`);

const RUNTIMES = {
  'from its source under tsx': () => ({ runtime: 'tsx' as const }),
  compiled: () => {
    execFileSync(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), 'bff/build-server.ts', COMPILED], { cwd: ROOT, stdio: 'ignore' });
    return { runtime: 'node' as const, entry: [path.join(COMPILED, 'server.mjs')] };
  },
};

describe.each(Object.entries(RUNTIMES))('the server %s', (_runtime, howToStart) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-runtime-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(COMPILED, { recursive: true, force: true });
  });

  it('migrates a new database, checks and converts an upload in a worker thread, and stops with its workers', async () => {
    const server = await startServerProcess({ SQLITE_FILE: path.join(dir, 'app.db'), STATIC_DIR: path.join(dir, 'no-app') }, howToStart());
    try {
      const api = signingApi(server.baseUrl, await csrfCredentials(server.baseUrl));
      const accepted = await api.upload(newSessionId(), { bytes: ordinaryScreenshot(640, 480), name: 'screenshot.png', type: 'image/png' });
      expect(accepted.status).toBe(201);
      const refused = await api.upload(newSessionId(), { bytes: pngBomb(), name: 'bomb.png', type: 'image/png' });
      expect(refused.status).toBe(422);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
});
