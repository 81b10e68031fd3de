/**
 * The typed client of any part of the API contract, every call made alike (agencyFetch). A page builds its client
 * from the routes it calls (`clientFor(quoteRequestsContract)`): importing the whole contract evaluates every
 * route's schemas, the back office's included: on the quote form, 32 KB (gzip) and about 100 ms of a CPU slowed
 * 4x, as Lighthouse's phone is.
 */
import { initClient, tsRestFetchApi, type ApiFetcherArgs, type AppRouter } from '@ts-rest/core';
import { CSRF_HEADER, csrfContract } from '@contracts/csrf';
import { errorReportsContract, type TErrorReportBody } from '@contracts/error-reports';
import { globalNoticeFor } from '../errors/http-errors';
import { notifyError, notifyWarning } from '../errors/notify';
import { reportError } from '../errors/report-error';
import { readCsrfToken } from './csrf-token';
import { pageLanguageHeader } from './page-language';

/** Per-call options besides the contract's own arguments. */
export type CallOptions = {
  /** The caller shows its own message for failures: no global notification. */
  quiet?: boolean;
  /** Do not report failures to /api/error-report (the reporter itself and the visit logger). */
  unreported?: boolean;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Failure = { method: string; path: string; status: number; body: unknown; error?: unknown };

function handleFailure(failure: Failure, options: CallOptions) {
  if (!options.unreported) {
    const message = failure.status ? `HTTP ${failure.status} from ${failure.method} ${failure.path}` : `No response from ${failure.method} ${failure.path}`;
    void reportError(
      {
        formType: 'api',
        message,
        error: failure.error,
        context: { method: failure.method, path: failure.path, status: failure.status },
        response: typeof failure.body === 'object' && failure.body ? (failure.body as Record<string, unknown>) : undefined,
      },
      sendErrorReport,
    );
  }
  const notice = options.quiet ? null : globalNoticeFor(failure.status);
  if (notice) (notice.kind === 'warning' ? notifyWarning : notifyError)(notice);
}

/**
 * Every call: the CSRF header on state-changing methods; every failure reported and, unless the caller
 * handles it, shown as the global notification of seed 000 §8.
 */
async function agencyFetch({ quiet, unreported, ...args }: ApiFetcherArgs & CallOptions) {
  const headers = { ...args.headers, ...pageLanguageHeader() };
  if (!SAFE_METHODS.has(args.method)) {
    // A page served by the BFF carries the token; one served elsewhere (the Vite dev server) asks for it.
    const token = readCsrfToken() ?? (await fetchCsrfToken());
    if (token) headers[CSRF_HEADER] = token;
  }
  const failure = { method: args.method, path: new URL(args.path, window.location.origin).pathname };
  try {
    const response = await tsRestFetchApi({ ...args, headers });
    if (response.status >= 400) handleFailure({ ...failure, status: response.status, body: response.body }, { quiet, unreported });
    return response;
  } catch (error) {
    handleFailure({ ...failure, status: 0, body: null, error }, { quiet, unreported });
    throw error;
  }
}

const CLIENT_ARGS = {
  baseUrl: '',
  baseHeaders: { 'x-requested-with': 'XMLHttpRequest' },
  credentials: 'same-origin',
  throwOnUnknownStatus: false,
  api: agencyFetch,
} as const;

/** The typed client of `contract`'s routes (the whole API's, or one resource's). */
export const clientFor = <Contract extends AppRouter>(contract: Contract) => initClient(contract, CLIENT_ARGS);

const csrfApi = clientFor(csrfContract);
const errorReportsApi = clientFor(errorReportsContract);

/** A token from the server, for a page that carries none (one the Vite dev server served). */
export async function fetchCsrfToken(): Promise<string | undefined> {
  const response = await csrfApi.getCsrfToken({ quiet: true }).catch(() => null);
  return response?.status === 200 ? response.body.token : undefined;
}

/** Sends an error report; its own failure is neither reported nor shown. */
export const sendErrorReport = (body: TErrorReportBody) => errorReportsApi.reportError({ body, quiet: true, unreported: true });
