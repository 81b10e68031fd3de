import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { JPEG_BYTES, pdfBytes, PNG_BYTES, TEXT_BYTES } from '../../../tests/support/document-fixtures';
import { filesInUploadDir } from '../../../tests/support/upload-dir';
import { FILE_TYPE_NOT_SUPPORTED_MESSAGE, FILES_CANNOT_BE_CHECKED_MESSAGE, UPLOAD_STORE_UNAVAILABLE_MESSAGE } from '@contracts/uploads';
import { receiveMultipart, UploadRequestError, type MultipartOptions } from './receive-multipart';
import { UploadCheckUnavailableError } from './upload-checks';
import { folderStoredFiles } from './stored-files';
import { createUploadStore } from './upload-store';

const dir = path.join(mkdtempSync(path.join(tmpdir(), 'receive-multipart-')), 'uploads');
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));
const folder = folderStoredFiles(dir);
const store = createUploadStore(folder, path.join(dir, '.staging'));
/** Kept and staged files alike: a refused upload leaves neither. */
const files = () => filesInUploadDir(dir);

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };
const BOUNDARY = 'test-boundary-7f3a';

/** A request carrying the parts as a browser would send them. */
function request(parts: Part[], { contentType = `multipart/form-data; boundary=${BOUNDARY}`, tail = `--${BOUNDARY}--\r\n` } = {}): IncomingMessage {
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  const body = Buffer.concat([...chunks, Buffer.from(tail)]);
  return Object.assign(Readable.from([body]), {
    headers: { 'content-type': contentType, 'content-length': String(body.length) },
  }) as unknown as IncomingMessage;
}

const options = (overrides: Partial<MultipartOptions> = {}): MultipartOptions => ({
  store,
  fileFields: { document: {} },
  maxFileBytes: 64 * 1024,
  ...overrides,
});

