/**
 * Upload memory benchmark: the real BFF receives a 25 MB document (POST /api/submit-insurance-request) and
 * its memory growth is measured against two baselines taken in the same run, in the same server process:
 * the server at rest, and tiny (1 KB) uploads. A streamed upload grows the server by a small, fixed amount;
 * one buffered in memory would grow it by at least the file's size. See bench/README.md.
 *
 *   npm run bench:upload             (= npx tsx bench/upload-memory.ts)
 *   BENCH_UPLOAD_MB=100 npm run bench:upload
 *
 * Exit code 0 whatever the figures; 1 if the server failed or an upload was not stored.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MemoryFigures, MemoryReport } from './servers/upload-bff';

const MB = 1024 * 1024;
const uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 25);
if (!Number.isFinite(uploadMb) || uploadMb <= 0) throw new Error('BENCH_UPLOAD_MB must be a positive number.');
const uploadBytes = Math.round(uploadMb * MB);
/** A streamed upload holds a few MB whatever the file size; a buffered one holds at least the whole file. */
const TARGET_LIVE_GROWTH_PER_FILE_BYTE = 0.25;

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const tempDir = mkdtempSync(path.join(tmpdir(), 'agency-upload-bench-'));
const sqliteFile = path.join(tempDir, 'app.db');

let child: ChildProcess | undefined;
const stop = async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(tempDir, { recursive: true, force: true });
};

function startServer(): Promise<{ baseUrl: string; memory: () => Promise<MemoryReport> }> {
  child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(benchDir, 'servers', 'upload-bff.ts')], {
    cwd: path.resolve(benchDir, '..'),
    env: { ...process.env, NODE_ENV: 'production', BENCH_SQLITE_FILE: sqliteFile, BENCH_UPLOAD_MAX_BYTES: String(uploadBytes + MB) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const server = child;
  const memory = () =>
    new Promise<MemoryReport>((resolve) => {
      const onMessage = (message: { type?: string }) => {
        if (message?.type !== 'memory') return;
        server.off('message', onMessage);
        resolve(message as MemoryReport);
      };
      server.on('message', onMessage);
      server.send({ type: 'memory' });
    });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited (code ${code})`)));
    server.on('message', (message: { type?: string; port?: number }) => {
      if (message?.type === 'ready') resolve({ baseUrl: `http://127.0.0.1:${message.port}`, memory });
    });
  });
}

/** A PDF of `size` bytes (the header makes it one; the rest is padding), made in this process, not the server. */
const pdfOfSize = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n% bench\n'));
  return bytes;
};

async function upload(baseUrl: string, csrf: { token: string; cookie: string }, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    first_name: 'Bench',
    last_name: 'Mark',
    email: 'bench@lender.example',
    phone_number: '(555) 123-4567',
    policy_number: 'BENCH-1',
    request_id: randomUUID(),
  }))
    form.append(field, value);
  form.append('document', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${baseUrl}/api/submit-insurance-request`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: form,
  });
  const body = (await response.json()) as { referenceNumber?: string; message?: string };
  if (response.status !== 201) throw new Error(`upload of ${name} answered ${response.status}: ${body.message}`);
  return body.referenceNumber!;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const growth = (report: MemoryReport, base: MemoryFigures, key: keyof MemoryFigures) => Math.max(0, report.peak[key] - base[key]);

try {
  const server = await startServer();
  const tokenResponse = await fetch(`${server.baseUrl}/api/csrf-token`);
  const csrf = {
    token: ((await tokenResponse.json()) as { token: string }).token,
    cookie: (tokenResponse.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };

  // Warm-up: the upload path's code loaded and optimised before anything is measured.
  const tiny = pdfOfSize(1024);
  for (let i = 0; i < 5; i += 1) await upload(server.baseUrl, csrf, tiny, 'warm-up.pdf');

  await server.memory(); // collects, and starts the first period
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rest = await server.memory();
  for (let i = 0; i < 10; i += 1) await upload(server.baseUrl, csrf, tiny, 'tiny.pdf');
  const tinyUploads = await server.memory();
  const big = pdfOfSize(uploadBytes);
  await upload(server.baseUrl, csrf, big, 'big.pdf');
  const bigUpload = await server.memory();

  const uploadsDir = path.join(tempDir, 'uploads');
  const stored = readdirSync(uploadsDir).map((name) => statSync(path.join(uploadsDir, name)).size);
  if (!stored.includes(uploadBytes)) throw new Error(`no stored file of ${uploadBytes} bytes in the upload folder`);

  const base = rest.now;
  const baseLive = rest.liveNow;
  const rows = [
    ['server at rest (1 s)', rest],
    ['10 uploads of 1 KB', tinyUploads],
    [`1 upload of ${uploadMb} MB`, bigUpload],
  ] as const;
  console.log(`\nBFF memory while receiving uploads (baseline: the same process at rest after GC, RSS ${mb(base.rss)}, live heap + buffers ${mb(baseLive)})\n`);
  console.log('period                   peak RSS   RSS growth   buffers growth   live growth (after GC)');
  for (const [label, report] of rows) {
    console.log(
      `${label.padEnd(24)} ${mb(report.peak.rss).padStart(8)}   ${mb(growth(report, base, 'rss')).padStart(10)}   ${mb(growth(report, base, 'arrayBuffers')).padStart(14)}   ${mb(Math.max(0, report.peakLive - baseLive)).padStart(22)}`,
    );
  }
  const liveGrowth = (report: MemoryReport) => Math.max(0, report.peakLive - baseLive);
  const ratio = liveGrowth(bigUpload) / uploadBytes;
  console.log(`\nthe ${uploadMb} MB file was stored whole (${uploadBytes.toLocaleString('en-US')} bytes on disk)`);
  console.log(`live memory growth, ${uploadMb} MB upload vs 1 KB uploads: ${mb(liveGrowth(bigUpload))} vs ${mb(liveGrowth(tinyUploads))}`);
  console.log(
    `ratio live growth / file size: ${ratio.toFixed(3)}  (target < ${TARGET_LIVE_GROWTH_PER_FILE_BYTE}; a server that buffers the file holds >= 1.0)  ${ratio < TARGET_LIVE_GROWTH_PER_FILE_BYTE ? 'PASS' : 'FAIL'}`,
  );
  console.log('(peak RSS includes spent buffers V8 has not yet collected: it rises with the upload until V8 collects, about 30 MB in)');
  await stop();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop();
  process.exit(1);
}
