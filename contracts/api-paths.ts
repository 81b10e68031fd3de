/**
 * The paths of the endpoints that code on every page calls without the typed client (visit logging, error
 * reporting, the CSRF token): the client carries every schema of the contract, too much for a first load.
 * The contract defines these endpoints with the same constants.
 */
export const API_PATHS = {
  csrfToken: '/api/csrf-token',
  logVisit: '/api/log-visit',
  errorReport: '/api/error-report',
} as const;
