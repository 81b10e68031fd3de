/**
 * Decoding bombs (issue 21, finding 3) over HTTP: a 10 KB PNG of 9000 x 9000 pixels and a 200 KB PDF that
 * inflates to 200 MB are refused 422 at their field with nothing stored, ordinary files of the same kinds are
 * taken, and while the bombs upload another request is answered as quickly as while ordinary files upload.
 * Runner: uploads-sqlite.test.ts (the database plays no part in it).
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { imageTooLargeMessage, pdfExpandsTooMuchMessage } from '@contracts/uploads';
import { inflatingPdf, ordinaryPdf, ordinaryPhoto, ordinaryScreenshot, pngBomb } from '../support/decoding-fixtures';
import { newSessionId, signingApi } from '../support/signing-flow';
import type { DatabaseKind } from '../support/test-server';
import { rowCount, useApi } from './support';
import { useUploadDir } from '../support/upload-dir';

const PNG_MAX_PIXELS = 50_000_000;
const PDF_MAX_INFLATED_BYTES = 100 * 1024 * 1024;

type File = { bytes: Buffer; name: string; type: string };

export function defineDecodingLimitsContractSuite(kind: DatabaseKind): void {
  const { uploadDir, storedFiles } = useUploadDir('decoding-limits');
  // The defaults, spelled out: the tests are about these numbers.
  const t = useApi(kind, {
    UPLOAD_DIR: uploadDir,
    UPLOAD_PNG_MAX_PIXELS: String(PNG_MAX_PIXELS),
    UPLOAD_PDF_MAX_INFLATED_BYTES: String(PDF_MAX_INFLATED_BYTES),
  });
  const upload = (file: File) => signingApi(t.server.baseUrl, t.csrf).upload(newSessionId(), file);
  const PNG_BOMB: File = { bytes: pngBomb(), name: 'scan.png', type: 'image/png' };
  const PDF_BOMB: File = { bytes: inflatingPdf(), name: 'lease.pdf', type: 'application/pdf' };

  describe('POST /api/upload-document', () => {
    it('refuses the 10 KB PNG of 9000 x 9000 pixels at document, storing nothing', async () => {
      const before = { rows: await rowCount(t.server.db, 'signing_documents'), uploads: await rowCount(t.server.db, 'uploads'), files: storedFiles().length };
      const response = await upload(PNG_BOMB);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ document: [imageTooLargeMessage(PNG_MAX_PIXELS)] });
      expect({ rows: await rowCount(t.server.db, 'signing_documents'), uploads: await rowCount(t.server.db, 'uploads'), files: storedFiles().length }).toEqual(
        before,
      );
    });

    it('refuses the 200 KB PDF that inflates to 200 MB at document, storing nothing', async () => {
      const before = { rows: await rowCount(t.server.db, 'signing_documents'), uploads: await rowCount(t.server.db, 'uploads'), files: storedFiles().length };
      const response = await upload(PDF_BOMB);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ document: [pdfExpandsTooMuchMessage(PDF_MAX_INFLATED_BYTES)] });
      expect({ rows: await rowCount(t.server.db, 'signing_documents'), uploads: await rowCount(t.server.db, 'uploads'), files: storedFiles().length }).toEqual(
        before,
      );
    });

    it('takes a phone photo, a screenshot and a PDF of a few pages', async () => {
      for (const file of [
        { bytes: ordinaryPhoto(), name: 'photo.jpg', type: 'image/jpeg' },
        { bytes: ordinaryScreenshot(), name: 'screenshot.png', type: 'image/png' },
        { bytes: await ordinaryPdf(), name: 'lease.pdf', type: 'application/pdf' },
      ]) {
        expect({ file: file.name, status: (await upload(file)).status }).toEqual({ file: file.name, status: 201 });
      }
    });
  });

  it('refuses the PNG on the other upload routes too (one check for every upload)', async () => {
    const form = new FormData();
    const fields = {
      firstName: 'Grace',
      lastName: 'Hopper',
      policyNumber: 'HO-1',
      phoneNumber: '(555) 123-4567',
      email: 'grace@example.com',
      message: 'Scan',
      request_id: randomUUID(),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG_BOMB.bytes)], { type: 'image/png' }), 'scan.png');
    const response = await fetch(`${t.server.baseUrl}/api/documents/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ file: [imageTooLargeMessage(PNG_MAX_PIXELS)] });
  });

  it('answers a concurrent request as usual while the PNG and the PDF upload', async () => {
    /**
     * Sends `uploads` while asking for a CSRF token over and over (at least `minPings` times): the slowest of
     * those answers, and the longest the server's event loop was held (this process runs the server).
     */
    async function whileUploading(files: File[], minPings: number) {
      const loop = monitorEventLoopDelay({ resolution: 5 });
      const latencies: number[] = [];
      let uploading = true;
      loop.enable();
      const pings = (async () => {
        while (uploading || latencies.length < minPings) {
          const sent = performance.now();
          await fetch(`${t.server.baseUrl}/api/csrf-token`).then((response) => response.arrayBuffer());
          latencies.push(performance.now() - sent);
        }
      })();
      const statuses = await Promise.all(files.map(async (file) => (await upload(file)).status));
      uploading = false;
      await pings;
      loop.disable();
      return { statuses, slowestPingMs: Math.max(...latencies), longestHoldMs: loop.max / 1e6 };
    }

    // The usual: a phone photo and a PDF of a few pages, 3 MB each.
    const ordinary = await whileUploading(
      [
        { bytes: ordinaryPhoto(), name: 'photo.jpg', type: 'image/jpeg' },
        { bytes: await ordinaryPdf(), name: 'lease.pdf', type: 'application/pdf' },
      ],
      50,
    );
    const bombs = await whileUploading([PNG_BOMB, PDF_BOMB], 5);
    // Generous: ten times the usual. Decoding the bombs on the main thread held it for seconds, 25 to 50 times.
    const measured = `bombs ${JSON.stringify(bombs)}, usual ${JSON.stringify(ordinary)}`;
    expect(bombs.slowestPingMs, measured).toBeLessThan(10 * ordinary.slowestPingMs);
    expect(bombs.longestHoldMs, measured).toBeLessThan(10 * ordinary.longestHoldMs);
    expect(ordinary.statuses).toEqual([201, 201]);
    expect(bombs.statuses).toEqual([422, 422]);
  });
}
