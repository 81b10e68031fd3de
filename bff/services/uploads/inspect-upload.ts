/**
 * The decoding limits every upload meets before it is kept (issue 21): an image's pixels counted from its
 * header and refused above the limit before anything decodes it, a PNG's data whole, and a PDF's compressed
 * streams inflated under a cap before a PDF library opens it. Runs in a document worker.
 */
import { readFile } from 'node:fs/promises';
import type { AcceptedDocumentMime } from '@contracts/uploads';
import type { DecodingLimits } from '../../config';
import { checkJpeg, checkPng } from './image-header';
import { checkPdfStreams } from './pdf-streams';

export type UploadInspection =
  { kind: 'ok' } | { kind: 'too-many-pixels'; maxPixels: number } | { kind: 'expands-too-much'; maxBytes: number } | { kind: 'unreadable' };

export async function inspectUpload(filePath: string, mimeType: AcceptedDocumentMime, limits: DecodingLimits): Promise<UploadInspection> {
  switch (mimeType) {
    case 'image/png':
    case 'image/jpeg': {
      const bytes = await readFile(filePath);
      const maxPixels = mimeType === 'image/png' ? limits.pngMaxPixels : limits.jpegMaxPixels;
      const check = mimeType === 'image/png' ? await checkPng(bytes, maxPixels) : checkJpeg(bytes, maxPixels);
      if (check.kind === 'too-many-pixels') return { kind: 'too-many-pixels', maxPixels };
      return check.kind === 'ok' ? { kind: 'ok' } : { kind: 'unreadable' };
    }
    case 'application/pdf': {
      const check = await checkPdfStreams(await readFile(filePath), limits.pdfMaxInflatedBytes);
      if (check.kind === 'expands-too-much') return { kind: 'expands-too-much', maxBytes: limits.pdfMaxInflatedBytes };
      return check.kind === 'ok' ? { kind: 'ok' } : { kind: 'unreadable' };
    }
    default:
      return { kind: 'ok' };
  }
}
