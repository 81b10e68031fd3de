/**
 * Where catalogues are defined: the folders searched, and how a file that defines one is recognised (by the
 * build's compile step, app/build/, and by the catalogues' test).
 */
export const CATALOGUE_FOLDERS = ['app', 'design-system', 'contracts', 'site'];

const CATALOGUE_CALL = /\bdefineCatalogue\(/;

/** A file that calls defineCatalogue (the module that defines the function itself aside). */
export const definesCatalogue = (file: string, source: string): boolean =>
  CATALOGUE_CALL.test(source) && !file.replaceAll('\\', '/').endsWith('site/i18n/catalogue.ts');
