import { AGENCY } from '@site/agency';

/** The home page's words (seed 000 §2.2). */
export const HOME_CONTENT = {
  pageTitle: AGENCY.tagline,
  hero: {
    eyebrow: 'The #1 insurtech agency in the USA',
    heading: AGENCY.tagline,
    text: 'Compare home, auto, flood, life, Medicare and more from top-rated insurers. Tell us what you need and a licensed expert gets back to you within 24 hours.',
    cta: 'GET A QUOTE',
    trustPoints: ['Licensed agents', 'Top-rated insurers', 'Reply within 24 hours'],
  },
  productsIntro: 'Pick what you need: bundling policies with one agency is often the simplest way to save.',
  states: {
    heading: 'States We Serve',
    text: 'Licensed agents place home, auto, flood, life and business cover wherever you live, move or own property in the states we serve.',
    listToggle: 'See all the states we serve',
    mapLabelPrefix: 'Map of the United States:',
  },
  connect: {
    heading: 'Connect with Us Today!',
    text: 'Questions about a policy, a payment or a claim? We are here to help.',
    customerService: {
      title: 'Customer Service',
      text: 'Payments, claims, policy changes, documents and live chat.',
      action: 'Customer Service',
    },
    callAgent: {
      title: 'Call an Agent',
      text: `Talk to a licensed agent. Phone ${AGENCY.hours.phone}.`,
      action: 'Call an Agent',
    },
  },
} as const;

export const CHOOSE_PRODUCTS_CONTENT = {
  pageTitle: 'Choose Your Products',
  eyebrow: 'Get a Quote',
  text: 'Choose a product to start your quote. A licensed expert reviews every request and contacts you within 24 hours with quotes from top-rated insurers.',
  help: 'Not sure what you need?',
  helpAction: `Call ${AGENCY.phone}`,
} as const;

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
