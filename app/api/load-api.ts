/**
 * The API client for code on every page (visit logging, error reporting): loaded after the page, so the
 * contract's schemas are not part of the first download. Pages with forms import `api` from ./client.
 */
export const loadApi = () => import('./client').then((module) => module.api);
