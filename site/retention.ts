/**
 * How long the records that pile up by themselves are kept, by default (bff/config.ts and the sweeps of
 * bff/services/retention.ts read these; the privacy notice states them).
 */
export const RETENTION_DAYS = {
  visits: 90,
  errorReports: 30,
  liveEvents: 7,
} as const;
