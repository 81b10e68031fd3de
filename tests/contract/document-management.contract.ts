/**
 * POST /api/documents/upload and GET /api/forms/{slug} over HTTP on a real database (seed 001 §3, §5, §7):
 * every field's message, the file judged by its content, the request stored with its file and both mails
 * (the agency's notice, the sender's confirmation) or nothing at all, the idempotent request_id, and the two
 * forms as fillable PDFs. Both databases run this same suite (suite-groups.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { AVAILABLE_FORMS, DOCUMENT_MANAGEMENT_MESSAGES as M } from '@contracts/document-management';
import { FILE_TYPE_NOT_SUPPORTED_MESSAGE } from '@contracts/uploads';
import { onePagePdfBytes, TEXT_BYTES } from '../support/document-fixtures';
import type { DatabaseKind } from '../support/test-server';
import { rowCount, useApi } from './support';

const AGENCY_INBOX = 'documents@agency.example';

export function defineDocumentManagementContractSuite(kind: DatabaseKind): void {
  const workDir = mkdtempSync(path.join(tmpdir(), 'document-management-'));
  const t = useApi(kind, { UPLOAD_DIR: path.join(workDir, 'uploads'), AGENCY_INBOX });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const fields = (overrides: Record<string, string> = {}) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    policyNumber: 'ho-12345',
    phoneNumber: '(555) 123-4567',
    email: 'grace@example.com',
    message: 'My flood declarations page.',
    request_id: randomUUID(),
    ...overrides,
  });
  const send = (
    values: Record<string, string>,
    file: { bytes: Buffer; name: string } | null = { bytes: onePagePdfBytes('Declarations'), name: 'declarations.pdf' },
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
    return fetch(`${t.server.baseUrl}/api/documents/upload`, { method: 'POST', body: form, headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie } });
  };
  const counts = () => Promise.all(['document_uploads', 'uploads', 'mail_outbox'].map((table) => rowCount(t.server.db, table)));

  describe('POST /api/documents/upload', () => {
    it('stores the request with its file, tells the agency and confirms to the sender without relaying their words', async () => {
      const values = fields();
      const response = await send(values);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { referenceNumber: string; message: string };
      expect(body).toMatchObject({ success: true, message: M.uploaded, referenceNumber: expect.stringMatching(/^DOC-/) });
      const row = await t.server.db('document_uploads').where({ reference_number: body.referenceNumber }).first();
      expect(row).toMatchObject({ policy_number: 'HO-12345', phone_number: '5551234567', message: 'My flood declarations page.' });
      const mail = await t.server.db('mail_outbox').where('text_body', 'like', `%${body.referenceNumber}%`);
      expect(mail.map((item) => [item.kind, item.recipient]).sort()).toEqual([
        ['confirmation', 'grace@example.com'],
        ['document-upload-notice', AGENCY_INBOX],
      ]);
      expect(mail.find((item) => item.kind === 'confirmation').text_body).not.toContain('flood declarations');

      const retry = await send(values);
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { referenceNumber: string }).referenceNumber).toBe(body.referenceNumber);
    });

    it('names every field that is missing or wrong, refuses a file by its content, and stores nothing', async () => {
      const before = await counts();
      const empty = await send({ request_id: randomUUID() }, null);
      expect(empty.status).toBe(422);
      expect(((await empty.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        firstName: [M.firstName],
        lastName: [M.lastName],
        policyNumber: [M.policyNumber],
        phoneNumber: ['Phone number is required'],
        email: ['Email is required'],
        file: [M.file],
        message: [M.message],
      });
      const wrong = await send(fields({ phoneNumber: '555', email: 'grace@' }), { bytes: TEXT_BYTES, name: 'notes.pdf' });
      expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        phoneNumber: ['Please enter a valid phone number'],
        email: ['Please enter a valid email address'],
        file: [FILE_TYPE_NOT_SUPPORTED_MESSAGE],
      });
      expect(await counts()).toEqual(before);
    });
  });

  describe('GET /api/forms/{slug}', () => {
    it.each(AVAILABLE_FORMS.map((form) => [form.slug, form.name]))('%s is a fillable PDF titled as the form', async (slug, name) => {
      const response = await fetch(`${t.server.baseUrl}/api/forms/${slug}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.getTitle()).toBe(name);
      expect(pdf.getForm().getFields().length).toBeGreaterThan(3);
    });

    it('answers 404 for any other form', async () => {
      expect((await fetch(`${t.server.baseUrl}/api/forms/not-a-form`)).status).toBe(404);
    });
  });
}
