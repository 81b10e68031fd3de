/**
 * Document uploads as a browser may send them, for contracts/forms/round-trip.test.ts: mostly valid fields,
 * at times anything, and the file as the server received it.
 */
import fc from 'fast-check';
import { PORTAL_PHONE_PATTERN } from './fields';

const filled = (maxLength: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength });

export const DOCUMENT_UPLOAD_BODIES: fc.Arbitrary<Record<string, unknown>> = fc.record({
  request_id: fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
  firstName: filled(100),
  lastName: filled(100),
  policyNumber: fc.oneof(fc.string({ minLength: 3, maxLength: 50 }), fc.string({ maxLength: 60 })),
  phoneNumber: fc.oneof(fc.stringMatching(PORTAL_PHONE_PATTERN), fc.string({ maxLength: 20 })),
  email: fc.emailAddress(),
  file: fc.constant({ storedName: 'stored-name', originalName: 'declarations.pdf', sizeBytes: 2048 }),
  message: filled(2000),
});
