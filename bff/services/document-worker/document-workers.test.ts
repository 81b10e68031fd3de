/**
 * The document workers as Vitest runs them: worker.mjs loads the TypeScript tasks here too (tsx's API), a task
 * over its time limit is stopped by ending its thread, one over its heap is ended by V8, and the pool goes on
 * with a new thread either way. (tests/integration/document-worker-runtimes.test.ts runs them under tsx.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blankPng, manyObjectsPdf, ordinaryScreenshot, pngBomb } from '../../../tests/support/decoding-fixtures';
import type { DocumentWorkerSettings } from '../../config';
import { createDocumentWorkers, DocumentWorkLimitError } from './document-workers';

const dir = mkdtempSync(path.join(tmpdir(), 'document-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = (name: string, bytes: Buffer) => {
  const filePath = path.join(dir, name);
  writeFileSync(filePath, bytes);
  return filePath;
};
const LIMITS = { pngMaxPixels: 50_000_000, jpegMaxPixels: 200_000_000, pdfMaxInflatedBytes: 100 * 1024 * 1024 };

async function withWorkers<T>(settings: Partial<DocumentWorkerSettings>, use: (workers: ReturnType<typeof createDocumentWorkers>) => Promise<T>) {
  const workers = createDocumentWorkers({ threads: 1, timeoutMs: 60_000, memoryMb: 512, ...settings });
  try {
    return await use(workers);
  } finally {
    await workers.close();
  }
}

const limitOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof DocumentWorkLimitError ? error.limit : error),
  );

describe('document workers', () => {
  it('run the TypeScript tasks in a worker thread', async () => {
    const screenshot = fileOf('screenshot.png', ordinaryScreenshot(400, 600));
    await withWorkers({}, async (workers) => {
      expect(await workers.run('inspectUpload', screenshot, 'image/png', LIMITS)).toEqual({ kind: 'ok' });
      const copy = await workers.run('signingCopyOf', { bytes: readFileSync(screenshot), mimeType: 'image/png', originalName: 'screenshot.png', sha256: '' });
      expect(copy).toMatchObject({ kind: 'copy', pageCount: 1 });
    });
  });

  it('stop a task that runs over its time, ending its thread, and go on with a new one', async () => {
    // The 9000 x 9000 PNG, given to pdf-lib without the decoding limits: 5 to 13 s of decoding in one thread.
    const large = fileOf('large.png', pngBomb());
    const small = fileOf('small.png', blankPng(10, 10));
    // The limit counts from the task's start: a thread's own start (loading pdf-lib) is not counted.
    await withWorkers({ timeoutMs: 500 }, async (workers) => {
      const started = performance.now();
      expect(await limitOf(workers.run('signingCopyOf', { bytes: readFileSync(large), mimeType: 'image/png', originalName: 'l.png', sha256: '' }))).toBe(
        'time',
      );
      expect(performance.now() - started).toBeLessThan(5000); // stopped, not finished
      expect(await workers.run('inspectUpload', small, 'image/png', LIMITS)).toEqual({ kind: 'ok' });
    });
  });

  it('end a thread whose heap grows over its memory limit, and go on with a new one', async () => {
    const crowded = fileOf('crowded.pdf', manyObjectsPdf(100_000));
    const small = fileOf('small.png', blankPng(10, 10));
    await withWorkers({ memoryMb: 16 }, async (workers) => {
      expect(
        await limitOf(workers.run('signingCopyOf', { bytes: readFileSync(crowded), mimeType: 'application/pdf', originalName: 'c.pdf', sha256: '' })),
      ).toBe('memory');
      expect(await workers.run('inspectUpload', small, 'image/png', LIMITS)).toEqual({ kind: 'ok' });
    });
    // The same file opens with room to spare.
    await withWorkers({}, async (workers) => {
      expect(
        await workers.run('signingCopyOf', { bytes: readFileSync(crowded), mimeType: 'application/pdf', originalName: 'c.pdf', sha256: '' }),
      ).toMatchObject({
        kind: 'copy',
        pageCount: 1,
      });
    });
  });

  it('refuse work beyond what its threads and their queue hold as busy, at once', async () => {
    const large = fileOf('large2.png', blankPng(1500, 1500));
    await withWorkers({ threads: 1 }, async (workers) => {
      // One task runs and four wait; the sixth is refused.
      const copies = Array.from({ length: 6 }, () =>
        limitOf(workers.run('signingCopyOf', { bytes: readFileSync(large), mimeType: 'image/png', originalName: 'l.png', sha256: '' })),
      );
      expect(await Promise.all(copies)).toEqual(['none', 'none', 'none', 'none', 'none', 'busy']);
    });
  });
});
