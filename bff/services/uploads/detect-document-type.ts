/**
 * An uploaded file's type, decided by its content (magic bytes), never by its name or the browser's word.
 * Only the accepted document types come out; anything else is undefined.
 */
import { fileTypeFromFile } from 'file-type';
import type { AcceptedDocumentMime } from '@contracts/uploads';
import { isWordBinaryDocument } from './word-binary';

/** file-type's answers that are accepted documents, and the type each one is stored as. */
const ACCEPTED_BY_DETECTED_MIME: Record<string, AcceptedDocumentMime> = {
  'application/pdf': 'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  // An animated PNG is a PNG every viewer shows.
  'image/apng': 'image/png',
};

/** file-type's answer for any OLE Compound File; only one holding a Word document is a .doc. */
const COMPOUND_FILE_MIME = 'application/x-cfb';

export async function detectDocumentType(filePath: string): Promise<AcceptedDocumentMime | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return undefined;
  if (detected.mime === COMPOUND_FILE_MIME) return (await isWordBinaryDocument(filePath)) ? 'application/msword' : undefined;
  return ACCEPTED_BY_DETECTED_MIME[detected.mime];
}
