/**
 * Every page of the site, as an address pattern and, where the pattern alone is not enough, a rule on its
 * params; the described submission forms' pages are their descriptors' (contracts/forms). The browser's route
 * table gives each its code (app/routes/page-routes.ts); the server answers any other path with status 404,
 * and lets partners frame only the embed pages. Free of React and of any feature's content, so both sides
 * read it.
 */
import { pathWithoutLocale } from './locales';
import { QUOTE_CAMPAIGNS, routes, type CarrierDirectoryType } from './paths';

export type PagePattern = {
  /** A react-router path pattern: static segments and :params. */
  path: string;
  /** A further rule on the params; a path it refuses is not found. */
  accepts?: (params: Record<string, string>) => boolean;
  /** A public page for search engines: listed in /sitemap.xml (forms, the portal's tools and private pages are not). */
  indexed?: true;
  /**
   * The page is written in Spanish too, at /es and its address (site/locales.ts), or, given a rule, those of
   * its addresses the rule accepts; any other /es address leads to the English page.
   */
  spanish?: true | ((params: Record<string, string>) => boolean);
};

const CARRIER_DIRECTORY_TYPES: readonly CarrierDirectoryType[] = ['payment', 'claim'];

/** Seed 001 §2: the directory is for payments or claims; any other type is an unknown page. */
export const isCarrierDirectoryType = (value: string | undefined): value is CarrierDirectoryType =>
  CARRIER_DIRECTORY_TYPES.includes(value as CarrierDirectoryType);

/** Letters, digits and single hyphens between them; at most this long. */
const PRODUCT_TYPE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const PRODUCT_TYPE_MAX_LENGTH = 48;

/**
 * The words of a /products/{productType} name without the word insurance ('classic-car-insurance' →
 * classic, car), or null when the name is not acceptable: anything but letters, digits and single hyphens,
 * too long, or nothing left but digits (/products/insurance, /products/123).
 */
export function productTypeWords(productType: string): string[] | null {
  if (productType.length > PRODUCT_TYPE_MAX_LENGTH || !PRODUCT_TYPE_PATTERN.test(productType)) return null;
  const words = productType
    .toLowerCase()
    .split('-')
    .map((word) => (word === 'insurance' ? '' : word.replace(/insurance$/, '')))
    .filter(Boolean);
  return words.some((word) => /[a-z]/.test(word)) ? words : null;
}

/**
 * The described forms' pages (their descriptors', contracts/forms) that are written in Spanish, as `spanish`
 * marks the pages here.
 */
export const SPANISH_FORM_PATHS: readonly string[] = [
  routes.customerService.policyChanges.auto(),
  routes.customerService.policyChanges.cancellation(),
  routes.customerService.policyChanges.home(),
  `${routes.customerService.policyChanges()}/mailing-address`,
  routes.customerService.policyChanges.mortgagee(),
  routes.customerService.policyChanges.other(),
  routes.customerService.lenderRequests.coverage(),
  routes.customerService.lenderRequests.mortgagee(),
  routes.customerService.lenderRequests.proof(),
  routes.customerService.documentManagement(),
];

