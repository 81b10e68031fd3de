export const SEARCH_CONTENT = {
  heading: (query: string) => `Search results for "${query}"`,
  count: (count: number) => (count === 1 ? '1 page matches.' : `${count} pages match.`),
  none: (query: string) => `No pages match "${query}".`,
  noneHelp: 'Check the spelling, try a shorter word, or try one of these searches:',
  suggestions: ['flood', 'auto', 'payment', 'claim', 'policy change', 'medicare'],
  popularHeading: 'Or go straight to a popular page',
  searchAgain: 'Search our site',
  clear: 'Clear search',
} as const;
