import { POLICY_SEARCH_MESSAGES } from '@contracts/policies';

/** The words of the Policy Search page (seed 001 §2, §5, §8); the messages come from the contract. */
export const POLICY_SEARCH_CONTENT = {
  title: 'Policy Search',
  intro: 'Look up your policy by its number and your last name, or by your name and ZIP code.',
  tabs: { policyNumber: 'Policy Number', customerName: 'Customer Name' },
  fields: {
    policyNumber: { label: 'Policy number', placeholder: 'e.g. HO12345678', hint: 'The whole number, as it is printed on your policy.' },
    lastName: { label: 'Last name', placeholder: 'e.g. Smith', hint: "The policyholder's last name." },
    customerName: { label: 'Customer name', placeholder: 'e.g. John Smith', hint: "The policyholder's first and last name." },
    zip: { label: 'ZIP code', placeholder: 'e.g. 33602', hint: 'The ZIP code on the policy.' },
  },
  /** Why the search asks for two things: a policy is personal, so it is shown only to someone who knows it. */
  privacy: 'To keep policies private, we show a policy only to someone who knows two things about it. Details you did not enter stay hidden.',
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
