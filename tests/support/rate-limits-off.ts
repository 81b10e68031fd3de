import { RATE_LIMITED_ENDPOINTS, rateLimitEnvNames, type RateLimitedEndpoint } from '../../bff/services/rate-limits/endpoints';

/**
 * Every rate limit off, as environment settings: the suites send far more requests a minute, from one
 * address, than a person would. A suite about a limit sets its own on top.
 */
export const RATE_LIMITS_OFF: Record<string, string> = Object.fromEntries(
  (Object.keys(RATE_LIMITED_ENDPOINTS) as RateLimitedEndpoint[]).flatMap((endpoint) => Object.values(rateLimitEnvNames(endpoint)).map((name) => [name, '0'])),
);
