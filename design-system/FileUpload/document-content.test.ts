import { describe, expect, it } from 'vitest';
import { looksLikeAcceptedDocument, startsLikeAcceptedDocument } from './document-content';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('startsLikeAcceptedDocument', () => {
  it('knows a PDF, a Word file (both kinds), a JPEG and a PNG by their first bytes', () => {
    expect(startsLikeAcceptedDocument(new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(startsLikeAcceptedDocument(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(startsLikeAcceptedDocument(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(startsLikeAcceptedDocument(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(startsLikeAcceptedDocument(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
  });

  it('refuses text, an executable and an empty file, whatever their names', async () => {
    expect(startsLikeAcceptedDocument(new TextEncoder().encode('hello'))).toBe(false);
    expect(startsLikeAcceptedDocument(bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(false);
    expect(await looksLikeAcceptedDocument(new File([], 'empty.pdf'))).toBe(false);
    expect(await looksLikeAcceptedDocument(new File(['not a pdf'], 'deed.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(await looksLikeAcceptedDocument(new File(['%PDF-1.4 ...'], 'deed.pdf'))).toBe(true);
  });
});
