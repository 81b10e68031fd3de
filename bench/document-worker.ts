/**
 * What the document workers cost an ordinary upload (issue 21): the work done on a phone photo (a 12-megapixel
 * JPEG, 3 MB) and on a PDF of a few pages (3 MB) when a signing upload comes in (the upload checks, then the
 * signing copy), done inline on the calling thread as before, and in a warm worker thread, alternating in the
 * same run. The ratio is the worker's price per upload: the message to the thread, the file read there, the
 * copy sent back. In exchange the main thread is free meanwhile: the report shows how long each way held it.
 *
 *   npm run bench:document-worker          # = npx tsx bench/document-worker.ts
 *   BENCH_ROUNDS=40 npm run bench:document-worker
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AcceptedDocumentMime } from '@contracts/uploads';
import { createDocumentWorkers } from '@bff/services/document-worker/document-workers';
import { signingCopyOf } from '@bff/services/signing/signing-copy';
import { inspectUpload } from '@bff/services/uploads/inspect-upload';
import { ordinaryPdf, ordinaryPhoto } from '../tests/support/decoding-fixtures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const LIMITS = { pngMaxPixels: 50_000_000, jpegMaxPixels: 200_000_000, pdfMaxInflatedBytes: 100 * 1024 ** 2 };

const dir = mkdtempSync(path.join(tmpdir(), 'bench-document-worker-'));
const fileOf = (name: string, bytes: Buffer) => {
  const filePath = path.join(dir, name);
  writeFileSync(filePath, bytes);
  return filePath;
};
const cases: { label: string; path: string; mimeType: AcceptedDocumentMime; bytes: number }[] = [];
const photo = ordinaryPhoto();
cases.push({ label: 'phone photo (JPEG 4032 x 3024)', path: fileOf('photo.jpg', photo), mimeType: 'image/jpeg', bytes: photo.length });
const pdf = await ordinaryPdf();
cases.push({ label: 'PDF of 9 pages', path: fileOf('lease.pdf', pdf), mimeType: 'application/pdf', bytes: pdf.length });

const workers = createDocumentWorkers({ threads: 1, timeoutMs: 60_000, memoryMb: 512 });

type Upload = (typeof cases)[number];
const inline = async (file: Upload) => {
  await inspectUpload(file.path, file.mimeType, LIMITS);
  await signingCopyOf({ bytes: readFileSync(file.path), mimeType: file.mimeType, originalName: 'x', sha256: '' });
};
const inWorker = async (file: Upload) => {
  await workers.run('inspectUpload', file.path, file.mimeType, LIMITS);
  await workers.run('signingCopyOf', { bytes: readFileSync(file.path), mimeType: file.mimeType, originalName: 'x', sha256: '' });
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The time `run` takes, and the longest the event loop was held meanwhile. */
async function measure(run: () => Promise<void>): Promise<{ ms: number; heldMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const start = performance.now();
  await run();
  const ms = performance.now() - start;
  await new Promise((resolve) => setImmediate(resolve));
  loop.disable();
  return { ms, heldMs: loop.max / 1e6 };
}

const coldStart = await measure(() => workers.run('inspectUpload', cases[0]!.path, 'image/jpeg', LIMITS).then(() => undefined));
console.log(`\nA worker thread's first task (loading TypeScript and pdf-lib there): ${coldStart.ms.toFixed(0)} ms, once per thread\n`);
console.log(`Median of ${ROUNDS} rounds, inline and in a worker alternating, after 3 rounds of warm-up\n`);
console.log('file                              size     inline ms  worker ms  ratio  main thread held: inline  worker');
for (const file of cases) {
  for (let round = 0; round < 3; round += 1) {
    await inline(file);
    await inWorker(file);
  }
  // Times alternating, so a busy moment of the machine falls on both ways.
  const inlineRuns: { ms: number; heldMs: number }[] = [];
  const workerRuns: { ms: number; heldMs: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    inlineRuns.push(await measure(() => inline(file)));
    workerRuns.push(await measure(() => inWorker(file)));
  }
  const inlineMs = median(inlineRuns.map((run) => run.ms));
  const workerMs = median(workerRuns.map((run) => run.ms));
  // The main thread's holds each way on its own: alternating, the worker's rounds would collect the inline rounds' garbage.
  const inlineHeld: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) inlineHeld.push((await measure(() => inline(file))).heldMs);
  const workerHeld: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) workerHeld.push((await measure(() => inWorker(file))).heldMs);
  console.log(
    [
      file.label.padEnd(32),
      `${(file.bytes / 1024 ** 2).toFixed(1)} MB`.padStart(6),
      inlineMs.toFixed(1).padStart(12),
      workerMs.toFixed(1).padStart(10),
      `${(workerMs / inlineMs).toFixed(2)}x`.padStart(7),
      `${median(inlineHeld).toFixed(1)} ms`.padStart(25),
      `${median(workerHeld).toFixed(1)} ms`.padStart(8),
    ].join('  '),
  );
}
await workers.close();
rmSync(dir, { recursive: true, force: true });
