/** DOCUMENT_MANAGEMENT_FORM's samples (contracts/forms/samples.ts): uploads as the document management page sends them. */
import fc from 'fast-check';
import { DOCUMENT_MANAGEMENT_FORM } from './document-management.form';
import { PORTAL_PHONE_PATTERN } from './fields';
import { formatFileSize } from './file-size';
import { aPdf, aReceivedFile, filled } from './forms/arbitraries';
import { formSamples } from './forms/form-samples';

export const samples = formSamples(DOCUMENT_MANAGEMENT_FORM, {
  bodies: fc.record({
    request_id: fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    firstName: filled(100),
    lastName: filled(100),
    policyNumber: fc.oneof(fc.string({ minLength: 3, maxLength: 50 }), fc.string({ maxLength: 60 })),
    phoneNumber: fc.oneof(fc.stringMatching(PORTAL_PHONE_PATTERN), fc.string({ maxLength: 20 })),
    email: fc.emailAddress(),
    file: aReceivedFile,
    message: filled(2000),
  }),
  sent: [
    (person) => ({
      request_id: crypto.randomUUID(),
      firstName: person.firstName,
      lastName: ` ${person.lastName} `,
      policyNumber: 'ho3-550123',
      phoneNumber: '(555) 123-4567',
      email: person.email,
      file: aPdf('declarations.pdf'),
      message: 'My flood declarations page, as asked in the letter.',
    }),
  ],
  summary: [
    ['Policy Number', 'HO3-550123'],
    ['Name', 'Jordan Lee'],
    ['Email', 'jordan.lee@example.com'],
    ['Phone Number', '(555) 123-4567'],
    ['Document', `declarations.pdf (${formatFileSize(aPdf().size)})`],
    ['Message', 'My flood declarations page, as asked in the letter.'],
  ],
});
