/**
 * Several instances of the compiled server (dist/server) on PostgreSQL behind HAProxy, on one machine: what
 * `npm run start:cluster` starts (start-cluster-cli.ts) and what the fault tests and benchmarks drive. Nothing
 * one instance needs is in another's memory or disk: the database holds sessions, jobs and live events (fanned
 * out by LISTEN/NOTIFY), rate limits are counted in Redis (or the database), and files are kept in object
 * storage. The migrations run once before any instance starts; the instances start one, then the rest (the
 * first makes what is made once: the encryption key file, the app's stored secrets). An instance that dies is
 * started again; stopping the cluster stops each instance gracefully (SIGTERM), then the balancer.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { haproxyConfig } from './haproxy-config';

export type ClusterSettings = {
  instances: number;
  /** The balancer's address: the product's address. */
  host: string;
  port: number;
  /** Instance n listens on firstInstancePort + n - 1, on loopback. */
  firstInstancePort: number;
  statsPort: number;
  databaseUrl: string;
  /** PostgreSQL schema (a test's own); unset: the database's default. */
  databaseSchema?: string;
  redisUrl?: string;
  /** The bucket settings (UPLOAD_S3_*, AWS_*) every instance gets. */
  objectStorageEnv: Record<string, string>;
  /** Logs and the balancer's configuration. */
  dataDir: string;
  /** What every instance gets besides (a test's rate limits, a mail server). */
  extraEnv?: Record<string, string>;
  /** The compiled server (bff/build-server.ts); dist/server unless given. */
  serverDir?: string;
};

export type Instance = { name: string; port: number; child: ChildProcess; exited: Promise<number | null> };

export type Cluster = {
  baseUrl: string;
  instances: Instance[];
  /** How many times an instance was started again after it died. */
  restarts: () => number;
  /** Resolves once instance `index` answers /readyz 200 again. */
  ready: (index: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** Polls `url` until it answers 200 (an instance starting, the balancer seeing its instances). */
async function answers200(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes the database DATABASE_URL names when it does not exist yet (connecting to the server's `postgres` one). */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function startCluster(settings: ClusterSettings): Promise<Cluster> {
  const serverDir = path.resolve(settings.serverDir ?? 'dist/server');
  const [SERVER, MIGRATE] = [path.join(serverDir, 'server.mjs'), path.join(serverDir, 'migrate.mjs')];
  for (const built of [SERVER, MIGRATE]) {
    if (!existsSync(built)) throw new Error(`${path.relative(process.cwd(), built)} is missing: run npm run build:server first (npm run start:cluster does).`);
  }
  const logDir = path.join(settings.dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const baseUrl = `http://${settings.host === '0.0.0.0' ? '127.0.0.1' : settings.host}:${settings.port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    ...(settings.databaseSchema ? { DATABASE_SCHEMA: settings.databaseSchema } : {}),
    ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl, RATE_LIMIT_STORE: 'redis' } : { RATE_LIMIT_STORE: 'database' }),
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${settings.port}`,
    TRUST_PROXY: 'loopback',
    ...settings.objectStorageEnv,
    ...settings.extraEnv,
  };

  await ensureDatabase(settings.databaseUrl);
  execFileSync(process.execPath, [MIGRATE], { env, stdio: ['ignore', 'ignore', 'inherit'] });

  let stopping = false;
  let restarts = 0;
  const ports = Array.from({ length: settings.instances }, (_, index) => settings.firstInstancePort + index);
  const instances: Instance[] = [];
  const launch = (index: number): Instance => {
    const name = `instance${index + 1}`;
    const port = ports[index]!;
    const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [SERVER], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    // 'close', not 'exit': its last log lines are written before the log file is closed.
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    const instance = { name, port, child, exited };
    void exited.then((code) => {
      const again = !stopping && instances[index] === instance;
      log.end(again ? `${name} exited (${code}); starting it again\n` : undefined);
      if (!again) return;
      // Died (a crash, kill -9): started again; the balancer sends it nothing until it is ready.
      restarts += 1;
      setTimeout(() => {
        if (!stopping) instances[index] = launch(index);
      }, 500);
    });
    return instance;
  };
  const ready = (index: number) => answers200(`http://127.0.0.1:${ports[index]}/readyz`);

  instances.push(launch(0));
  await ready(0);
  for (let index = 1; index < settings.instances; index += 1) instances.push(launch(index));
  await Promise.all(ports.map((_, index) => ready(index)));

  const configFile = path.join(settings.dataDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ host: settings.host, port: settings.port, instancePorts: ports, statsPort: settings.statsPort }));
  execFileSync('haproxy', ['-c', '-q', '-f', configFile], { stdio: 'inherit' });
  const balancerLog = createWriteStream(path.join(logDir, 'balancer.log'), { flags: 'a' });
  const balancer = spawn('haproxy', ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  balancer.stdout!.pipe(balancerLog, { end: false });
  balancer.stderr!.pipe(balancerLog, { end: false });
  const balancerExited = new Promise<void>((resolve) => balancer.once('close', () => resolve()));
  await answers200(`${baseUrl}/readyz`);

  return {
    baseUrl,
    instances,
    restarts: () => restarts,
    ready,
    stop: async () => {
      stopping = true;
      await Promise.all(
        instances.map((instance) => {
          instance.child.kill('SIGTERM');
          return instance.exited;
        }),
      );
      balancer.kill('SIGTERM');
      await balancerExited;
      balancerLog.end();
    },
  };
}
