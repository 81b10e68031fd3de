/** INSURANCE_REQUEST_FORM's samples (contracts/forms/samples.ts): insurance requests as the lender's page sends them. */
import fc from 'fast-check';
import { PORTAL_PHONE_PATTERN } from './fields';
import { formatFileSize } from './file-size';
import { aPdf, aReceivedFile, filled } from './forms/arbitraries';
import { formSamples, type SamplePerson } from './forms/form-samples';
import { INSURANCE_REQUEST_FORM } from './insurance-requests.form';

const lenderRequest = (person: SamplePerson, overrides: Record<string, unknown> = {}) => ({
  request_id: crypto.randomUUID(),
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.email,
  phone_number: '(555) 123-4567',
  fax_number: '',
  policy_number: 'ho3-550123',
  document: aPdf('authorization.pdf'),
  ...overrides,
});

export const samples = formSamples(INSURANCE_REQUEST_FORM, {
  bodies: fc.record({
    request_id: fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    first_name: filled(100),
    last_name: filled(100),
    email: fc.emailAddress(),
    fax_number: fc.oneof(fc.constant(''), fc.stringMatching(PORTAL_PHONE_PATTERN), fc.string({ maxLength: 40 })),
    phone_number: fc.stringMatching(PORTAL_PHONE_PATTERN),
    policy_number: fc.oneof(fc.string({ minLength: 3, maxLength: 50 }), fc.string({ maxLength: 60 })),
    document: aReceivedFile,
  }),
  sent: [
    (person) => lenderRequest(person),
    // With a fax number: shown, formatted, after the phone.
    (person) => lenderRequest(person, { first_name: ` ${person.firstName} `, fax_number: '(555) 010-2030', document: aPdf('signed authorization.pdf') }),
  ],
  summary: [
    ['Policy Number', 'HO3-550123'],
    ['Name', 'Jordan Lee'],
    ['Email', 'jordan.lee@example.com'],
    ['Phone Number', '(555) 123-4567'],
    ['Authorization Form', `authorization.pdf (${formatFileSize(aPdf().size)})`],
  ],
});
