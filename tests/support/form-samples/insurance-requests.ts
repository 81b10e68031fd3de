/** Evidence requests as the lender's page sends them, for tests/contract/submission-forms.contract.ts. */
import { randomUUID } from 'node:crypto';
import { aPdf } from '../policy-change-forms';

const lenderRequest = (email: string, overrides: Record<string, unknown> = {}) => ({
  request_id: randomUUID(),
  first_name: 'Lena',
  last_name: 'Banks',
  email,
  phone_number: '(555) 123-4567',
  fax_number: '',
  policy_number: 'ho3-550123',
  document: aPdf('authorization.pdf'),
  ...overrides,
});

export const INSURANCE_REQUEST_SAMPLES = [
  (email: string) => lenderRequest(email),
  // With a fax number: shown, formatted, after the phone.
  (email: string) => lenderRequest(email, { first_name: ' Lena ', fax_number: '(555) 010-2030', document: aPdf('signed authorization.pdf') }),
];
