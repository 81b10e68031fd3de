import { API_PATHS } from '@contracts/api-paths';
import { CSRF_HEADER } from '@contracts/csrf-names';
import { readCsrfToken } from './csrf-token';

async function fetchCsrfToken(): Promise<string | undefined> {
  try {
    const response = await fetch(API_PATHS.csrfToken, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as { token?: string }).token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A POST for the calls made on every page (visit logging, error reporting), without the typed client and
 * its schemas: the body is typed by the caller from the contract's types, the CSRF header is sent as the
 * client does, and nothing is shown or reported. Resolves with the HTTP status; rejects when no response came.
 */
export async function postQuietly<Body>(path: (typeof API_PATHS)[keyof typeof API_PATHS], body: Body): Promise<number> {
  const token = readCsrfToken() ?? (await fetchCsrfToken());
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  // Read to the end: an unread body keeps the request open in the browser (and the page never idle).
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
