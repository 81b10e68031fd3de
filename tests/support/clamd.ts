/**
 * A real clamd (Debian's clamav-daemon) for tests: started on a temporary configuration whose database holds
 * one signature, the SHA-256 of a test file made by sigtool (signatures cannot be downloaded here), listening
 * on a unix socket in a temporary folder and on a free TCP port of 127.0.0.1. `startClamd` answers once clamd
 * answers PING; `stop` ends it and waits for it to be gone.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onePagePdfBytes } from './document-fixtures';

/** Whether clamd and sigtool are on this machine ('' when they are, else what is missing). */
export function missingClamav(): string {
  const missing = ['clamd', 'sigtool'].filter((program) => {
    try {
      execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  return missing.join(' and ');
}

/** A PDF carrying the EICAR test string: the one file the test database's signature names. */
export const INFECTED_PDF = onePagePdfBytes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE');

export type Clamd = { socketPath: string; port: number; unixUrl: string; tcpUrl: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether clamd at `socketPath` answers PING with PONG. */
function answersPing(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection(socketPath);
    let reply = '';
    socket.setTimeout(2000);
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data) => (reply += data.toString()));
    socket.on('end', () => resolve(reply.startsWith('PONG')));
    socket.on('timeout', () => socket.destroy());
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(reply.startsWith('PONG')));
  });
}

/** The unix socket clamd will listen on in `dir` (known before it starts, for the server's CLAMD_URL). */
export const clamdSocketIn = (dir: string) => path.join(dir, 'clamd.sock');

/** Starts clamd with its files in `dir` (made when not given), its database signing `signed`. */
export async function startClamd({
  signed = INFECTED_PDF,
  dir = mkdtempSync(path.join(tmpdir(), 'clamd-')),
}: { signed?: Buffer; dir?: string } = {}): Promise<Clamd> {
  const missing = missingClamav();
  if (missing) throw new Error(`${missing} not installed: apt-get install clamav-daemon (.ci/run does)`);
  const signedFile = path.join(dir, 'test-signature.pdf');
  writeFileSync(signedFile, signed);
  writeFileSync(path.join(dir, 'test.hsb'), execFileSync('sigtool', ['--sha256', signedFile]));
  const socketPath = clamdSocketIn(dir);
  const port = await freePort();
  const config = path.join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      'Foreground yes',
      `DatabaseDirectory ${dir}`,
      `LocalSocket ${socketPath}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `TemporaryDirectory ${dir}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      'StreamMaxLength 25M',
    ].join('\n'),
  );
  const clamd: ChildProcess = spawn('clamd', [`--config-file=${config}`], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => clamd.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  // Up when it answers PING: loading even one signature takes a moment, and a slow machine longer.
  const deadline = Date.now() + 60_000;
  while (!(await answersPing(socketPath))) {
    if (!running || Date.now() > deadline) {
      clamd.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(running ? 'clamd did not answer PING within 60 s' : 'clamd stopped while starting (see its log)');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    socketPath,
    port,
    unixUrl: `unix:${socketPath}`,
    tcpUrl: `tcp://127.0.0.1:${port}`,
    async stop() {
      if (running) {
        clamd.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
