/**
 * The Express side of uploads, for a ts-rest route whose contract says `contentType: 'multipart/form-data'`.
 * Put `multipartUpload(...)` in the route's middleware: it streams the files to the upload store, sets
 * `req.body` to the text fields plus each file field (so the contract's schema checks that a file came),
 * answers bad input itself (400 unreadable, 408 stalled, 413 too large, 415 not multipart, 422 with every
 * field's message, a file of the wrong type's or one refused by its checks included, 503 when files cannot be
 * checked now, 507 no room left), and hands the handler the files
 * through `receivedUploads(req)`.
 *
 * The handler claims the files it stored (`keep()`, after its transaction commits); any it did not claim
 * are deleted when the response ends, so a failure anywhere leaves no file behind.
 */
import type { RequestHandler, Request } from 'express';
import type { z } from 'zod';
import { fieldErrorsFrom, VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import { nestMultipartEntries } from '@contracts/multipart-names';
import { receiveMultipart, UploadRequestError, type MultipartOptions, type ReceivedFile } from '../services/uploads/receive-multipart';
import { NoUploadSpaceError, type UploadCapacity } from '../services/uploads/upload-capacity';
import type { UploadStore } from '../services/uploads/upload-store';

export type ReceivedUploads = {
  files: ReceivedFile[];
  /** The one file of a single-file field. */
  fileOf: (field: string) => ReceivedFile | undefined;
  /** The files are now referenced by stored rows: never delete them. */
  keep: () => void;
  /** Deletes the files now (the request stored nothing that needs them). */
  discard: () => Promise<void>;
};

declare module 'express-serve-static-core' {
  interface Request {
    uploads?: ReceivedUploads;
  }
}

/** The uploads the middleware received for this request; a route without the middleware has none. */
export function receivedUploads(req: Request): ReceivedUploads {
  if (!req.uploads) throw new Error('multipartUpload() did not run for this route.');
  return req.uploads;
}

function trackUploads(files: ReceivedFile[], store: UploadStore): ReceivedUploads {
  let settled = false;
  return {
    files,
    fileOf: (field) => files.find((file) => file.field === field),
    keep: () => {
      settled = true;
    },
    discard: async () => {
      if (settled) return;
      settled = true;
      await Promise.all(files.map((file) => store.remove(file.storedName)));
    },
  };
}

/**
 * Text fields and files as one body, nested by their names (contracts/multipart-names.ts): a single-file field
 * holds its file, a multi-file field without positions in its name ('files') a list.
 */
function bodyOf(fields: Record<string, string>, files: ReceivedFile[], fileFields: MultipartOptions['fileFields']) {
  const listFields = Object.entries(fileFields).filter(([field, rule]) => (rule.maxCount ?? 1) > 1 && !field.includes('['));
  const single = files.filter((file) => !listFields.some(([field]) => field === file.field));
  const body = nestMultipartEntries<unknown>([...Object.entries(fields), ...single.map((file): [string, unknown] => [file.field, file])]);
  for (const [field] of listFields) body[field] = files.filter((file) => file.field === field);
  return body;
}

type RouteWithBody = { body?: unknown };

/** When files could not be checked (scanner unreachable, workers busy): a moment to try again after. */
const CHECKS_RETRY_AFTER_SECONDS = 30;

export type MultipartUploadOptions = MultipartOptions & {
  /** Room for the upload is reserved before it is read (507 when there is none). */
  capacity?: UploadCapacity;
};

export function multipartUpload(options: MultipartUploadOptions): RequestHandler {
  const largestUpload = options.maxFileBytes * Object.values(options.fileFields).reduce((sum, rule) => sum + (rule.maxCount ?? 1), 0);
  return async (req, res, next) => {
    if (options.capacity) {
      let release;
      try {
        release = await options.capacity.reserve(largestUpload);
      } catch (error) {
        if (!(error instanceof NoUploadSpaceError)) return next(error);
        // The body is not read: the connection closes after the answer.
        res.set('Connection', 'close').status(error.status).json({ message: error.message, requestId: req.requestId });
        return;
      }
      res.on('close', release);
    }
    let content;
    try {
      content = await receiveMultipart(req, options);
    } catch (error) {
      if (!(error instanceof UploadRequestError)) return next(error);
      if (error.status === 408) res.set('Connection', 'close');
      if (error.status === 503) res.set('Retry-After', String(CHECKS_RETRY_AFTER_SECONDS));
      res.status(error.status).json({ message: error.message, errors: error.errors, requestId: req.requestId });
      return;
    }
    const uploads = trackUploads(content.files, options.store);
    req.body = bodyOf(content.fields, content.files, options.fileFields);

    // Every message at once: the contract's for the fields, ours for a file of the wrong type.
    const schema = (req as Request & { tsRestRoute?: RouteWithBody }).tsRestRoute?.body as Partial<z.ZodTypeAny> | undefined;
    const checked = typeof schema?.safeParse === 'function' ? schema.safeParse(req.body) : undefined;
    const fieldErrors = checked && !checked.success ? fieldErrorsFrom(checked.error) : {};
    const errors = { ...fieldErrors, ...content.fileErrors };
    if (Object.keys(errors).length) {
      await uploads.discard();
      res.status(422).json({ message: VALIDATION_FAILED_MESSAGE, errors, requestId: req.requestId });
      return;
    }

    req.uploads = uploads;
    res.on('close', () => void uploads.discard());
    next();
  };
}
