import { POLICY_SEARCH_MESSAGES } from '@contracts/policies';

/** The words of the Policy Search page (seed 001 §2, §5, §8); the messages come from the contract. */
export const POLICY_SEARCH_CONTENT = {
  title: 'Policy Search',
  intro: "Look up a policy by its number or by the policyholder's name.",
  tabs: { policyNumber: 'Policy Number', customerName: 'Customer Name' },
  labels: { policyNumber: 'Policy number', customerName: 'Customer name' },
  placeholders: { policyNumber: 'e.g. HO12345678', customerName: 'e.g. Smith, or John Smith' },
  hints: {
    policyNumber: 'The whole number, or its first characters.',
    customerName: 'A last name, or a first and last name.',
  },
  search: 'Search',
  searching: 'Searching for policies...',
  resultsHeading: 'Search results',
  empty: POLICY_SEARCH_MESSAGES.empty,
  failed: POLICY_SEARCH_MESSAGES.failed,
  previous: 'Previous',
  next: 'Next',
  columns: { policyNumber: 'Policy number', customer: 'Customer', type: 'Type', status: 'Status', effectiveDate: 'Effective date', address: 'Address' },
} as const;

/** Seed 001 §2: 'Showing X to Y of Z results'. */
export const showingText = (from: number, to: number, total: number) =>
  `Showing ${from.toLocaleString('en-US')} to ${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} results`;
