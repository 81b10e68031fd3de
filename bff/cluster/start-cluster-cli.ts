/**
 * `npm run start:cluster`: the product as several instances on PostgreSQL behind HAProxy (bff/cluster/cluster.ts),
 * after building the app and the server once. Settings (the README's "Running at scale"):
 * CLUSTER_INSTANCES (3), PORT (3000, the balancer's), HOST (0.0.0.0), CLUSTER_FIRST_INSTANCE_PORT (3101),
 * CLUSTER_STATS_PORT (8404), DATABASE_URL (postgres://postgres@127.0.0.1:5432/agency, made if missing),
 * REDIS_URL (rate limits in Redis; unset: in PostgreSQL), and UPLOAD_S3_BUCKET with its settings (unset: a local
 * S3-compatible server, s3rver, on CLUSTER_OBJECT_STORAGE_PORT 4569 keeping its objects in data/cluster).
 * Ctrl+C or SIGTERM stops every instance gracefully, then the balancer.
 */
import path from 'node:path';
import { z } from 'zod';
import { startCluster } from './cluster';

const settings = z
  .object({
    CLUSTER_INSTANCES: z.coerce.number().int().min(1).max(32).default(3),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    CLUSTER_FIRST_INSTANCE_PORT: z.coerce.number().int().min(1).max(65535).default(3101),
    CLUSTER_STATS_PORT: z.coerce.number().int().min(1).max(65535).default(8404),
    CLUSTER_OBJECT_STORAGE_PORT: z.coerce.number().int().min(1).max(65535).default(4569),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL address (postgres://user@host:5432/database): the instances share it')
      .default('postgres://postgres@127.0.0.1:5432/agency'),
    REDIS_URL: z.string().url().optional(),
    UPLOAD_S3_BUCKET: z.string().optional(),
  })
  .parse(process.env);

const dataDir = path.resolve('data/cluster');
let objectStorageEnv: Record<string, string> = {};
let stopObjectStorage = async () => {};
if (!settings.UPLOAD_S3_BUCKET) {
  const { startLocalObjectStorage } = await import('./local-object-storage');
  const storage = await startLocalObjectStorage({
    directory: path.join(dataDir, 'object-storage'),
    port: settings.CLUSTER_OBJECT_STORAGE_PORT,
    bucket: 'agency-files',
  });
  objectStorageEnv = storage.env;
  stopObjectStorage = storage.stop;
  console.log(`object storage (s3rver) at ${storage.endpoint}, bucket ${storage.bucket}`);
}

const cluster = await startCluster({
  instances: settings.CLUSTER_INSTANCES,
  host: settings.HOST,
  port: settings.PORT,
  firstInstancePort: settings.CLUSTER_FIRST_INSTANCE_PORT,
  statsPort: settings.CLUSTER_STATS_PORT,
  databaseUrl: settings.DATABASE_URL,
  redisUrl: settings.REDIS_URL,
  objectStorageEnv,
  dataDir,
});
console.log(
  [
    `The product is at ${cluster.baseUrl}: ${cluster.instances.length} instances on PostgreSQL behind HAProxy.`,
    `  instances: ${cluster.instances.map((instance) => `http://127.0.0.1:${instance.port}`).join(', ')} (logs in ${path.relative(process.cwd(), dataDir)}/logs)`,
    `  balancer statistics: http://127.0.0.1:${settings.CLUSTER_STATS_PORT}/`,
    `  rate limits in ${settings.REDIS_URL ? 'Redis' : 'PostgreSQL'}; Ctrl+C stops it.`,
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping: each instance finishes its requests, then the balancer stops');
  void cluster
    .stop()
    .then(stopObjectStorage)
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
