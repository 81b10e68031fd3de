/**
 * The PDF a signer reads and that is sealed, made from what was uploaded: a PDF as it is; a JPG or PNG as a
 * one-page PDF; a Word document (which we cannot render) as a page that names it and carries it as an
 * attachment, so the sealed PDF still holds exactly what was sent.
 *
 * `signingCopyOf` runs in a document worker (bff/services/document-worker), never on the main thread: opening
 * a PDF and re-compressing an image's pixels take time and memory the file's size does not show.
 * The server asks a worker for one (bff/services/signing/signing-documents.ts).
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatFileSize } from '@contracts/file-size';
import type { AcceptedDocumentMime } from '@contracts/uploads';

export type SigningCopy = { pdf: Uint8Array; pageCount: number };

/** The PDF cannot be used: damaged, or protected by a password. */
export class UnreadablePdfError extends Error {
  constructor() {
    super('The PDF cannot be read.');
    this.name = 'UnreadablePdfError';
  }
}

/** The file is of an accepted type but cannot be read as one (an image cut short, say). */
export class UnreadableDocumentError extends Error {
  constructor() {
    super('The document cannot be read.');
    this.name = 'UnreadableDocumentError';
  }
}

const LETTER = { width: 612, height: 792 } as const;
const MARGIN = 36;

/** A PDF is its own signing copy: it must open, unencrypted, with pages. */
async function pageCountOf(bytes: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  return document.isEncrypted ? 0 : document.getPageCount();
}

async function imageOnAPage(bytes: Uint8Array, mime: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = mime === 'image/jpeg' ? await document.embedJpg(bytes) : await document.embedPng(bytes);
  const scale = Math.min((LETTER.width - 2 * MARGIN) / image.width, (LETTER.height - 2 * MARGIN) / image.height, 1);
  const { width, height } = image.scale(scale);
  const page = document.addPage([LETTER.width, LETTER.height]);
  page.drawImage(image, { x: (LETTER.width - width) / 2, y: LETTER.height - MARGIN - height, width, height });
  return document.save();
}

async function wordAsAttachment(bytes: Uint8Array, mime: string, name: string, sha256: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([LETTER.width, LETTER.height]);
  const lines: [string, typeof font, number][] = [
    ['Word document for signature', bold, 18],
    ['', font, 11],
    [`File: ${winAnsi(name)}`, font, 11],
    [`Size: ${formatFileSize(bytes.length)}`, font, 11],
    [`SHA-256: ${sha256}`, font, 9],
    ['', font, 11],
    ['The document is attached to this PDF exactly as it was uploaded. Open the attachments', font, 11],
    ['panel of your PDF reader to read it. Signing this PDF signs the attached document.', font, 11],
  ];
  let y = LETTER.height - 72;
  for (const [text, lineFont, size] of lines) {
    page.drawText(text, { x: 54, y, size, font: lineFont, color: rgb(0.1, 0.1, 0.1) });
    y -= size * 1.8;
  }
  await document.attach(bytes, name, { mimeType: mime, description: 'The document as uploaded' });
  return document.save();
}

/** Text the standard PDF fonts can draw: accents kept where Latin-1 has them, anything else as '?'. */
export const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, (char) => char.normalize('NFKD').replace(/[^\x20-\x7e]/g, '') || '?');

export type UploadedDocument = { bytes: Uint8Array; mimeType: AcceptedDocumentMime; originalName: string; sha256: string };

/** The signing copy of a stored upload as a worker answers it: anything that cannot be read is `unreadable`, never an exception. */
export type SigningCopyResult = ({ kind: 'copy' } & SigningCopy) | { kind: 'unreadable' };

/** Runs in a document worker. */
export async function signingCopyOf(file: UploadedDocument): Promise<SigningCopyResult> {
  const { bytes } = file;
  try {
    switch (file.mimeType) {
      case 'application/pdf': {
        const pageCount = await pageCountOf(bytes);
        return pageCount > 0 ? { kind: 'copy', pdf: bytes, pageCount } : { kind: 'unreadable' };
      }
      case 'image/jpeg':
      case 'image/png':
        return { kind: 'copy', pdf: await imageOnAPage(bytes, file.mimeType), pageCount: 1 };
      default:
        return { kind: 'copy', pdf: await wordAsAttachment(bytes, file.mimeType, file.originalName, file.sha256), pageCount: 1 };
    }
  } catch {
    return { kind: 'unreadable' };
  }
}
