/**
 * Seed 000 §4: the four states of the agency's business hours. The app computes the state from the clock;
 * the design system only shows it.
 */
export const BUSINESS_STATUSES = ['open', 'closing-soon', 'opening-soon', 'closed'] as const;

export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
