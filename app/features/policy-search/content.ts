import { POLICY_SEARCH_MESSAGES } from '@contracts/policies';

/** The words of the Policy Search page (seed 001 §2, §5, §8); the messages come from the contract. */
export const POLICY_SEARCH_CONTENT = {
  title: 'Policy Search',
  intro: 'Look up your policy by its number and your last name, or by your name and ZIP code.',
  search: 'Search',
  searching: 'Searching for policies...',
  resultsHeading: 'Search results',
  empty: POLICY_SEARCH_MESSAGES.empty,
  failed: POLICY_SEARCH_MESSAGES.failed,
  previous: 'Previous',
  next: 'Next',
  columns: { policyNumber: 'Policy number', customer: 'Customer', type: 'Type', status: 'Status', effectiveDate: 'Effective date', location: 'Location' },
  /** Said before the visible last four characters of a masked policy number. */
  maskedNumber: 'Policy number ending in',
} as const;

/** Seed 001 §2: 'Showing X to Y of Z results'. */
export const showingText = (from: number, to: number, total: number) =>
  `Showing ${from.toLocaleString('en-US')} to ${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} results`;
