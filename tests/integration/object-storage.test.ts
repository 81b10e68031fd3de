/**
 * Issue 27: with UPLOAD_S3_BUCKET, every file the product keeps (an uploaded document, a signing copy, a sealed
 * PDF) is in the bucket, nothing in the instance's folder; and when object storage is down, uploads are refused
 * cleanly (503, nothing half-stored: no row, no object, nothing staged) and work again once it is back.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_STORE_UNAVAILABLE_MESSAGE } from '@contracts/uploads';
import { mortgageeChange, multipartOf } from '../support/policy-change-forms';
import { startS3Server, type S3Server } from '../support/s3-server';
import { collectEvents, documentReadyToSign, signingApi } from '../support/signing-flow';
import { filesInUploadDir } from '../support/upload-dir';
import { csrfCredentials, postgresIsReachable, RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';

const postgres = await postgresIsReachable();
const PATH = '/api/policy-changes/mortgagee';

for (const kind of ['sqlite', 'postgres'] as DatabaseKind[]) {
  describe.skipIf(kind === 'postgres' && !postgres)(`files in object storage on ${kind}`, () => {
    let s3: S3Server;
    let server: TestServer;
    let csrf: { token: string; cookie: string };
    beforeAll(async () => {
      s3 = await startS3Server();
      server = await startTestServer(kind, { ...RATE_LIMITS_OFF, ...s3.env, UPLOAD_S3_TIMEOUT_MS: '1000', JOB_POLL_INTERVAL_MS: '50' });
      csrf = await csrfCredentials(server.baseUrl);
    });
    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    const send = (body: FormData) => fetch(`${server.baseUrl}${PATH}`, { method: 'POST', body, headers: { 'x-csrf-token': csrf.token, cookie: csrf.cookie } });
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const objects = async () => {
      const names: string[] = [];
      for await (const file of server.deps.uploadStore.list()) names.push(file.storedName);
      return names.sort();
    };
    const uploadFolder = () => path.dirname(server.deps.uploadStore.stagingDir);
    const counts = async () => ({
      uploads: Number((await server.db('uploads').count({ n: '*' }))[0]!.n),
      requests: Number((await server.db('mortgagee_change_requests').count({ n: '*' }))[0]!.n),
    });
    const readiness = async () => (await fetch(`${server.baseUrl}/readyz`)).status;

    it('keeps an uploaded document in the bucket, whole, and nothing on the instance', async () => {
      const request = mortgageeChange({ customerType: 'lender' });
      const sent = Buffer.from(await (request.file as File).arrayBuffer());
      const response = await send(multipartOf(request));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const [document] = await server.db('policy_change_documents').where({ reference_number: referenceNumber });
      const upload = await server.db('uploads').where({ id: document.upload_id }).first();
      expect(await objects()).toContain(upload.stored_name);
      expect(sha256(await server.deps.uploadStore.read(upload.stored_name))).toBe(sha256(sent));
      expect(upload.sha256).toBe(sha256(sent));
      expect(filesInUploadDir(uploadFolder())).toEqual([]);
    });

    it('signs through the bucket: the signing copy is read from it and the sealed PDF is kept in it', async () => {
      const api = signingApi(server.baseUrl, csrf);
      const { sessionId, documentId, token } = await documentReadyToSign(api);
      const subscription = await api.subscribe(sessionId, documentId);
      const events = collectEvents(server.baseUrl, ((await subscription.json()) as { url: string }).url);
      await events.opened;
      expect((await api.open(token)).status).toBe(200);
      const shown = await fetch(`${server.baseUrl}/api/signing/${token}/document`);
      expect(shown.status).toBe(200);
      expect((await shown.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expect((await api.consent(token)).status).toBe(200);
      expect((await api.sign(token, 'Rosa Díaz')).status).toBe(200);
      await events.next('DocumentSealed');
      events.close();
      const row = await server.db('signing_documents').where({ document_id: documentId }).first();
      const sealed = await server.db('uploads').where({ id: row.sealed_upload_id }).first();
      expect(await objects()).toContain(sealed.stored_name);
      const bytes = await server.deps.uploadStore.read(sealed.stored_name);
      expect(sha256(bytes)).toBe(row.sealed_sha256);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(filesInUploadDir(uploadFolder())).toEqual([]);
    });

    it('refuses uploads 503 while object storage is down, keeping nothing, and takes them again once it is back', async () => {
      const before = { rows: await counts(), objects: await objects() };
      await s3.stop();
      try {
        const refused = await send(multipartOf(mortgageeChange({ customerType: 'lender' })));
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('30');
        expect(await refused.json()).toMatchObject({ message: UPLOAD_STORE_UNAVAILABLE_MESSAGE });
        expect(await counts()).toEqual(before.rows);
        expect(filesInUploadDir(uploadFolder())).toEqual([]);
        // The balancer stops sending it uploads: storage is the check that fails.
        await expect.poll(readiness, { timeout: 10_000, interval: 200 }).toBe(503);
      } finally {
        await s3.start();
      }
      expect(await objects()).toEqual(before.objects);
      await expect.poll(readiness, { timeout: 10_000, interval: 200 }).toBe(200);
      const accepted = await send(multipartOf(mortgageeChange({ customerType: 'lender' })));
      expect(accepted.status).toBe(201);
      expect((await counts()).requests).toBe(before.rows.requests + 1);
    });
  });
}
