/**
 * The address a prerendered page is kept under: its path, and the one query a link to it may carry, the product a
 * quote link names (/quotes/home?productType=Home+Insurance). Any other query (a campaign's utm_*, a site search)
 * may change what the page shows, so such an address has no prerendered page: the browser draws it.
 */
const PRERENDERED_QUERY_KEY = 'productType';

/** The key for a path and its query ('' or '?...'), written as the site's links write it; undefined when the query rules a prerendered page out. */
export function prerenderedAddress(pathname: string, search: string): string | undefined {
  const query = new URLSearchParams(search);
  const keys = [...query.keys()];
  if (keys.length === 0) return pathname;
  if (keys.length > 1 || keys[0] !== PRERENDERED_QUERY_KEY) return undefined;
  return `${pathname}?${new URLSearchParams({ [PRERENDERED_QUERY_KEY]: query.get(PRERENDERED_QUERY_KEY)! })}`;
}

/** A prerendered address's path and query ('' or '?...'). */
export function splitAddress(address: string): { pathname: string; search: string } {
  const at = address.indexOf('?');
  return at < 0 ? { pathname: address, search: '' } : { pathname: address.slice(0, at), search: address.slice(at) };
}
