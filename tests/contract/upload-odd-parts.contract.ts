/**
 * Parts no browser of ours sends (issue 21, finding 8): a text part under a file field's name, a PDF that is
 * only a header, an image cut short. Each is a 4xx that names the file field, and nothing is stored: no row,
 * no file in the upload folder. sqlite and postgres runners: uploads-sqlite.test.ts, uploads-postgres.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MANAGEMENT_MESSAGES } from '@contracts/document-management';
import { SIGNING_MESSAGES } from '@contracts/document-signing';
import { INSURANCE_REQUEST_MESSAGES } from '@contracts/insurance-requests';
import { FILE_UNREADABLE_MESSAGE } from '@contracts/uploads';
import { brokenPdf, truncatedPng } from '../support/decoding-fixtures';
import { newSessionId } from '../support/signing-flow';
import type { DatabaseKind } from '../support/test-server';
import { rowCount, useApi } from './support';
import { useUploadDir } from '../support/upload-dir';

type Part = [name: string, value: string | { bytes: Buffer; fileName: string; type: string }];

/** Each upload route: its text fields, its file field and the table a stored request goes to. */
const ROUTES = [
  {
    path: '/api/upload-document',
    fileField: 'document',
    noFile: SIGNING_MESSAGES.noFile,
    table: 'signing_documents',
    fields: (sessionId: string): Part[] => [['sessionId', sessionId]],
  },
  {
    path: '/api/documents/upload',
    fileField: 'file',
    noFile: DOCUMENT_MANAGEMENT_MESSAGES.file,
    table: 'document_uploads',
    fields: (_sessionId: string): Part[] => [
      ['firstName', 'Grace'],
      ['lastName', 'Hopper'],
      ['policyNumber', 'HO-12345'],
      ['phoneNumber', '(555) 123-4567'],
      ['email', 'grace@example.com'],
      ['message', 'My declarations page.'],
      ['request_id', randomUUID()],
    ],
  },
  {
    path: '/api/submit-insurance-request',
    fileField: 'document',
    noFile: INSURANCE_REQUEST_MESSAGES.document,
    table: 'insurance_requests',
    fields: (_sessionId: string): Part[] => [
      ['first_name', 'Lena'],
      ['last_name', 'Banks'],
      ['email', 'lena.banks@lender.example'],
      ['phone_number', '(555) 123-4567'],
      ['policy_number', 'HO3-550123'],
      ['request_id', randomUUID()],
    ],
  },
] as const;

export function defineUploadOddPartsContractSuite(kind: DatabaseKind): void {
  const { uploadDir, storedFiles } = useUploadDir('odd-parts');
  const t = useApi(kind, { UPLOAD_DIR: uploadDir });

  function post(route: (typeof ROUTES)[number], parts: Part[], sessionId: string) {
    const form = new FormData();
    for (const [name, value] of parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.fileName);
    }
    return fetch(`${t.server.baseUrl}${route.path}`, {
      method: 'POST',
      body: form,
      headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, 'x-session-id': sessionId },
    });
  }

  /** Sends the parts; the answer is a 422 naming `field` with `message` (among any others), and nothing is stored. */
  async function expectRefusedAtField(route: (typeof ROUTES)[number], odd: Part[], field: string, message: string) {
    const sessionId = newSessionId();
    const before = { rows: await rowCount(t.server.db, route.table), uploads: await rowCount(t.server.db, 'uploads'), files: storedFiles() };
    const response = await post(route, [...route.fields(sessionId), ...odd], sessionId);
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    expect({ route: route.path, odd: odd.map(([name]) => name), status: response.status }).toEqual({
      route: route.path,
      odd: odd.map(([name]) => name),
      status: 422,
    });
    expect(body.errors?.[field]).toEqual([message]);
    expect(await rowCount(t.server.db, route.table)).toBe(before.rows);
    expect(await rowCount(t.server.db, 'uploads')).toBe(before.uploads);
    expect(storedFiles()).toEqual(before.files);
  }

  describe('a text part where a file is expected', () => {
    for (const route of ROUTES) {
      it(`${route.path}: ${route.fileField}[x]=1, file[x]=1 and ${route.fileField}=1 are "no file" at ${route.fileField}, never a 500`, async () => {
        await expectRefusedAtField(route, [[`${route.fileField}[x]`, '1']], route.fileField, route.noFile);
        await expectRefusedAtField(route, [[`${route.fileField}[x][y]`, '1']], route.fileField, route.noFile);
        await expectRefusedAtField(route, [[route.fileField, '1']], route.fileField, route.noFile);
        if (route.fileField !== 'file') await expectRefusedAtField(route, [['file[x]', '1']], route.fileField, route.noFile);
      });
    }

    it('a text part under the file field does not hide the real file sent with it', async () => {
      const route = ROUTES[1];
      const sessionId = newSessionId();
      const pdf = {
        bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
        fileName: 'a.pdf',
        type: 'application/pdf',
      };
      const response = await post(route, [...route.fields(sessionId), ['file[x]', '1'], ['file', pdf]], sessionId);
      expect(response.status).toBe(201);
    });
  });

  describe('a file that is not what it starts like', () => {
    const route = ROUTES[0];
    it('POST /api/upload-document: a 15-byte PDF is unreadable at document', async () => {
      await expectRefusedAtField(
        route,
        [['document', { bytes: brokenPdf(), fileName: 'broken.pdf', type: 'application/pdf' }]],
        'document',
        SIGNING_MESSAGES.unreadablePdf,
      );
    });

    it('POST /api/upload-document: a PNG cut short is unreadable at document', async () => {
      await expectRefusedAtField(
        route,
        [['document', { bytes: truncatedPng(), fileName: 'scan.png', type: 'image/png' }]],
        'document',
        FILE_UNREADABLE_MESSAGE,
      );
    });
  });
}
