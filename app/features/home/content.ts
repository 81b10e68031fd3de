import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The words of the site search that the home page says before the search's own chunk has loaded (the page's
 * title and the loader's name): the rest are search/text.ts's, loaded with the search.
 */
export const SEARCH_PAGE_TEXT = defineCatalogue(
  'search-page',
  {
    heading: 'Search results for "{query}"',
    searching: 'Searching',
  },
  {
    heading: 'Resultados de búsqueda para "{query}"',
    searching: 'Buscando',
  },
);
