/**
 * What every uploaded file meets after its type is known and before any route may keep it: the malware scan
 * (when CLAMD_URL is set) and the decoding limits, checked in a document worker. A refusal is the message for
 * the file's field (422); a file that cannot be checked now refuses the whole upload (503), fail closed.
 */
import {
  FILE_FAILED_SECURITY_CHECK_MESSAGE,
  FILE_TOO_COMPLEX_MESSAGE,
  FILE_UNREADABLE_MESSAGE,
  FILES_CANNOT_BE_CHECKED_MESSAGE,
  imageTooLargeMessage,
  pdfExpandsTooMuchMessage,
  type AcceptedDocumentMime,
} from '@contracts/uploads';
import type { DecodingLimits } from '../../config';
import { DocumentWorkLimitError, type DocumentWorkers } from '../document-worker/document-workers';
import type { Logger } from '../../http/logger';
import type { UploadInspection } from './inspect-upload';
import { ScannerUnavailableError, type MalwareScanner } from './malware-scan';

/** The upload cannot be checked now: nothing of it is kept (503). */
export class UploadCheckUnavailableError extends Error {
  constructor(readonly reason: 'scanner' | 'busy') {
    super(FILES_CANNOT_BE_CHECKED_MESSAGE);
    this.name = 'UploadCheckUnavailableError';
  }
}

/** Undefined for a file that may be kept, else the message for its field. Throws UploadCheckUnavailableError. */
export type UploadChecks = (file: { path: string; mimeType: AcceptedDocumentMime }) => Promise<string | undefined>;

const refusalOf = (inspection: UploadInspection): string | undefined => {
  switch (inspection.kind) {
    case 'ok':
      return undefined;
    case 'too-many-pixels':
      return imageTooLargeMessage(inspection.maxPixels);
    case 'expands-too-much':
      return pdfExpandsTooMuchMessage(inspection.maxBytes);
    case 'unreadable':
      return FILE_UNREADABLE_MESSAGE;
  }
};

export function createUploadChecks({
  scanner,
  workers,
  limits,
  logger,
}: {
  scanner: MalwareScanner | undefined;
  workers: DocumentWorkers;
  limits: DecodingLimits;
  logger: Logger;
}): UploadChecks {
  return async ({ path, mimeType }) => {
    if (scanner) {
      let verdict;
      try {
        verdict = await scanner.scan(path);
      } catch (error) {
        if (!(error instanceof ScannerUnavailableError)) throw error;
        logger.error({ err: error.cause }, 'the malware scanner could not be reached: uploads are refused until it answers');
        throw new UploadCheckUnavailableError('scanner');
      }
      if (verdict === 'infected') {
        logger.warn({ mimeType }, 'an uploaded file failed the malware scan and was refused');
        return FILE_FAILED_SECURITY_CHECK_MESSAGE;
      }
    }
    try {
      return refusalOf(await workers.run('inspectUpload', path, mimeType, limits));
    } catch (error) {
      if (!(error instanceof DocumentWorkLimitError)) throw error;
      if (error.limit === 'busy') throw new UploadCheckUnavailableError('busy');
      logger.warn({ mimeType, limit: error.limit }, 'an uploaded file ran over a decoding limit and was refused');
      return FILE_TOO_COMPLEX_MESSAGE;
    }
  };
}
