import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compoundFileBytes,
  docBytes,
  docxBytes,
  EXE_BYTES,
  JPEG_BYTES,
  pdfBytes,
  PNG_BYTES,
  TEXT_BYTES,
  zipBytes,
} from '../../../tests/support/document-fixtures';
import { detectDocumentType } from './detect-document-type';

const dir = mkdtempSync(path.join(tmpdir(), 'detect-type-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the bytes under a (possibly lying) name and detects the type. */
const detect = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return detectDocumentType(file);
};

describe('detectDocumentType: by content, never by name', () => {
  it.each([
    ['form.pdf', pdfBytes(), 'application/pdf'],
    ['form.doc', docBytes(), 'application/msword'],
    ['form.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['scan.jpg', JPEG_BYTES, 'image/jpeg'],
    ['scan.jpeg', JPEG_BYTES, 'image/jpeg'],
    ['scan.png', PNG_BYTES, 'image/png'],
  ])('accepts %s as %s', async (name, bytes, mime) => {
    expect(await detect(name, bytes)).toBe(mime);
  });

  it('takes a PNG named .pdf for the PNG it is', async () => {
    expect(await detect('looks-like.pdf', PNG_BYTES)).toBe('image/png');
  });

  it('takes a Word document with no extension at all by its content', async () => {
    expect(await detect('authorization', docxBytes())).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it.each([
    ['a program named .png', 'setup.png', EXE_BYTES],
    ['a text file named .png', 'notes.png', TEXT_BYTES],
    ['a text file named .pdf', 'notes.pdf', TEXT_BYTES],
    ['a zip that is no Word document, named .docx', 'archive.docx', zipBytes()],
    ['an Excel compound file named .doc', 'sheet.doc', compoundFileBytes('Workbook')],
    ['an empty file named .pdf', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s', async (_what, name, bytes) => {
    expect(await detect(name, bytes)).toBeUndefined();
  });

  it('refuses a compound file whose header is cut short', async () => {
    expect(await detect('broken.doc', docBytes().subarray(0, 600))).toBeUndefined();
  });
});
