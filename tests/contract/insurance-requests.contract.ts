/**
 * POST /api/submit-insurance-request over HTTP (openapi-fetch, multipart bodies) against the real BFF on a
 * real database: every field's message, the document judged by its content, the size limit, CSRF, the
 * idempotent request_id, and nothing half-stored (no row, no file in the upload folder) on any failure.
 * Both databases run this same suite (suite-groups.ts).
 */
import { readFileSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/test-server';
import { docBytes, docxBytes, EXE_BYTES, JPEG_BYTES, pdfBytes, PNG_BYTES, TEXT_BYTES } from '../support/document-fixtures';
import { rowCount, useApi, type ApiHarness } from './support';
import { useUploadDir } from '../support/upload-dir';

const PATH = '/api/submit-insurance-request';
const MAX_BYTES = 256 * 1024;
const AGENCY_INBOX = 'service@agency.example';
const VALIDATION_FAILED = 'Please correct the errors and try again.';
const CSRF_MISMATCH = 'Your session has expired. Please reload the page and try again.';
const TYPE_NOT_SUPPORTED = 'File type not supported. Please upload a supported file type.';
const TOO_LARGE = 'The file is too large. Please upload a file of at most 256 KB.';

type Fields = Record<string, string | undefined>;
type Attachment = { bytes: Buffer; name: string; type?: string } | null;

const lenderFields = (overrides: Fields = {}): Fields => ({
  first_name: 'Lena',
  last_name: 'Banks',
  email: 'lena.banks@lender.example',
  fax_number: '(555) 010-2030',
  phone_number: '(555) 123-4567',
  policy_number: 'ho3-55 0123',
  borrower_name: 'Sam Rivera',
  property_address: '12 Harbor Lane, Sarasota, FL 34236',
  request_id: randomUUID(),
  ...overrides,
});

const pdf = (): Attachment => ({ bytes: pdfBytes(randomUUID()), name: 'authorization.pdf', type: 'application/pdf' });

function multipart(fields: Fields, document: Attachment): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (document) form.append('document', new Blob([new Uint8Array(document.bytes)], { type: document.type ?? 'application/octet-stream' }), document.name);
  return form;
}

