/**
 * The server in a process of its own, as it runs in production: from its source under tsx, or compiled
 * (dist/server/server.mjs). Resolves once it listens (it logs so: pino, one JSON object a line), with its
 * address, its log lines so far and a promise of its exit code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
export const ROOT = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Every log line, parsed. */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
};

export async function startServerProcess(
  env: Record<string, string>,
  { entry = ['bff/server.ts'], runtime = 'tsx' }: { entry?: string[]; runtime?: 'tsx' | 'node' } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, runtime === 'tsx' ? [TSX_CLI, ...entry] : entry, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', COOKIE_SECURE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logs: Record<string, unknown>[] = [];
  const listening = new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        logs.push(entry);
        if (entry.msg?.startsWith('listening on')) resolve(entry.port!);
      } catch {
        logs.push({ msg: line });
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  const port = await listening;
  return { child, baseUrl: `http://127.0.0.1:${port}`, port, logs, exited };
}
