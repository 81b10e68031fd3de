import type { PolicyInput } from '../../bff/db/seed-policies';

/** A policy record for a test to seed, with the fields the test cares about given in `overrides`. */
export const examplePolicy = (overrides: Partial<PolicyInput>): PolicyInput => ({
  policy_number: 'HO00000000',
  first_name: 'Abigail',
  last_name: 'Example',
  writing_company_name: 'Travelers',
  policy_type: 'Home',
  status: 'Active',
  start_date: '2026-02-14',
  address: '4133 Church Pl',
  city: 'Savannah',
  state: 'GA',
  zip: '31401',
  phone: '9125550142',
  email: 'policyholder@example.com',
  ...overrides,
});
