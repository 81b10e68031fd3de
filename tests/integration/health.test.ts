/**
 * Issue 27: /healthz says the process answers; /readyz says whether the instance can serve (its database, its
 * migrations, its upload store), 503 naming what fails, on SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '@bff/db/migrations';
import { postgresIsReachable, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';

const postgres = await postgresIsReachable();

for (const kind of ['sqlite', 'postgres'] as DatabaseKind[]) {
  describe.skipIf(kind === 'postgres' && !postgres)(`health and readiness on ${kind}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(async () => server?.close());

    const ask = async (path: string) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
    };
    /** The readiness once its checks have run again (a round answers every asker for up to a second). */
    const readinessBecomes = (status: number) => expect.poll(async () => (await ask('/readyz')).status, { timeout: 5_000, interval: 100 }).toBe(status);
    /** Counts the upload store's writes from now until stop(): each round of checks writes one probe file. */
    const countProbeWrites = () => {
      const store = server.deps.uploadStore;
      const write = store.write;
      const probes = { writes: 0, stop: () => void (store.write = write) };
      store.write = (...args) => {
        probes.writes += 1;
        return write(...args);
      };
      return probes;
    };
    const schemaName = () => (server.deps.config.database.kind === 'postgres' ? server.deps.config.database.schema : undefined);

    it('answers /healthz, and /readyz with every check passed', async () => {
      expect(await ask('/healthz')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
      expect(await ask('/readyz')).toEqual({
        status: 200,
        cache: 'no-store',
        body: { status: 'ready', checks: { database: true, migrations: true, storage: true } },
      });
    });

    it('is not ready while a migration is pending, and ready again once it is applied', async () => {
      await server.db.migrate.down({ migrationSource, schemaName: schemaName() });
      await readinessBecomes(503);
      expect(await ask('/readyz')).toMatchObject({ status: 503, body: { status: 'not ready', checks: { database: true, migrations: false, storage: true } } });
      await server.db.migrate.latest({ migrationSource, schemaName: schemaName() });
      await readinessBecomes(200);
      // Still alive all along.
      expect((await ask('/healthz')).status).toBe(200);
    });

    it('only reads the migrations: never puts a lock row of its own beside the one a starting instance renews', async () => {
      const lockTable = () => (schemaName() ? server.db.withSchema(schemaName()!) : server.db).table('knex_migrations_lock');
      const [row] = await lockTable().select('*');
      const probes = countProbeWrites();
      // The moment inside migrateToLatest when the row is gone and not yet put back.
      await lockTable().del();
      try {
        // Until an answer comes from a round of checks begun after that (each round writes one probe file).
        await expect.poll(async () => (await ask('/readyz')).status === 200 && probes.writes > 0, { timeout: 5_000, interval: 100 }).toBe(true);
        expect(await lockTable().select('*')).toEqual([]);
      } finally {
        probes.stop();
        await lockTable().insert(row);
      }
    });

    it('is not ready while its upload store refuses files, and says only which check failed', async () => {
      const store = server.deps.uploadStore;
      const write = store.write;
      store.write = async () => {
        throw new Error('ENOSPC: no space left on device, write /var/uploads/secret-name');
      };
      try {
        await readinessBecomes(503);
        const answer = await ask('/readyz');
        expect(answer).toMatchObject({ status: 503, body: { checks: { database: true, migrations: true, storage: false } } });
        expect(JSON.stringify(answer.body)).not.toMatch(/ENOSPC|uploads/);
      } finally {
        store.write = write;
      }
      await readinessBecomes(200);
    });

    it('runs its checks (a probe file written) once for many askers at once, not once each', async () => {
      const probes = countProbeWrites();
      try {
        const answers = await Promise.all(Array.from({ length: 20 }, () => ask('/readyz')));
        expect(answers.every((answer) => answer.status === 200)).toBe(true);
        // One round at most (none, if the last round's second is not over yet).
        expect(probes.writes).toBeLessThanOrEqual(1);
      } finally {
        probes.stop();
      }
    });

    it('is not ready from the moment it starts stopping, while still alive', async () => {
      server.deps.lifecycle.draining = true;
      try {
        expect(await ask('/readyz')).toEqual({ status: 503, cache: 'no-store', body: { status: 'stopping' } });
        expect((await ask('/healthz')).status).toBe(200);
      } finally {
        server.deps.lifecycle.draining = false;
      }
    });
  });
}
