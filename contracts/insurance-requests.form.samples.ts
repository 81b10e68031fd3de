/**
 * Evidence requests as a browser may send them, for contracts/forms/round-trip.test.ts: mostly valid fields,
 * at times anything, and the authorization form as the server received it.
 */
import fc from 'fast-check';
import { PORTAL_PHONE_PATTERN } from './fields';

const filled = (maxLength: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength });

export const INSURANCE_REQUEST_BODIES: fc.Arbitrary<Record<string, unknown>> = fc.record({
  request_id: fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
  first_name: filled(100),
  last_name: filled(100),
  email: fc.emailAddress(),
  fax_number: fc.oneof(fc.constant(''), fc.stringMatching(PORTAL_PHONE_PATTERN), fc.string({ maxLength: 40 })),
  phone_number: fc.stringMatching(PORTAL_PHONE_PATTERN),
  policy_number: fc.oneof(fc.string({ minLength: 3, maxLength: 50 }), fc.string({ maxLength: 60 })),
  document: fc.constant({ storedName: 'stored-name', originalName: 'authorization.pdf', sizeBytes: 2048 }),
});
