/**
 * Reads a multipart/form-data request as it arrives (busboy): text fields into memory (small, capped),
 * each file straight to the upload store's staging folder, hashed and size-checked on the way, then typed by
 * its content and put through `checks` (the malware scan and the decoding limits, upload-checks.ts), and only
 * then kept in the store. Nothing of a file is held in memory beyond the stream's small buffers.
 *
 * Whatever goes wrong (too large, malformed, client gone), every file this request wrote is deleted before
 * the promise settles: a caller only ever sees whole, accepted files, which it must claim or discard.
 */
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import {
  FILE_TYPE_NOT_SUPPORTED_MESSAGE,
  fileTooLargeMessage,
  UPLOAD_STALLED_MESSAGE,
  UPLOAD_STORE_UNAVAILABLE_MESSAGE,
  type AcceptedDocumentMime,
} from '@contracts/uploads';
import { formatFileSize } from '@contracts/file-size';
import { fieldPathOf, multipartFieldPattern } from '@contracts/multipart-names';
import { detectDocumentType } from './detect-document-type';
import { sanitizeFileName } from './file-name';
import { UploadCheckUnavailableError, type UploadChecks } from './upload-checks';
import { FileTooLargeError, type StagedFile, type UploadStore, type WrittenFile } from './upload-store';

/** A file received whole, of an accepted type, kept in the store under its stored name. */
export type ReceivedFile = WrittenFile & {
  field: string;
  originalName: string;
  mimeType: AcceptedDocumentMime;
};

export type MultipartOptions = {
  store: UploadStore;
  /**
   * The form's file fields and how many files each takes (default 1); a field in a list is named without its
   * positions, 'documents[][file]', and its count is over the whole list. Files in other fields are ignored.
   */
  fileFields: Record<string, { maxCount?: number }>;
  maxFileBytes: number;
  /** Text fields: how many, and how long each may be. */
  maxFields?: number;
  maxFieldBytes?: number;
  /** An upload from which nothing arrives for this long is cut off (408). */
  idleTimeoutMs?: number;
  /** What each file of an accepted type must pass to be kept: the malware scan and the decoding limits. */
  checks?: UploadChecks;
};

export type MultipartContent = {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Files refused for their type, by field path ('documents.0.file'), in the contract's error shape. */
  fileErrors: Record<string, string[]>;
};

/** The request cannot be taken as sent: answered with `status` (and `errors` by field when there are). */
export class UploadRequestError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415 | 503,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'UploadRequestError';
  }
}

const fileTooLargeError = (field: string, maxBytes: number) =>
  new UploadRequestError(413, `The file in "${field}" is larger than the ${formatFileSize(maxBytes)} allowed.`, {
    [fieldPathOf(field)]: [fileTooLargeMessage(maxBytes)],
  });

const MULTIPART_ONLY = 'Content-Type must be multipart/form-data.';
const DEFAULT_IDLE_TIMEOUT_MS = 15_000;
const MALFORMED = 'The upload could not be read. Please try again.';

