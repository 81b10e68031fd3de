/** Whole dollars as the pages and messages show them: $250,000. */
export const formatDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
