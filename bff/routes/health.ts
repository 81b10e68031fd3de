/**
 * Issue 27: what a load balancer asks an instance. GET /healthz: the process answers (200). GET /readyz: it can
 * serve: the database answers, its migrations are all applied (a new instance never serves an old schema), and
 * the upload store takes a file; 200 with each check, or 503 naming what failed. Outside /api: no session, CSRF
 * or language, never cached, and nothing in the answer a stranger could use (no versions, paths or errors). The
 * checks (one of them writes a probe file) run at most once a second, however often anyone asks: askers in
 * between share the last answer. An instance that is stopping answers 503 at once: it finishes what it has and
 * takes nothing new.
 */
import { Readable } from 'node:stream';
import type express from 'express';
import type { AppDependencies } from '../dependencies';
import { pendingMigrations } from '../db/database';

type Check = () => Promise<boolean>;

/** How long one round of checks answers every asker. */
const READINESS_REUSE_MS = 1000;

const passes = async (check: Check) => {
  try {
    return await check();
  } catch {
    return false;
  }
};

export function mountHealth(app: express.Express, { db, config, uploadStore, lifecycle }: AppDependencies): void {
  const schemaName = config.database.kind === 'postgres' ? config.database.schema : undefined;
  const checks: Record<'database' | 'migrations' | 'storage', Check> = {
    database: async () => {
      await db.raw('select 1');
      return true;
    },
    migrations: async () => (await pendingMigrations(db, schemaName)).length === 0,
    // A probe file written and removed: the store (a disk today, object storage later) takes uploads.
    storage: async () => {
      const written = await uploadStore.write(Readable.from(Buffer.from('ready')));
      await uploadStore.remove(written.storedName);
      return true;
    },
  };

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  const runChecks = async () =>
    Object.fromEntries(await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await passes(check)] as const)));
  let last: { at: number; results: Promise<Record<string, boolean>> } | undefined;
  const readiness = () => {
    if (!last || Date.now() - last.at >= READINESS_REUSE_MS) last = { at: Date.now(), results: runChecks() };
    return last.results;
  };

  app.get('/readyz', async (_req, res) => {
    if (lifecycle.draining) {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping' });
      return;
    }
    const results = await readiness();
    const ready = Object.values(results).every(Boolean);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks: results });
  });
}
