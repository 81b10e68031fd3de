/**
 * Where the CSRF token travels, without the contract's schemas (code on every page reads these, and the
 * schemas are not part of a page's first download).
 */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_MISMATCH_MESSAGE = 'Your session has expired. Please reload the page and try again.';
