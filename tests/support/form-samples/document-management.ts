/** Document uploads as the document management page sends them, for tests/contract/submission-forms.contract.ts. */
import { randomUUID } from 'node:crypto';
import { aPdf } from '../policy-change-forms';

export const DOCUMENT_UPLOAD_SAMPLES = [
  (email: string) => ({
    request_id: randomUUID(),
    firstName: 'Grace',
    lastName: ' Hopper ',
    policyNumber: 'ho3-550123',
    phoneNumber: '(555) 123-4567',
    email,
    file: aPdf('declarations.pdf'),
    message: 'My flood declarations page, as asked in the letter.',
  }),
];
