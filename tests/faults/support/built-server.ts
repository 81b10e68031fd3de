/** The compiled server (dist/server) the fault tests start, built once per run as `npm start` builds it. */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from '../../support/server-process';

export function buildServer(): void {
  execFileSync(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), 'bff/build-server.ts'], { cwd: ROOT, stdio: 'ignore' });
}
