/**
 * Where the CSRF token travels, without the contract's schemas (code on every page reads these, and the
 * schemas are not part of a page's first download).
 */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The cookie's name where cookies are Secure (HTTPS): the __Host- prefix makes the browser refuse it unless
 * it came from this very host over HTTPS, for the whole site, so no sibling subdomain can plant one.
 */
export const CSRF_COOKIE_SECURE = '__Host-XSRF-TOKEN';
export const csrfCookieName = (secure: boolean) => (secure ? CSRF_COOKIE_SECURE : CSRF_COOKIE);
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_MISMATCH_MESSAGE = 'Your session has expired. Please reload the page and try again.';