describe('receiveMultipart', () => {
  it('gives the text fields and each file on disk, typed by content, with its sanitised name', async () => {
    const content = await receiveMultipart(
      request([
        { name: 'first_name', value: 'Lena' },
        { name: 'document', filename: 'C:\\scans\\auth.pdf', bytes: pdfBytes() },
      ]),
      options(),
    );
    expect(content.fields).toEqual({ first_name: 'Lena' });
    expect(content.fileErrors).toEqual({});
    expect(content.files).toEqual([
      expect.objectContaining({ field: 'document', originalName: 'auth.pdf', mimeType: 'application/pdf', sizeBytes: pdfBytes().length }),
    ]);
    expect(files()).toContain(content.files[0]!.storedName);
    await store.remove(content.files[0]!.storedName);
  });

  it('takes up to maxCount files in a multi-file field and ignores files in fields it does not know', async () => {
    const before = files();
    const content = await receiveMultipart(
      request([
        { name: 'documents', filename: 'a.png', bytes: PNG_BYTES },
        { name: 'documents', filename: 'b.jpg', bytes: JPEG_BYTES },
        { name: 'documents', filename: 'c.png', bytes: PNG_BYTES },
        { name: 'avatar', filename: 'me.png', bytes: PNG_BYTES },
      ]),
      options({ fileFields: { documents: { maxCount: 2 } } }),
    );
    expect(content.files.map((file) => [file.originalName, file.mimeType])).toEqual([
      ['a.png', 'image/png'],
      ['b.jpg', 'image/jpeg'],
    ]);
    expect(files().length).toBe(before.length + 2);
    await Promise.all(content.files.map((file) => store.remove(file.storedName)));
  });

  it('reports a file of another type at its field and keeps nothing of it', async () => {
    const before = files();
    const content = await receiveMultipart(request([{ name: 'document', filename: 'x.pdf', bytes: TEXT_BYTES }]), options());
    expect(content.files).toEqual([]);
    expect(content.fileErrors).toEqual({ document: ['File type not supported. Please upload a supported file type.'] });
    expect(files()).toEqual(before);
  });

  it('takes an empty file part (a file input left empty) as no file, and a text value in a file field as no file', async () => {
    const content = await receiveMultipart(
      request([
        { name: 'document', filename: '', bytes: Buffer.alloc(0) },
        { name: 'document', value: 'not a file' },
      ]),
      options({ fileFields: { document: { maxCount: 2 } } }),
    );
    expect(content).toEqual({ fields: {}, files: [], fileErrors: {} });
  });

  it('drops parts without a name (a filename only, or a disposition without one) and keeps the named ones', async () => {
    const before = files();
    const nameless = [
      `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 no name\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name either\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nLena\r\n`,
      `--${BOUNDARY}--\r\n`,
    ].join('');
    const content = await receiveMultipart(request([], { tail: nameless }), options());
    expect(content).toEqual({ fields: { first_name: 'Lena' }, files: [], fileErrors: {} });
    expect(files()).toEqual(before);
  });

  it('refuses 400 a form cut short inside a file it does not take (an unknown field, one too many), with no error left unheard', async () => {
    const before = files();
    for (const name of ['avatar', 'document']) {
      const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut`;
      const taken = name === 'document' ? [{ name: 'document', filename: 'first.pdf', bytes: pdfBytes() }] : [];
      await expect(receiveMultipart(request(taken, { tail: cut }), options())).rejects.toMatchObject({ status: 400 });
    }
    expect(files()).toEqual(before);
  });

  it('drops text values nested under a file field (document[x], documents[0][file][x]) and keeps the fields beside them', async () => {
    const content = await receiveMultipart(
      request([
        { name: 'document[x]', value: '1' },
        { name: 'document[x][y]', value: '1' },
        { name: 'documents[0][file][x]', value: '1' },
        { name: 'documents[0][type]', value: 'declaration_page' },
        { name: 'documentation', value: 'kept' },
      ]),
      options({ fileFields: { document: {}, 'documents[][file]': { maxCount: 4 } } }),
    );
    expect(content).toEqual({ fields: { 'documents[0][type]': 'declaration_page', documentation: 'kept' }, files: [], fileErrors: {} });
  });

  it('puts each file of an accepted type through its checks: a refusal is the message at its field, and nothing of it is kept', async () => {
    const before = files();
    const checked: string[] = [];
    const content = await receiveMultipart(
      request([
        { name: 'first', filename: 'ok.png', bytes: PNG_BYTES },
        { name: 'document', filename: 'a.pdf', bytes: pdfBytes() },
        { name: 'other', filename: 'notes.txt', bytes: TEXT_BYTES },
      ]),
      options({
        fileFields: { first: {}, document: {}, other: {} },
        checks: async ({ mimeType }) => {
          checked.push(mimeType);
          return mimeType === 'application/pdf' ? 'Refused by its check.' : undefined;
        },
      }),
    );
    expect(checked.sort()).toEqual(['application/pdf', 'image/png']); // the text file was refused for its type first
    expect(content.files.map((file) => file.field)).toEqual(['first']);
    expect(content.fileErrors).toEqual({ document: ['Refused by its check.'], other: [FILE_TYPE_NOT_SUPPORTED_MESSAGE] });
    expect(files().sort()).toEqual([...before, content.files[0]!.storedName].sort());
    await store.remove(content.files[0]!.storedName);
  });

  it('refuses the whole upload 503, keeping no file, when a file cannot be checked now', async () => {
    const before = files();
    const rejection = receiveMultipart(
      request([
        { name: 'first', filename: 'ok.png', bytes: PNG_BYTES },
        { name: 'document', filename: 'a.pdf', bytes: pdfBytes() },
      ]),
      options({
        fileFields: { first: {}, document: {} },
        checks: async ({ mimeType }) => {
          if (mimeType === 'application/pdf') throw new UploadCheckUnavailableError('scanner');
          return undefined;
        },
      }),
    );
    await expect(rejection).rejects.toMatchObject({ status: 503, message: FILES_CANNOT_BE_CHECKED_MESSAGE });
    expect(files()).toEqual(before);
  });

  it('refuses the whole upload 503, keeping no file and leaving nothing staged, when the store cannot take files', async () => {
    const before = files();
    let puts = 0;
    // The second file's keep fails (a bucket gone mid-request): the first, already kept, is deleted too.
    const flaky = createUploadStore(
      {
        ...folder,
        put: async (...args) => {
          puts += 1;
          if (puts === 2) throw new Error('connect ECONNREFUSED');
          return folder.put(...args);
        },
      },
      path.join(dir, '.staging'),
    );
    const rejection = receiveMultipart(
      request([
        { name: 'first', filename: 'ok.png', bytes: PNG_BYTES },
        { name: 'document', filename: 'a.pdf', bytes: pdfBytes() },
      ]),
      options({ store: flaky, fileFields: { first: {}, document: {} } }),
    );
    await expect(rejection).rejects.toMatchObject({ status: 503, message: UPLOAD_STORE_UNAVAILABLE_MESSAGE });
    expect(puts).toBe(2);
    expect(files()).toEqual(before);
  });

  it.each([
    ['a file over the limit', [{ name: 'document', filename: 'big.pdf', bytes: Buffer.concat([pdfBytes(), Buffer.alloc(64 * 1024)]) }], {}, 413],
    ['a text field over its limit', [{ name: 'message', value: 'x'.repeat(200) }], { maxFieldBytes: 100 }, 413],
    [
      'too many fields',
      [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
        { name: 'c', value: '3' },
      ],
      { maxFields: 2 },
      413,
    ],
  ] as const)('refuses %s with %s, deleting every file it had written', async (_what, parts, extra, status) => {
    const before = files();
    const withGoodFile: Part[] = [{ name: 'first', filename: 'ok.png', bytes: PNG_BYTES }, ...parts];
    const rejection = receiveMultipart(request(withGoodFile), options({ fileFields: { first: {}, document: {} }, ...extra }));
    await expect(rejection).rejects.toBeInstanceOf(UploadRequestError);
    await expect(rejection).rejects.toMatchObject({ status });
    expect(files()).toEqual(before);
  });

  it('refuses a body cut short (400) and a body that is not multipart (415)', async () => {
    const before = files();
    await expect(receiveMultipart(request([{ name: 'document', filename: 'a.pdf', bytes: pdfBytes() }], { tail: '' }), options())).rejects.toMatchObject({
      status: 400,
    });
    await expect(receiveMultipart(request([], { contentType: 'application/json' }), options())).rejects.toMatchObject({ status: 415 });
    expect(files()).toEqual(before);
  });
});