export const PAGES = {
  home: { path: routes.home(), indexed: true, spanish: true },
  chooseProducts: { path: routes.chooseProducts(), indexed: true, spanish: true },
  aboutUs: { path: routes.aboutUs(), indexed: true, spanish: true },
  privacy: { path: routes.privacy(), indexed: true, spanish: true },
  accessibility: { path: routes.accessibility(), indexed: true, spanish: true },
  terms: { path: routes.terms(), indexed: true, spanish: true },
  // Seed 000 §2.1: /quotes/{productType} for the 8 product types, and /quotes/{id}?productType=... for any other id.
  quoteById: { path: '/quotes/:id', spanish: true },
  standardQuote: { path: '/quotes/standard/:productType', spanish: true },
  // Only the three campaigns; any other first segment is not found.
  campaignQuote: {
    path: '/quotes/:campaign/:productType',
    accepts: ({ campaign }) => (QUOTE_CAMPAIGNS as readonly string[]).includes(campaign ?? ''),
    spanish: true,
  },
  guardianAngelQuoteForm: { path: routes.guardianAngelQuoteForm(), spanish: true },
  standardized: { path: routes.standardized(), spanish: true },
  embeddedGuardianAngelQuoteForm: { path: routes.embed.guardianAngelQuoteForm(), spanish: true },
  embeddedStandardized: { path: routes.embed.guardianAngelQuoteFormStandardized(), spanish: true },
  // The fixed pet page; react-router ranks this static path above /products/:productType.
  petInsurance: { path: routes.products.petInsurance(), indexed: true, spanish: true },
  productGuide: { path: '/products/:productType', accepts: ({ productType }) => productTypeWords(productType ?? '') !== null, indexed: true, spanish: true },
  customerService: { path: routes.customerServicePage(), indexed: true, spanish: true },
  policyChanges: { path: routes.customerService.policyChanges(), indexed: true, spanish: true },
  lenderRequests: { path: routes.customerService.lenderRequests(), indexed: true, spanish: true },
  // make-claim and make-payment are redirects (site/redirects.ts), matched before this pattern.
  carrierDirectory: {
    path: '/customerservice/carrier-directory/:directoryType',
    accepts: ({ directoryType }) => isCarrierDirectoryType(directoryType),
    indexed: true,
    spanish: true,
  },
  carrierServices: { path: routes.carrierServices(), indexed: true, spanish: true },
  policySearch: { path: routes.customerService.policySearch(), spanish: true },
  // The described submission forms' pages are their descriptors' (contracts/forms/form-pages.ts).
  requestStatus: { path: routes.requestStatus(), spanish: true },
  citizens: { path: routes.customerService.citizens(), indexed: true, spanish: true },
  // Seed 001 §2: any formType is a page (unknown ones get the default heading); lower-case letters, digits, hyphens.
  citizensUpload: { path: '/customerservice/citizens-upload/:formType', accepts: ({ formType }) => /^[a-z0-9-]{1,50}$/.test(formType ?? ''), spanish: true },
  signing: { path: '/sign/:token', accepts: ({ token }) => /^[A-Za-z0-9_-]{43}$/.test(token ?? ''), spanish: true },
  verify: { path: routes.verify(), spanish: true },
  confirmEmail: { path: routes.confirmEmail(), spanish: true },
  account: { path: routes.account(), spanish: true },
  accountSignIn: { path: routes.account.signIn(), spanish: true },
  accountRequests: { path: routes.account.requests(), spanish: true },
  accountPolicies: { path: routes.account.policies(), spanish: true },
  accountQuotes: { path: routes.account.quotes(), spanish: true },
  finishForm: { path: routes.finishForm(), spanish: true },
} satisfies Record<string, PagePattern>;

/**
 * The back office (/admin), for signed-in staff: outside the site's frame, never prerendered, indexed or
 * logged as visits (robots.txt keeps /admin out too).
 */
export const BACK_OFFICE_PAGES = {
  signIn: { path: '/admin/sign-in' },
  setup: { path: routes.admin.setup() },
  inbox: { path: '/admin' },
  submission: { path: '/admin/submissions/:referenceNumber' },
  staff: { path: routes.admin.staff() },
  leads: { path: routes.admin.leads() },
  callbacks: { path: routes.admin.callbacks() },
  carriers: { path: routes.admin.carriers() },
  policies: { path: routes.admin.policies() },
  mail: { path: routes.admin.mail() },
  password: { path: routes.admin.password() },
} satisfies Record<string, PagePattern>;

/** The params of a path under a pattern, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    const actual = pathSegments[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

const matches = (page: PagePattern, pathname: string) => {
  const params = matchPattern(page.path, pathname);
  return params !== null && (page.accepts?.(params) ?? true);
};

/** Whether a path shows a page (anything else shows the not-found page, with status 404). */
export const isPagePath = (pathname: string): boolean =>
  [...Object.values<PagePattern>(PAGES), ...Object.values<PagePattern>(BACK_OFFICE_PAGES)].some((page) => matches(page, pathname));

/**
 * Pages whose address carries a secret (the signing page's token): shown bare (they sit in our own frame),
 * never logged as visits, never prerendered.
 */
export const isPrivatePagePath = (pathname: string): boolean => matches(PAGES.signing, pathname);

/** The embedded quote forms (seed 000 §2.1): the only pages a partner's site may show in a frame. */
export const isEmbedPagePath = (pathname: string): boolean => {
  // In either language: /embed/... and /es/embed/....
  const pagePath = pathWithoutLocale(pathname);
  return matches(PAGES.embeddedGuardianAngelQuoteForm, pagePath) || matches(PAGES.embeddedStandardized, pagePath);
};

/** Whether a page (an address without its language prefix) is written in Spanish too. */
export const isSpanishPagePath = (pathname: string): boolean =>
  SPANISH_FORM_PATHS.includes(pathname) ||
  Object.values<PagePattern>(PAGES).some((page) => {
    if (!page.spanish || !matches(page, pathname)) return false;
    return page.spanish === true || page.spanish(matchPattern(page.path, pathname)!);
  });
