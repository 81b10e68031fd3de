/** INSURANCE_REQUEST_FORM's samples (contracts/forms/samples.ts): insurance requests as the lender's page sends them. */
import fc from 'fast-check';
import { PORTAL_PHONE_PATTERN } from './fields';
import { formatFileSize } from './file-size';
import { aPdf, aReceivedFile, filled, mostly, text } from './forms/arbitraries';
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
  borrower_name: 'Sam Rivera',
  property_address: '12 Harbor Lane, Sarasota, FL 34236',
  loan_number: '',
  mortgagee_clause: '',
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
    borrower_name: filled(200),
    property_address: filled(300),
    loan_number: mostly(text(50), filled(50)),
    mortgagee_clause: mostly(text(500), filled(500)),
    document: aReceivedFile,
  }),
  sent: [
    (person) => lenderRequest(person),
    // With a fax number (shown, formatted, after the phone), the loan and the clause for the evidence.
    (person) =>
      lenderRequest(person, {
        first_name: ` ${person.firstName} `,
        fax_number: '(555) 010-2030',
        loan_number: 'LN-99812',
        mortgagee_clause: 'First Federal Bank, its successors and/or assigns, ATIMA, PO Box 100, Orlando, FL 32801',
        document: aPdf('signed authorization.pdf'),
      }),
  ],
  summary: [
    ['Policy Number', 'HO3-550123'],
    ['Borrower', 'Sam Rivera'],
    ['Property Address', '12 Harbor Lane, Sarasota, FL 34236'],
    ['Lender Contact', 'Jordan Lee'],
    ['Email', 'jordan.lee@example.com'],
    ['Phone Number', '(555) 123-4567'],
    ['Authorization Form', `authorization.pdf (${formatFileSize(aPdf().size)})`],
  ],
});
