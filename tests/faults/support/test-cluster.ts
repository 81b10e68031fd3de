/** A cluster for a fault test: 3 instances on a PostgreSQL schema of its own, files in a local S3-compatible server. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '@bff/cluster/cluster';
import { openDatabase, type Database } from '@bff/db/database';
import { s3StoredFiles } from '@bff/services/uploads/s3-stored-files';
import { createUploadStore, type UploadStore } from '@bff/services/uploads/upload-store';
import { startS3Server, type S3Server } from '../../support/s3-server';
import { POSTGRES_TEST_URL, RATE_LIMITS_OFF } from '../../support/test-server';
import { freeConsecutivePorts, freePort } from './free-ports';

export type TestCluster = {
  cluster: Cluster;
  db: Database;
  store: UploadStore;
  s3: S3Server;
  /** The at-rest key every instance is given (APP_ENCRYPTION_KEY), as on several machines. */
  encryptionKey: string;
  close: () => Promise<void>;
};

export async function startTestCluster({
  instances = 3,
  env = {},
  databaseUrl = POSTGRES_TEST_URL,
  serverDir,
}: { instances?: number; env?: Record<string, string>; databaseUrl?: string; serverDir?: string } = {}): Promise<TestCluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const s3 = await startS3Server();
  const encryptionKey = randomBytes(32).toString('base64url');
  const cluster = await startCluster({
    instances,
    host: '127.0.0.1',
    port: await freePort(),
    firstInstancePort: await freeConsecutivePorts(instances),
    statsPort: await freePort(),
    databaseUrl,
    databaseSchema: schema,
    objectStorageEnv: s3.env,
    dataDir,
    extraEnv: { ...RATE_LIMITS_OFF, APP_ENCRYPTION_KEY: encryptionKey, JOB_LEASE_MS: '3000', JOB_POLL_INTERVAL_MS: '250', ...env },
    serverDir,
  });
  const db = openDatabase({ kind: 'postgres', url: databaseUrl, schema });
  const store = createUploadStore(
    s3StoredFiles({
      bucket: s3.bucket,
      prefix: '',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      requestTimeoutMs: 5000,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    path.join(dataDir, 'staging'),
  );
  return {
    cluster,
    db,
    store,
    s3,
    encryptionKey,
    close: async () => {
      await cluster.stop();
      await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
      await db.destroy();
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
