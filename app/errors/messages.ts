/** Seed 000 §8 "Global handling": the words shown for failures nobody else handles. */
export const GLOBAL_ERROR_MESSAGES = {
  server: "We're experiencing server issues. Please try again later or contact support.",
  notFound: 'The requested resource was not found. Please check your URL and try again.',
  communication: 'An error occurred while communicating with our server. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again or contact support.',
  unhandledRejection: 'An error occurred. Please try again or contact support.',
  initialization: 'We encountered an error initializing this page. Please reload the page or contact support.',
} as const;

/** Seed 000 §9: notices close themselves after 10 s unless said otherwise; the 404 warning after 5 s. */
export const ERROR_NOTICE_MS = 10_000;
export const NOT_FOUND_NOTICE_MS = 5_000;
