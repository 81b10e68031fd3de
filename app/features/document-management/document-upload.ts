import { z } from 'zod';
import { DOCUMENT_MANAGEMENT_MESSAGES, ZDocumentPolicyInformation, ZDocumentUploadFields } from '@contracts/document-management';
import type { SubmissionWords } from '../../api/submission-answer';

export type DocumentAction = '' | 'download' | 'upload';

export type DocumentManagementValues = {
  action: DocumentAction;
  firstName: string;
  lastName: string;
  policyNumber: string;
  phoneNumber: string;
  email: string;
  file: File | null;
  message: string;
};

export const DOCUMENT_MANAGEMENT_INITIAL_VALUES: DocumentManagementValues = {
  action: '',
  firstName: '',
  lastName: '',
  policyNumber: '',
  phoneNumber: '',
  email: '',
  file: null,
  message: '',
};

/** Step 1: Next needs a choice (seed 001 §4, §5). */
export const ZChooseAction = z.object({
  action: z.enum(['download', 'upload'], { errorMap: () => ({ message: DOCUMENT_MANAGEMENT_MESSAGES.chooseAction }) }),
});
export { ZDocumentPolicyInformation, ZDocumentUploadFields };

/** Seed 001 §8: the document could not be sent; the person stays on the form. Its message in the page's language (`translate`). */
export const documentManagementWords = (translate: (message: string) => string): SubmissionWords => {
  const failed = translate(DOCUMENT_MANAGEMENT_MESSAGES.sendFailed);
  return { failed, noResponse: failed, unexpected: failed };
};