export function defineInsuranceRequestsContractSuite(kind: DatabaseKind): void {
  const { uploadDir, storedFiles } = useUploadDir('insurance-uploads');
  const t: ApiHarness = useApi(kind, { UPLOAD_DIR: uploadDir, UPLOAD_MAX_BYTES: String(MAX_BYTES), AGENCY_INBOX });

  const submit = (form: FormData, headers: Record<string, string | null> = {}) =>
    t.api.POST(PATH, { body: form as never, bodySerializer: (body: unknown) => body as FormData, headers });

  /** The call is refused with `status`, and no request, no upload row and no file is left behind. */
  async function expectRefused(call: () => ReturnType<typeof submit>, status: number, expected: { message?: string; errors?: Record<string, string[]> } = {}) {
    const before = { requests: await rowCount(t.server.db, 'insurance_requests'), uploads: await rowCount(t.server.db, 'uploads'), files: storedFiles() };
    const { error, response } = await call();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(error).toMatchObject({ message: expected.message ?? expect.any(String), requestId: response.headers.get('x-request-id') });
    if (expected.errors) expect((error as { errors?: unknown }).errors).toEqual(expected.errors);
    expect(await rowCount(t.server.db, 'insurance_requests')).toBe(before.requests);
    expect(await rowCount(t.server.db, 'uploads')).toBe(before.uploads);
    expect(storedFiles()).toEqual(before.files);
  }

  describe(`POST ${PATH}`, () => {
    it('stores the request with its document and the agency notice, and answers 201 with a server-issued reference', async () => {
      const fields = lenderFields();
      const document = pdf()!;
      const { data, response } = await submit(multipart(fields, document));
      expect(response.status).toBe(201);
      expect(data).toEqual({
        success: true,
        message: 'Your request for evidence of insurance has been submitted.',
        referenceNumber: expect.stringMatching(/^EOI-[0-9A-Z]{8}$/),
        duplicate: false,
        // 256 random bits, base64url: lets this browser have the receipt e-mailed elsewhere, once.
        receiptToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });

      const request = await t.server.db('insurance_requests').where({ reference_number: data!.referenceNumber }).first();
      expect(request).toMatchObject({
        request_id: fields.request_id,
        first_name: 'Lena',
        last_name: 'Banks',
        email: 'lena.banks@lender.example',
        phone_number: '5551234567',
        fax_number: '5550102030',
        policy_number: 'HO3-55 0123',
        borrower_name: 'Sam Rivera',
        property_address: '12 Harbor Lane, Sarasota, FL 34236',
        loan_number: '',
        mortgagee_clause: '',
      });
      const upload = await t.server.db('uploads').where({ id: request.authorization_upload_id }).first();
      expect(upload).toMatchObject({
        original_name: 'authorization.pdf',
        mime_type: 'application/pdf',
        sha256: createHash('sha256').update(document.bytes).digest('hex'),
      });
      expect(Number(upload.size_bytes)).toBe(document.bytes.length);
      // On disk under its server-made name, byte for byte; the person's file name is nowhere on disk.
      expect(upload.stored_name).toMatch(/^[0-9a-f]{32}$/);
      expect(readFileSync(path.join(uploadDir, upload.stored_name))).toEqual(document.bytes);

      const notice = await t.server
        .db('mail_outbox')
        .where({ kind: 'insurance-request-notice' })
        .andWhere('subject', 'like', `%${data!.referenceNumber}%`)
        .first();
      expect(notice).toMatchObject({ recipient: AGENCY_INBOX, status: 'pending' });
      expect(notice.text_body).toContain('HO3-55 0123');
      expect(notice.text_body).toContain('Borrower: Sam Rivera');
      expect(notice.text_body).toContain('Property Address: 12 Harbor Lane, Sarasota, FL 34236');
      expect(notice.text_body).toContain('authorization.pdf');
    });

    it('lets the lender have the receipt of the request e-mailed: built from the stored request, to the address given', async () => {
      const { data } = await submit(multipart(lenderFields(), pdf()));
      const receipt = await t.api.POST('/api/send-receipt', { body: { email: 'lena.banks@lender.example', reference_number: data!.referenceNumber } });
      expect(receipt.response.status).toBe(202);
      const mail = await t.server.db('mail_outbox').where({ kind: 'receipt', recipient: 'lena.banks@lender.example' }).first();
      expect(mail.text_body).toContain(data!.referenceNumber);
      expect(mail.text_body).toContain('Policy Number: HO3-55 0123');
    });

    it('stores the receipt token only as its SHA-256, in the same transaction as the request', async () => {
      const { data } = await submit(multipart(lenderFields(), pdf()));
      const token = await t.server.db('receipt_tokens').where({ reference_number: data!.referenceNumber }).first();
      expect(token).toMatchObject({ token_sha256: createHash('sha256').update(data!.receiptToken).digest('hex'), used_at: null });
      expect(JSON.stringify(token)).not.toContain(data!.receiptToken);
    });

    it('keeps a fax number optional', async () => {
      const { data, response } = await submit(multipart(lenderFields({ fax_number: undefined }), pdf()));
      expect(response.status).toBe(201);
      expect(await t.server.db('insurance_requests').where({ reference_number: data!.referenceNumber }).first()).toMatchObject({ fax_number: '' });
    });

    it.each([
      ['a Word document (.doc)', { bytes: docBytes(), name: 'auth.doc' }, 'application/msword'],
      ['a Word document (.docx)', { bytes: docxBytes(), name: 'auth.docx' }, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a JPEG photo', { bytes: JPEG_BYTES, name: 'photo.jpeg' }, 'image/jpeg'],
      ['a PNG named .pdf, stored as the PNG it is', { bytes: PNG_BYTES, name: 'scan.pdf', type: 'application/pdf' }, 'image/png'],
    ])('accepts %s, typed by its content', async (_what, document, mime) => {
      const { data, response } = await submit(multipart(lenderFields(), document));
      expect(response.status).toBe(201);
      const request = await t.server.db('insurance_requests').where({ reference_number: data!.referenceNumber }).first();
      expect(await t.server.db('uploads').where({ id: request.authorization_upload_id }).first()).toMatchObject({
        mime_type: mime,
        original_name: document.name,
      });
    });

    it('answers 422 naming every missing field, the document included, and stores nothing', () =>
      expectRefused(() => submit(multipart({ request_id: randomUUID() }, null)), 422, {
        message: VALIDATION_FAILED,
        errors: {
          first_name: ['First name is required'],
          last_name: ['Last name is required'],
          email: ['Email is required'],
          phone_number: ['Phone number is required'],
          policy_number: ['Policy number is required'],
          borrower_name: ["Borrower's name is required"],
          property_address: ['Property address is required'],
          document: ['Uploading the document is required.'],
        },
      }));

    it('answers 422 for blank text, a malformed email, phone and fax, and deletes the file it had received', () =>
      expectRefused(() => submit(multipart(lenderFields({ first_name: '   ', email: 'lena@', phone_number: '555-12', fax_number: '12' }), pdf())), 422, {
        errors: {
          first_name: ['First name is required'],
          email: ['Must be a valid email'],
          phone_number: ['Please enter a valid phone number'],
          fax_number: ['Please enter a valid fax number'],
        },
      }));

    it.each([
      ['a program named .png', { bytes: EXE_BYTES, name: 'scan.png', type: 'image/png' }],
      ['a text file named .pdf', { bytes: TEXT_BYTES, name: 'form.pdf', type: 'application/pdf' }],
    ])('refuses %s with 422 at the document field, leaving no file', (_what, document) =>
      expectRefused(() => submit(multipart(lenderFields(), document)), 422, { message: VALIDATION_FAILED, errors: { document: [TYPE_NOT_SUPPORTED] } }),
    );

    it("gives the type message together with the other fields' messages", () =>
      expectRefused(() => submit(multipart(lenderFields({ last_name: '' }), { bytes: EXE_BYTES, name: 'a.pdf' })), 422, {
        errors: { last_name: ['Last name is required'], document: [TYPE_NOT_SUPPORTED] },
      }));

    it('answers 413 naming the field for a file over UPLOAD_MAX_BYTES, and deletes what it had written', () =>
      expectRefused(() => submit(multipart(lenderFields(), { bytes: Buffer.concat([pdfBytes(), Buffer.alloc(MAX_BYTES)]), name: 'big.pdf' })), 413, {
        message: 'The file in "document" is larger than the 256 KB allowed.',
        errors: { document: [TOO_LARGE] },
      }));

    it('takes a file of exactly UPLOAD_MAX_BYTES', async () => {
      const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_BYTES - pdfBytes().length, 0x20)]);
      expect(bytes.length).toBe(MAX_BYTES);
      const { response } = await submit(multipart(lenderFields(), { bytes, name: 'exact.pdf' }));
      expect(response.status).toBe(201);
    });

    it('answers 419 without the CSRF header, storing nothing', () =>
      expectRefused(() => submit(multipart(lenderFields(), pdf()), { 'x-csrf-token': null }), 419, { message: CSRF_MISMATCH }));

    it('answers 415 to a JSON body', async () => {
      const { response, error } = await t.api.POST(PATH, { body: lenderFields() as never });
      expect(response.status).toBe(415);
      expect(error).toMatchObject({ message: 'Content-Type must be multipart/form-data.' });
    });

    it('answers 422 to a text value where the file should be', () =>
      expectRefused(() => submit(multipart({ ...lenderFields(), document: 'not a file' }, null)), 422, {
        errors: { document: ['Uploading the document is required.'] },
      }));

    it('answers a retried request_id with the first reference: one request, one file', async () => {
      const fields = lenderFields();
      const first = await submit(multipart(fields, pdf()));
      expect(first.response.status).toBe(201);
      const filesAfterFirst = storedFiles();
      const again = await submit(multipart(fields, pdf()));
      expect(again.response.status).toBe(200);
      expect(again.data).toMatchObject({ referenceNumber: first.data!.referenceNumber, duplicate: true });
      // A fresh receipt token for the same reference.
      expect(again.data!.receiptToken).not.toBe(first.data!.receiptToken);
      expect(await t.server.db('receipt_tokens').where({ reference_number: first.data!.referenceNumber })).toHaveLength(2);
      expect(await t.server.db('insurance_requests').where({ request_id: fields.request_id })).toHaveLength(1);
      expect(storedFiles()).toEqual(filesAfterFirst);
    });

    it('stores one request when the same request_id arrives twice at once', async () => {
      const fields = lenderFields();
      const before = storedFiles().length;
      const answers = await Promise.all([submit(multipart(fields, pdf())), submit(multipart(fields, pdf()))]);
      expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 201]);
      expect(new Set(answers.map((answer) => answer.data!.referenceNumber)).size).toBe(1);
      expect(await t.server.db('insurance_requests').where({ request_id: fields.request_id })).toHaveLength(1);
      expect(storedFiles().length).toBe(before + 1);
    });

    it('deletes the partial file when the client goes away mid-upload', async () => {
      const before = { uploads: await rowCount(t.server.db, 'uploads'), files: storedFiles() };
      const boundary = `----contract${randomUUID()}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="request_id"\r\n\r\n${randomUUID()}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const { port } = new URL(t.server.baseUrl);
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: PATH,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + 200_000),
          'x-csrf-token': t.csrf.token,
          cookie: t.csrf.cookie,
        },
      });
      request.on('error', () => undefined);
      request.write(head);
      request.write(Buffer.concat([pdfBytes(), Buffer.alloc(100_000)]));
      // The server has started the file on disk; then the connection drops.
      await expect.poll(() => storedFiles().length, { timeout: 5000 }).toBe(before.files.length + 1);
      request.destroy();
      await expect.poll(() => storedFiles(), { timeout: 5000 }).toEqual(before.files);
      expect(await rowCount(t.server.db, 'uploads')).toBe(before.uploads);
    });

    it('leaves nothing half-stored when the transaction fails midway (the notice cannot be written)', async () => {
      await t.server.db.schema.renameTable('mail_outbox', 'mail_outbox_away');
      try {
        await expectRefused(() => submit(multipart(lenderFields(), pdf())), 500, { message: 'An unexpected error occurred.' });
      } finally {
        await t.server.db.schema.renameTable('mail_outbox_away', 'mail_outbox');
      }
    });

    it('leaves nothing half-stored when the receipt token cannot be written', async () => {
      const tokensBefore = await rowCount(t.server.db, 'receipt_tokens');
      const noticesBefore = await rowCount(t.server.db, 'mail_outbox');
      await t.server.db.schema.renameTable('receipt_tokens', 'receipt_tokens_away');
      try {
        await expectRefused(() => submit(multipart(lenderFields(), pdf())), 500, { message: 'An unexpected error occurred.' });
      } finally {
        await t.server.db.schema.renameTable('receipt_tokens_away', 'receipt_tokens');
      }
      expect([await rowCount(t.server.db, 'receipt_tokens'), await rowCount(t.server.db, 'mail_outbox')]).toEqual([tokensBefore, noticesBefore]);
    });
  });
}
