/**
 * What every upload accepts, shared by the browser (the uploader's accept list, its messages) and the BFF
 * (which decides a file's type by its content, never by its name). Seed 001 §5 "Shared formats".
 */
import { formatFileSize } from './file-size';

/** The accepted document types: pdf, doc, docx, jpg/jpeg, png. */
export const ACCEPTED_DOCUMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const satisfies Record<string, readonly string[]>;

export type AcceptedDocumentMime = keyof typeof ACCEPTED_DOCUMENT_TYPES;

export const ACCEPTED_DOCUMENT_MIMES = Object.keys(ACCEPTED_DOCUMENT_TYPES) as AcceptedDocumentMime[];

/** For a person: "PDF, DOC, DOCX, JPG, JPEG or PNG". */
export const ACCEPTED_DOCUMENT_TYPES_TEXT = 'PDF, DOC, DOCX, JPG, JPEG or PNG';

/** The upload size limit unless UPLOAD_MAX_BYTES says otherwise: 15 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

export const FILE_TYPE_NOT_SUPPORTED_MESSAGE = 'File type not supported. Please upload a supported file type.';

export const fileTooLargeMessage = (maxBytes: number) => `The file is too large. Please upload a file of at most ${formatFileSize(maxBytes)}.`;

export const UPLOAD_FAILED_MESSAGE = 'Failed to upload document. Please try again.';

/** The server keeps no more documents than its quota allows, or its disk is nearly full (507). */
export const UPLOAD_SPACE_MESSAGE = 'We cannot accept documents right now. Please try again later, or call us and we will help.';

/** No bytes of the upload arrived for a while (408): the connection was cut. */
export const UPLOAD_STALLED_MESSAGE = 'The upload stopped arriving. Please check your connection and try again.';

/** The file starts like an accepted type but cannot be read as one (cut short, damaged). */
export const FILE_UNREADABLE_MESSAGE = 'This file cannot be read: it may be damaged or incomplete. Please upload another copy.';

/** The malware scanner found something in the file (422 at its field). */
export const FILE_FAILED_SECURITY_CHECK_MESSAGE = 'This file cannot be accepted because it failed our security check.';

/** Files cannot be checked right now (the scanner is unreachable, or every worker busy): 503, nothing kept. */
export const FILES_CANNOT_BE_CHECKED_MESSAGE = 'We cannot check uploaded files right now. Nothing was saved: please try again in a few minutes.';

/** The store that keeps files (object storage) cannot take them right now: 503, nothing kept. */
export const UPLOAD_STORE_UNAVAILABLE_MESSAGE = 'We cannot save documents right now. Nothing was saved: please try again in a few minutes.';

/** An image with more pixels than the upload accepts, counted from its header (422 at its field). */
export const imageTooLargeMessage = (maxPixels: number) =>
  `This image has too many pixels. Please upload an image of at most ${Math.floor(maxPixels / 1_000_000)} megapixels.`;

/** A PDF whose compressed content expands beyond the limit (a decoding bomb, or simply too much): 422 at its field. */
export const pdfExpandsTooMuchMessage = (maxBytes: number) =>
  `This PDF expands to more than ${formatFileSize(maxBytes)} when opened. Please upload a smaller or simpler PDF.`;

/** Reading the file ran over its time or memory limit (422 at its field). */
export const FILE_TOO_COMPLEX_MESSAGE = 'This file is too large or complex to process. Please upload a smaller or simpler copy.';
