/**
 * The CSRF token. The server puts it in the page (meta csrf-token) and in the XSRF-TOKEN cookie;
 * every state-changing call sends it back in the X-CSRF-TOKEN header. Missing or wrong: 419.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { API_PATHS } from './api-paths';

export { CSRF_COOKIE, CSRF_COOKIE_SECURE, CSRF_HEADER, CSRF_META_NAME, CSRF_MISMATCH_MESSAGE, csrfCookieName } from './csrf-names';

const c = initContract();

export const csrfContract = c.router({
  getCsrfToken: {
    method: 'GET',
    path: API_PATHS.csrfToken,
    summary: 'Get a CSRF token (also set as the XSRF-TOKEN cookie, __Host-XSRF-TOKEN where cookies are Secure)',
    responses: { 200: z.object({ token: z.string() }) },
    strictStatusCodes: true,
  },
});
