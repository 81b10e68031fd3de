/**
 * Answers with a stored upload as what its content is: named and typed by its detected type, never sniffed,
 * never cached. Inline (a PDF or an image, for the browser to show) under a policy that lets nothing in it run;
 * otherwise as a download. A file that cannot be read is a 404 (before anything was sent) or a cut connection.
 */
import type { Request, Response } from 'express';
import { isPreviewable } from '@contracts/back-office/submissions';
import type { AppDependencies } from '../dependencies';
import { attachmentDisposition, fileNameForType, inlineDisposition } from './file-names';

export type StoredFile = { name: string; mimeType: string; storedName: string };

export function sendStoredFile(
  req: Request,
  res: Response,
  { signing, logger }: Pick<AppDependencies, 'signing' | 'logger'>,
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
  const stream = signing.store.open(file.storedName);
  stream.on('error', (error) => {
    logger.error({ err: error }, 'a stored document could not be read');
    if (!res.headersSent) res.status(404).json({ message: notFoundMessage, requestId: req.requestId });
    else res.destroy();
  });
  stream.pipe(res);
}
