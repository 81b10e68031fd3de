/**
 * Answers with a stored upload as what its content is: named and typed by its detected type, never sniffed,
 * never cached. Inline (a PDF or an image, for the browser to show) under a policy that lets nothing in it run;
 * otherwise as a download. A file that cannot be read is a 404 (before anything was sent) or a cut connection.
 */
import type { Request, Response } from 'express';
import { isPreviewable } from '@contracts/back-office/submissions';
import type { AppDependencies } from '../dependencies';
import type { UploadStore } from '../services/uploads/upload-store';
import type { Logger } from './logger';
import { attachmentDisposition, fileNameForType, inlineDisposition } from './file-names';

export type StoredFile = { name: string; mimeType: string; storedName: string };

export function sendStoredFile(
  req: Request,
  res: Response,
  { uploadStore, logger }: Pick<AppDependencies, 'uploadStore' | 'logger'>,
  file: StoredFile,
  { inline, notFoundMessage }: { inline: boolean; notFoundMessage: string },
): void {
  const shown = inline && isPreviewable(file.mimeType);
  res.set({
    'Content-Type': file.mimeType,
    'Content-Disposition': (shown ? inlineDisposition : attachmentDisposition)(fileNameForType(file.name, file.mimeType)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    // A PDF's own viewer does not open in a sandboxed page; nothing of ours runs in it either way.
    ...(shown
      ? {
          'Content-Security-Policy': `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'${file.mimeType === 'application/pdf' ? '' : '; sandbox'}`,
        }
      : {}),
  });
  pipeStoredFile(res, uploadStore, logger, file.storedName, () => res.status(404).json({ message: notFoundMessage, requestId: req.requestId }));
}

/**
 * Streams a stored file as the body of `res`, whose headers are set. A file the store does not have is
 * `missing()` (nothing sent yet); one that fails midway cuts the connection, so no one takes half a file as whole.
 */
export function pipeStoredFile(res: Response, store: UploadStore, logger: Logger, storedName: string, missing: () => void): void {
  store.open(storedName).then(
    (stream) => {
      stream.on('error', (error) => {
        logger.error({ err: error }, 'a stored file could not be read');
        res.destroy();
      });
      stream.pipe(res);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'a stored file could not be read');
      missing();
    },
  );
}
