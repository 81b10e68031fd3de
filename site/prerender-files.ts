/** Where the build puts the prerendered pages and how the server finds them (app/prerender writes them, bff serves them). */

/** Inside the static dir, a dot-folder: never served as files. */
export const PRERENDER_DIR = '.prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';
/** The app's empty root in index.html, which a prerendered page fills. */
export const ROOT_PLACEHOLDER = '<div id="root"></div>';

/**
 * index.html's placeholders for the page's own address and the site's (canonical link, og:url, og:image, the
 * structured data): the server fills them in from PUBLIC_BASE_URL, or the agency's site address.
 */
export const CANONICAL_URL_PLACEHOLDER = '__CANONICAL_URL__';
export const SITE_URL_PLACEHOLDER = '__SITE_URL__';

/**
 * A prerendered page's stylesheet, linked without an address so nothing asks for it before the first paint (the
 * page's own rules are inlined); the attribute holds the address, which the app gives the link when it starts.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';
