import type { TLinkedPolicy } from '@contracts/account-policies';

/** A policy linked to an account, as GET /api/account/policies gives it (its carrier's and city's names are names in any language). */
export const LINKED_POLICY: TLinkedPolicy = {
  id: 3,
  policyNumber: 'HO34408113',
  numberShown: true,
  policyType: 'Home',
  status: 'Active',
  effectiveDate: '2026-01-15',
  city: 'Tampa',
  state: 'FL',
  writingCompany: 'Progressive',
  carrier: {
    id: 1,
    name: 'Progressive',
    website: 'https://www.progressive.example',
    paymentUrl: 'https://www.progressive.example/pay',
    claimsUrl: '',
    claimsPhone: '(800) 555-0100',
    billingPhone: '',
    overnightPaymentAddress: '',
    logoPath: '',
  },
  linkedAt: '2026-11-20T15:00:00.000Z',
};