export async function receiveMultipart(req: IncomingMessage, options: MultipartOptions): Promise<MultipartContent> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new UploadRequestError(415, MULTIPART_ONLY);
  const { store, fileFields, maxFileBytes, maxFields = 50, maxFieldBytes = 10_000, idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS, checks } = options;
  const maxFiles = Object.values(fileFields).reduce((sum, rule) => sum + (rule.maxCount ?? 1), 0);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // One byte over the limit is how busboy says "too large"; the store cuts the file off there as well.
      limits: { fileSize: maxFileBytes + 1, files: maxFiles, fields: maxFields, fieldSize: maxFieldBytes },
    });
  } catch {
    throw new UploadRequestError(400, MALFORMED);
  }

  const fields: Record<string, string> = {};
  const fileErrors: Record<string, string[]> = {};
  const countByField: Record<string, number> = {};
  const writes: Promise<ReceivedFile | undefined>[] = [];
  let refusal: UploadRequestError | undefined;
  const refuse = (error: UploadRequestError) => (refusal ??= error);

  async function receiveFile(field: string, source: PassThrough, originalName: string): Promise<ReceivedFile | undefined> {
    let staged: StagedFile;
    try {
      staged = await store.stage(source, { maxBytes: maxFileBytes });
    } catch (error) {
      if (error instanceof FileTooLargeError) refuse(fileTooLargeError(field, maxFileBytes));
      throw error;
    }
    // A file input left empty still sends a part: an empty file with no name. That is "no file".
    if (staged.sizeBytes === 0) {
      await store.discard(staged);
      return undefined;
    }
    const mimeType = await detectDocumentType(staged.path).catch(() => undefined);
    let fieldRefusal: string | undefined;
    try {
      if (mimeType && checks) fieldRefusal = await checks({ path: staged.path, mimeType });
    } catch (error) {
      await store.discard(staged);
      if (error instanceof UploadCheckUnavailableError) refuse(new UploadRequestError(503, error.message));
      throw error;
    }
    if (fieldRefusal || !mimeType) {
      await store.discard(staged);
      fileErrors[fieldPathOf(field)] = [fieldRefusal ?? FILE_TYPE_NOT_SUPPORTED_MESSAGE];
      return undefined;
    }
    let written: WrittenFile;
    try {
      written = await store.keep(staged);
    } catch (error) {
      // The store cannot take files now (a bucket unreachable): nothing was kept, and the person may try again.
      refuse(new UploadRequestError(503, UPLOAD_STORE_UNAVAILABLE_MESSAGE));
      throw error;
    }
    return { ...written, field, originalName, mimeType };
  }

  // A text value under a file field's name, or nested under it ('document[x]'), is not a file: it is dropped,
  // and the form's schema reports the file as missing.
  const filePatterns = Object.keys(fileFields);
  const isUnderFileField = (name: string) => {
    const pattern = multipartFieldPattern(name);
    return filePatterns.some((field) => pattern === field || pattern.startsWith(`${field}[`));
  };

  // A part without a name (Content-Disposition with a filename only) belongs to no field: it is dropped, and
  // the form's schema reports what is missing. (busboy gives its name as undefined, whatever its types say.)
  parser.on('field', (name: string | undefined, value, info) => {
    if (name === undefined) return;
    if (info.valueTruncated) refuse(new UploadRequestError(413, `The field "${name}" is longer than ${maxFieldBytes} bytes.`));
    if (!isUnderFileField(name)) fields[name] = value;
  });
  parser.on('file', (name: string | undefined, file, info) => {
    // A file that is not taken is drained. A form cut short destroys it with an error that the parser reports
    // too: unheard here, it would be thrown as an uncaught exception.
    const skip = () => file.on('error', () => {}).resume();
    if (name === undefined) return skip();
    const pattern = multipartFieldPattern(name);
    const rule = fileFields[pattern];
    countByField[pattern] = (countByField[pattern] ?? 0) + 1;
    if (!rule || countByField[pattern] > (rule.maxCount ?? 1)) return skip();
    // The store reads from a pass-through, so a failed write never destroys busboy's stream (busboy would then
    // wait for its end forever): the rest of the file is drained instead.
    const source = new PassThrough();
    file.on('error', (error) => source.destroy(error));
    file.pipe(source);
    const write = receiveFile(name, source, sanitizeFileName(info.filename));
    write.catch(() => {
      file.unpipe(source);
      file.resume();
    });
    writes.push(write);
  });
  parser.on('fieldsLimit', () => refuse(new UploadRequestError(413, `A form may have at most ${maxFields} fields.`)));

  let idle!: NodeJS.Timeout;
  let watchIdle = () => {};
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(new UploadRequestError(400, MALFORMED)));
    req.on('aborted', () => reject(new UploadRequestError(400, 'The upload was interrupted.')));
    req.on('error', () => reject(new UploadRequestError(400, 'The upload was interrupted.')));
    // A client that stops sending would otherwise hold its connection, and its reserved room, for minutes.
    const stalled = () => reject(new UploadRequestError(408, UPLOAD_STALLED_MESSAGE));
    idle = setTimeout(stalled, idleTimeoutMs);
    watchIdle = () => idle.refresh();
    req.on('data', watchIdle);
  });
  req.pipe(parser);

  let failure: unknown;
  try {
    await parsed;
  } catch (error) {
    failure = error;
    req.unpipe(parser);
    parser.destroy();
    req.resume();
  }
  clearTimeout(idle);
  req.off('data', watchIdle);
  const outcomes = await Promise.allSettled(writes);
  const files = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' && outcome.value ? [outcome.value] : []));
  const writeFailure = outcomes.find((outcome) => outcome.status === 'rejected');
  failure ??= refusal ?? (writeFailure as PromiseRejectedResult | undefined)?.reason;
  if (failure) {
    await Promise.all(files.map((file) => store.remove(file.storedName)));
    throw failure;
  }
  return { fields, files, fileErrors };
}
