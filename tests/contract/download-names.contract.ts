/**
 * Files leave as what they are (issue 21, finding 7): a document a person uploaded under a name that says
 * another type (a PDF called invoice.html) is handed to staff named and typed by its content, as an
 * attachment the browser may not sniff. Runners: uploads-sqlite.test.ts, uploads-postgres.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { onePagePdfBytes, PNG_BYTES } from '../support/document-fixtures';
import { enrolStaff, signedInCookie } from '../support/staff';
import type { DatabaseKind } from '../support/test-server';
import { useApi } from './support';

export function defineDownloadNamesContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);

  /** Sends a document-management upload of `bytes` under `name`; answers its reference. */
  async function uploadAs(bytes: Buffer, name: string, claimedType: string): Promise<string> {
    const form = new FormData();
    const fields = {
      firstName: 'Grace',
      lastName: 'Hopper',
      policyNumber: 'HO-12345',
      phoneNumber: '(555) 123-4567',
      email: 'grace@example.com',
      message: 'My invoice',
      request_id: randomUUID(),
    };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: claimedType }), name);
    const response = await fetch(`${t.server.baseUrl}/api/documents/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { referenceNumber: string }).referenceNumber;
  }

  async function staffDownload(referenceNumber: string) {
    const cookie = [t.csrf.cookie, await signedInCookie(t.server.db, await enrolStaff(t.server.db))].join('; ');
    const detail = await (await fetch(`${t.server.baseUrl}/api/admin/submissions/${referenceNumber}`, { headers: { cookie } })).json();
    const [document] = detail.documents as { uploadId: number; name: string }[];
    return fetch(`${t.server.baseUrl}/api/admin/submissions/${referenceNumber}/documents/${document!.uploadId}`, { headers: { cookie } });
  }

  describe('GET /api/admin/submissions/{referenceNumber}/documents/{uploadId}', () => {
    it('hands staff a PDF named invoice.html as invoice.pdf, application/pdf, an attachment never sniffed', async () => {
      const pdf = onePagePdfBytes('Invoice 2026-114');
      const file = await staffDownload(await uploadAs(pdf, 'invoice.html', 'text/html'));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    });

    it('names a PNG sent as setup.exe setup.png, and keeps a name that already fits', async () => {
      const png = await staffDownload(await uploadAs(PNG_BYTES, 'setup.exe', 'application/octet-stream'));
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(png.headers.get('content-disposition')).toContain('filename="setup.png"');
      const fits = await staffDownload(await uploadAs(onePagePdfBytes('Statement'), 'Relevé.PDF', 'application/pdf'));
      expect(fits.headers.get('content-disposition')).toBe(`attachment; filename="Relev_.PDF"; filename*=UTF-8''Relev%C3%A9.PDF`);
    });
  });
}
