/**
 * A PostgreSQL server of the test's own (Debian's binaries, a new cluster in a temporary folder, on loopback
 * and a free port), so a fault test can restart it without touching the machine's. As root, the server runs as
 * the postgres user, as PostgreSQL requires.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-ports';

export type OwnPostgres = { url: string; stop: () => Promise<void>; start: () => Promise<void>; close: () => void };

const BIN = path.join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin');

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'own-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(BIN, command), asRoot ? ['-u', 'postgres', '--', path.join(BIN, command), ...args] : args, { stdio: 'ignore' });
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtlArgs = (...args: string[]) => ['-D', data, '-w', '-o', options, '-l', path.join(dir, 'server.log'), ...args];
  const pgCtl = (...args: string[]) => run('pg_ctl', pgCtlArgs(...args));
  pgCtl('start');
  const pgCtlAsync = async (...args: string[]) => {
    const pgCtlPath = path.join(BIN, 'pg_ctl');
    await promisify(execFile)(asRoot ? 'runuser' : pgCtlPath, asRoot ? ['-u', 'postgres', '--', pgCtlPath, ...pgCtlArgs(...args)] : pgCtlArgs(...args));
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/agency`,
    /** Stops it, ending every connection (fast: what a restart does), while the caller's requests go on. */
    stop: () => pgCtlAsync('stop', '-m', 'fast'),
    start: () => pgCtlAsync('start'),
    close: () => {
      pgCtl('stop', '-m', 'immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
