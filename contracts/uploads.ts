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
