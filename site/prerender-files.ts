/** Where the build puts the prerendered pages and how the server finds them (app/prerender writes them, bff serves them). */

/** Inside the static dir, a dot-folder: never served as files. */
export const PRERENDER_DIR = '.prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';
/** The app's empty root in index.html, which a prerendered page fills. */
export const ROOT_PLACEHOLDER = '<div id="root"></div>';
