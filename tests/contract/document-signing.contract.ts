/**
 * The state-insurer upload and our signing service over HTTP on a real database (seed 001 §3, §4, §5, §7,
 * §8): upload bound to a browser session, the single-use signing link, the signing page's calls, the
 * hash-chained audit trail, the sealed PDF that poppler's pdfsig accepts, /verify, and the DocumentSigned
 * event delivered over server-sent events (resumed by Last-Event-ID, refused without a valid token).
 * Both databases run this same suite (suite-groups.ts).
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGNING_MESSAGES } from '@contracts/document-signing';
import { FILE_TYPE_NOT_SUPPORTED_MESSAGE } from '@contracts/uploads';
import { readAuditTrail, verifyAuditTrail } from '@bff/services/signing/audit-trail';
import { docxBytes, PNG_BYTES, pdfBytes, TEXT_BYTES } from '../support/document-fixtures';
import { deliveredText } from '../support/mail-secrets';
import { postJsonWithHeaders } from '../support/raw-http';
import { collectEvents, documentReadyToSign, newSessionId, SIGNER, signingApi, type SigningApi } from '../support/signing-flow';
import type { DatabaseKind } from '../support/test-server';
import { rowCount, useApi } from './support';

const AGENCY_INBOX = 'documents@agency.example';
const M = SIGNING_MESSAGES;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function defineDocumentSigningContractSuite(kind: DatabaseKind): void {
  const workDir = mkdtempSync(path.join(tmpdir(), 'signing-'));
  const t = useApi(kind, { UPLOAD_DIR: path.join(workDir, 'uploads'), AGENCY_INBOX, JOB_POLL_INTERVAL_MS: '50', EVENTS_HEARTBEAT_MS: '100' });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  const api = (): SigningApi => signingApi(t.server.baseUrl, t.csrf);

  const errorsOf = async (response: Response) => ((await response.json()) as { errors: Record<string, string[]> }).errors;

  describe('POST /api/upload-document', () => {
    it('stores a PDF for the browser session and answers its documentId', async () => {
      const response = await api().upload(newSessionId());
      expect(response.status).toBe(201);
      const { documentId } = (await response.json()) as { documentId: string };
      const row = await t.server.db('signing_documents').where({ document_id: documentId }).first();
      expect(row).toMatchObject({ status: 'uploaded', page_count: 1 });
      expect(row.signing_copy_upload_id).toBe(row.upload_id); // a PDF is its own signing copy
    });

    it('makes an image a one-page PDF and carries a Word document inside a PDF page', async () => {
      for (const file of [
        { bytes: PNG_BYTES, name: 'lease.png', type: 'image/png' },
        { bytes: docxBytes(), name: 'lease.docx', type: 'application/octet-stream' },
      ]) {
        const response = await api().upload(newSessionId(), file);
        expect(response.status).toBe(201);
        const { documentId } = (await response.json()) as { documentId: string };
        const row = await t.server.db('signing_documents').where({ document_id: documentId }).first();
        const copy = await t.server.db('uploads').where({ id: row.signing_copy_upload_id }).first();
        expect(copy.mime_type).toBe('application/pdf');
        const pdf = await PDFDocument.load(readFileSync(path.join(workDir, 'uploads', copy.stored_name)));
        expect(pdf.getPageCount()).toBe(1);
      }
    });

    it('refuses what is not a document, no file, a PDF without pages, and a session that does not match, storing nothing', async () => {
      const before = await rowCount(t.server.db, 'signing_documents');
      const sessionId = newSessionId();
      const cases: [Response, Record<string, string[]>][] = [
        [await api().upload(sessionId, { bytes: TEXT_BYTES, name: 'lease.pdf', type: 'application/pdf' }), { document: [FILE_TYPE_NOT_SUPPORTED_MESSAGE] }],
        [await api().upload(sessionId, { bytes: pdfBytes('no pages'), name: 'lease.pdf', type: 'application/pdf' }), { document: [M.unreadablePdf] }],
        [await api().upload(sessionId, undefined, newSessionId()), { sessionId: [M.session] }],
        [await api().upload(sessionId, undefined, ''), { 'x-session-id': [M.session] }],
      ];
      for (const [response, errors] of cases) {
        expect(response.status).toBe(422);
        expect(await errorsOf(response)).toEqual(errors);
      }
      const form = new FormData();
      form.append('sessionId', sessionId);
      const noFile = await fetch(`${t.server.baseUrl}/api/upload-document`, {
        method: 'POST',
        body: form,
        headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, 'x-session-id': sessionId },
      });
      expect(noFile.status).toBe(422);
      expect(await errorsOf(noFile)).toEqual({ document: [M.noFile] });
      expect(await rowCount(t.server.db, 'signing_documents')).toBe(before);
    });
  });

  describe('POST /api/generate-signing-link', () => {
    it('answers a single-use link on our origin for the session that uploaded, and refuses any other session', async () => {
      const sessionId = newSessionId();
      const { documentId } = (await (await api().upload(sessionId)).json()) as { documentId: string };
      const stranger = await api().signingLink(newSessionId(), { ...SIGNER, documentId });
      expect(stranger.status).toBe(422);
      expect(await errorsOf(stranger)).toEqual({ documentId: [M.uploadFirst] });

      const response = await api().signingLink(sessionId, { ...SIGNER, documentId });
      expect(response.status).toBe(200);
      const { signingUrl } = (await response.json()) as { signingUrl: string };
      // The site's own address (PUBLIC_BASE_URL unset: the server's, http://localhost:PORT), never the request's Host.
      expect(signingUrl).toMatch(new RegExp(`^${t.server.deps.config.siteOrigin}/sign/[A-Za-z0-9_-]{43}$`));
      expect(t.server.deps.config.siteOrigin).toBe('http://localhost:3000');
      const token = signingUrl.split('/sign/')[1]!;
      const stored = await t.server.db('signing_links').where({ document_id: documentId }).first();
      expect(stored.token_hash).toBe(sha256(Buffer.from(token)));
      expect(JSON.stringify(stored)).not.toContain(token);

      // Asking again revokes the first link.
      const again = await api().signingLink(sessionId, { ...SIGNER, documentId });
      expect((await api().open(token)).status).toBe(410);
      const second = ((await again.json()) as { signingUrl: string }).signingUrl.split('/sign/')[1]!;
      expect((await api().open(second)).status).toBe(200);
    });

    it('never builds the link on the Host (or X-Forwarded-Host) a request names', async () => {
      const sessionId = newSessionId();
      const { documentId } = (await (await api().upload(sessionId)).json()) as { documentId: string };
      const { status, body } = await postJsonWithHeaders(
        t.server.baseUrl,
        '/api/generate-signing-link',
        { ...SIGNER, documentId },
        {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          'x-session-id': sessionId,
          'x-csrf-token': t.csrf.token,
          cookie: t.csrf.cookie,
        },
      );
      expect(status).toBe(200);
      expect((body as { signingUrl: string }).signingUrl).toMatch(/^http:\/\/localhost:3000\/sign\/[A-Za-z0-9_-]{43}$/);
    });

    it('names every missing field', async () => {
      const response = await api().signingLink(newSessionId(), { formType: 'proofofresidency' });
      expect(response.status).toBe(422);
      expect(await errorsOf(response)).toEqual({
        email: ['Email is required'],
        firstName: [M.firstName],
        lastName: [M.lastName],
        policyNumber: [M.policyNumber],
        documentId: [M.uploadFirst],
      });
    });
  });

  describe('signing, sealing and the live events', () => {
    it('goes from link to sealed PDF: events arrive, the trail is whole, pdfsig accepts the seal, /verify knows it', async () => {
      const { sessionId, documentId, token } = await documentReadyToSign(api());
      const subscription = await api().subscribe(sessionId, documentId);
      expect(subscription.status).toBe(200);
      const { url } = (await subscription.json()) as { url: string };
      const events = collectEvents(t.server.baseUrl, url);
      await events.opened;

      const opened = await api().open(token);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toMatchObject({
        documentId,
        formTitle: 'Proof of Residency',
        documentName: 'lease.pdf',
        pageCount: 1,
        signerName: 'Rosa Díaz',
        consented: false,
      });
      const document = await fetch(`${t.server.baseUrl}/api/signing/${token}/document`);
      expect(document.headers.get('content-type')).toBe('application/pdf');
      expect(document.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

      expect((await api().sign(token, 'Rosa Díaz')).status).toBe(409); // consent first
      expect((await api().consent(token)).status).toBe(200);
      const wrongName = await api().sign(token, 'Rosa Smith');
      expect(wrongName.status).toBe(422);
      expect(await errorsOf(wrongName)).toEqual({ fullName: [M.fullNameMismatch('Rosa Díaz')] });
      const signed = await api().sign(token, '  rosa   DÍAZ ');
      expect(signed.status).toBe(200);
      const { referenceNumber } = (await signed.json()) as { referenceNumber: string };
      expect(referenceNumber).toMatch(/^SIG-[0-9A-Z]{8}$/);

      const signedEvent = await events.next('DocumentSigned');
      expect(signedEvent.data).toMatchObject({ documentId, referenceNumber });
      const sealedEvent = await events.next('DocumentSealed');
      events.close();

      // The link is used up.
      expect((await api().open(token)).status).toBe(410);
      expect((await api().sign(token, 'Rosa Díaz')).status).toBe(410);
      expect((await api().signingLink(sessionId, { ...SIGNER, documentId })).status).toBe(409);

      const trail = await readAuditTrail(t.server.db, documentId);
      expect(trail.map((entry) => entry.action)).toEqual(['sent', 'opened', 'consented', 'signed', 'completed']);
      expect(trail[1]).toMatchObject({ userAgent: 'SigningTest/1.0', ip: expect.stringMatching(/127\.0\.0\.1/) });
      expect(verifyAuditTrail(t.server.db, trail)).toBe(true);
      const tampered = trail.map((entry, index) => (index === 1 ? { ...entry, ip: '203.0.113.9' } : entry));
      expect(verifyAuditTrail(t.server.db, tampered)).toBe(false);

      const row = await t.server.db('signing_documents').where({ document_id: documentId }).first();
      expect(row.status).toBe('sealed');
      expect(sealedEvent.data).toMatchObject({ documentId, sha256: row.sealed_sha256 });
      const sealedUpload = await t.server.db('uploads').where({ id: row.sealed_upload_id }).first();
      const sealedPath = path.join(workDir, 'uploads', sealedUpload.stored_name);
      const sealed = readFileSync(sealedPath);
      expect(sha256(sealed)).toBe(row.sealed_sha256);
      const report = execFileSync('pdfsig', [sealedPath]).toString();
      expect(report).toContain('Signature is Valid');
      expect(report).toContain('Total document signed');
      const pages = await PDFDocument.load(sealed);
      expect(pages.getPageCount()).toBe(2); // the document and its signing certificate page

      // /verify: the sealed file is ours; the same file with one byte changed is not, and pdfsig sees the change.
      const verified = await api().verify(row.sealed_sha256);
      expect(await verified.json()).toMatchObject({ issued: true, documentId, signerName: 'Rosa Díaz', formTitle: 'Proof of Residency' });
      const changed = Buffer.from(sealed);
      const at = changed.indexOf('Name typed to sign');
      expect(at).toBeGreaterThan(0);
      changed[at] = 'N'.charCodeAt(0) + 1;
      expect(await (await api().verify(sha256(changed))).json()).toEqual({ issued: false });
      const changedPath = path.join(workDir, 'changed.pdf');
      writeFileSync(changedPath, changed);
      expect(execFileSync('pdfsig', [changedPath], { encoding: 'utf8' }).toString()).not.toContain('Signature is Valid');

      // The signer's copy waits until they prove their address (signing-relay.contract.ts); the agency is told.
      const mail = await t.server.db('mail_outbox').whereIn('kind', ['signed-document', 'signed-document-notice', 'address-proof']).orderBy('id');
      const toSigner = mail.find((item) => item.kind === 'signed-document' && item.recipient === SIGNER.email);
      expect(mail.some((item) => item.kind === 'signed-document-notice' && item.recipient === AGENCY_INBOX && item.text_body.includes(documentId))).toBe(true);
      expect(toSigner).toMatchObject({ status: 'held', reference_number: referenceNumber });
      // Every mail about it carries its reference, and the back office lists them with it.
      expect(toSigner.subject).toContain(referenceNumber);
      expect(toSigner.text_body).toContain(`/dashboard?reference=${referenceNumber}`);
      expect(mail.find((item) => item.kind === 'signed-document-notice')).toMatchObject({ reference_number: referenceNumber });
      // /dashboard finds it with the signer's address, and with no other.
      const requestStatus = (email: string) =>
        fetch(`${t.server.baseUrl}/api/request-status`, {
          method: 'POST',
          body: JSON.stringify({ referenceNumber, email }),
          headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
        });
      const status = await requestStatus(SIGNER.email.toUpperCase());
      expect(status.status).toBe(200);
      expect(await status.json()).toMatchObject({ referenceNumber, title: 'Proof of Residency', statusLabel: 'Received' });
      const someoneElse = await requestStatus('someone@example.com');
      expect(someoneElse.status).toBe(404);
      expect(toSigner.text_body).not.toContain('/api/signed-documents/');
      const proof = mail.find((item) => item.kind === 'address-proof' && item.recipient === SIGNER.email);
      const proofToken = /#([A-Za-z0-9_-]{43})$/m.exec(deliveredText(t.server.deps.encryption, proof))![1];
      const confirmed = await fetch(`${t.server.baseUrl}/api/address-proofs/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
        body: JSON.stringify({ token: proofToken }),
      });
      expect(confirmed.status).toBe(200);
      expect(await t.server.db('mail_outbox').where({ id: toSigner.id }).first()).toMatchObject({ status: 'pending' });
      const link = /\/api\/signed-documents\/\S+/.exec(deliveredText(t.server.deps.encryption, toSigner))![0];
      const download = await fetch(`${t.server.baseUrl}${link}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(sealed)).toBe(true);
      // Another key: its first character changed (to one it is not, or a key starting with A would stay right).
      const wrongKey = link.replace(/key=(.)/, (_, first: string) => `key=${first === 'A' ? 'B' : 'A'}`);
      expect((await fetch(`${t.server.baseUrl}${wrongKey}`)).status).toBe(404);
    });

    it('shows the signed document on /dashboard in the language asked: in Spanish its labels, form, size and the moment with its month named', async () => {
      const { token } = await documentReadyToSign(api());
      await api().consent(token);
      const signed = await api().sign(token, 'Rosa Díaz');
      const { referenceNumber } = (await signed.json()) as { referenceNumber: string };
      const lookUp = async (headers: Record<string, string>) => {
        const response = await fetch(`${t.server.baseUrl}/api/request-status`, {
          method: 'POST',
          body: JSON.stringify({ referenceNumber, email: SIGNER.email }),
          headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, ...headers },
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { title: string; details: { label: string; value: string }[] };
      };
      const english = await lookUp({});
      expect(english.title).toBe('Proof of Residency');
      expect(english.details).toEqual([
        { label: 'Form', value: 'Proof of Residency' },
        { label: 'Document', value: expect.stringMatching(/^lease\.pdf \(\d+(\.\d+)? (Bytes|KB)\)$/) },
        { label: 'Name', value: 'Rosa Díaz' },
        { label: 'Email', value: SIGNER.email },
        { label: 'Policy Number', value: expect.stringMatching(/^cit-4455667$/i) },
        { label: 'Signed As', value: 'Rosa Díaz' },
        { label: 'Signed At', value: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M ET$/) },
      ]);
      const spanish = await lookUp({ 'accept-language': 'es-US,es;q=0.9' });
      expect(spanish.title).toBe('Prueba de residencia');
      expect(spanish.details).toEqual([
        { label: 'Formulario', value: 'Prueba de residencia' },
        { label: 'Documento', value: english.details[1]!.value.replace('Bytes', 'bytes') },
        { label: 'Nombre', value: 'Rosa Díaz' },
        { label: 'Correo electrónico', value: SIGNER.email },
        { label: 'Número de póliza', value: english.details[4]!.value },
        { label: 'Firmado como', value: 'Rosa Díaz' },
        { label: 'Fecha y hora de la firma', value: expect.stringMatching(/^\d{1,2} de [a-z]+ de \d{4} a las \d{1,2}:\d{2} [ap]\.\s?m\. \(hora del Este\)$/) },
      ]);
    });

    it('resumes after Last-Event-ID with only the later events', async () => {
      const { sessionId, documentId, token } = await documentReadyToSign(api());
      await api().consent(token);
      await api().sign(token, 'Rosa Díaz');
      const { url } = (await (await api().subscribe(sessionId, documentId)).json()) as { url: string };
      const first = collectEvents(t.server.baseUrl, url);
      const signed = await first.next('DocumentSigned');
      await first.next('DocumentSealed');
      first.close();
      const resumed = collectEvents(t.server.baseUrl, url, { lastEventId: signed.id });
      await resumed.next('DocumentSealed');
      await new Promise((resolve) => setTimeout(resolve, 200));
      resumed.close();
      expect(resumed.received.map((event) => event.type)).toEqual(['DocumentSealed']);
    });

    it('opens a stream only with a token for that topic, issued to the session that uploaded', async () => {
      const { sessionId, documentId } = await documentReadyToSign(api());
      expect((await api().subscribe(newSessionId(), documentId)).status).toBe(404);
      const { url } = (await (await api().subscribe(sessionId, documentId)).json()) as { url: string };
      const address = new URL(url, t.server.baseUrl);
      const otherTopic = new URL(address);
      otherTopic.searchParams.set('topic', `documents/${randomUUID()}`);
      const forged = new URL(address);
      forged.searchParams.set('token', `${address.searchParams.get('token')!.slice(0, -2)}AA`);
      for (const refused of [otherTopic, forged]) expect((await fetch(refused)).status).toBe(401);
      const stream = await fetch(address);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.headers.get('cache-control')).toContain('no-transform');
      // A quiet stream gets its heartbeat (EVENTS_HEARTBEAT_MS, 100 ms here).
      const reader = stream.body!.getReader();
      let received = '';
      while (!received.includes(': heartbeat')) received += new TextDecoder().decode((await reader.read()).value);
      await reader.cancel();
    });

    it('refuses a link that was never issued', async () => {
      expect((await api().open('A'.repeat(43))).status).toBe(410);
      expect((await api().open('short')).status).toBe(422);
    });
  });
}
