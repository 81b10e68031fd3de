/**
 * The CSRF token. The server puts it in the page (meta csrf-token) and in the XSRF-TOKEN cookie;
 * every state-changing call sends it back in the X-CSRF-TOKEN header. Missing or wrong: 419.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_MISMATCH_MESSAGE = 'Your session has expired. Please reload the page and try again.';

const c = initContract();

export const csrfContract = c.router({
  getCsrfToken: {
    method: 'GET',
    path: '/api/csrf-token',
    summary: 'Get a CSRF token (also set as the XSRF-TOKEN cookie)',
    responses: { 200: z.object({ token: z.string() }) },
    strictStatusCodes: true,
  },
});
