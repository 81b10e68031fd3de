import type { ProductDisplayName } from '@contracts/products';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { routes } from '@site/paths';
import { guideSearchEntries } from './guides/search-entries';
import type { SiteSearchEntry } from './site-search';

/**
 * The site index that the site search (/?search=..., sent by the 404 page) looks through: the product
 * guides (from the guide content), the quote pages, the customer service portal and About Us. Built from
 * our own content and route helpers only.
 */

const quotePage = (quoteId: string, productType: ProductDisplayName, keywords: string[]): SiteSearchEntry => ({
  title: `${productType} Quote`,
  description: `Request a ${productType.toLowerCase()} quote. An expert contacts you within 24 hours with quotes from top-rated insurers.`,
  href: routes.quotes.simple(quoteId, productType),
  keywords: ['quote', 'price', 'rates', ...keywords],
});

export const QUOTE_SEARCH_ENTRIES: SiteSearchEntry[] = [
  {
    title: 'Get a Quote',
    description: 'Select products to bundle & save: home, auto, flood, Medicare, life, pet and business insurance, plus home and auto warranties.',
    href: routes.chooseProducts(),
    keywords: ['quote', 'products', 'bundle', 'save', 'compare', 'rates', 'insurance', 'warranty'],
  },
  quotePage('home', 'Home Insurance', ['homeowners', 'house', 'property', 'condo']),
  quotePage('auto', 'Auto Insurance', ['car', 'vehicle', 'driver', 'motorcycle']),
  quotePage('flood', 'Flood Insurance', ['flood zone', 'nfip', 'water']),
  quotePage('medicare', 'Medicare', ['health', 'medicare advantage', 'supplement', 'drug plan', 'seniors']),
  quotePage('life', 'Life Insurance', ['term life', 'whole life', 'family']),
  quotePage('pet', 'Pet Insurance', ['dog', 'cat', 'vet']),
  quotePage('commercial', 'Business Insurance', ['commercial', 'liability', 'company', 'workers compensation']),
  quotePage('umbrella', 'Umbrella Insurance', ['liability', 'excess']),
];

export const PORTAL_SEARCH_ENTRIES: SiteSearchEntry[] = [
  {
    title: 'Customer Service',
    description: 'Pay a premium, file a claim, request a policy change, chat with us live or look up your policy.',
    href: routes.customerServicePage(),
    keywords: ['help', 'support', 'service', 'portal', 'payment', 'claim', 'live chat', 'contact'],
  },
  {
    title: 'Policy Search',
    description: 'Look up a policy by its policy number or the customer’s name.',
    href: routes.customerService.policySearch(),
    keywords: ['policy number', 'find my policy', 'lookup', 'customer name'],
  },
  {
    title: 'Make a Payment',
    description: 'Find your carrier’s billing phone, overnight payment address and online payment page.',
    href: routes.customerService.carrierDirectory('payment'),
    keywords: ['pay', 'payment', 'bill', 'billing', 'premium', 'carrier directory', 'carriers'],
  },
  {
    title: 'File a Claim',
    description: 'Find your carrier’s claims phone number and website to start a claim.',
    href: routes.customerService.carrierDirectory('claim'),
    keywords: ['claim', 'claims', 'damage', 'accident', 'loss', 'carrier directory', 'carriers'],
  },
  {
    title: 'Policy Changes',
    description: 'Request a change to your policy: mortgagee, home, auto, mailing address or other changes, or a cancellation.',
    href: routes.customerService.policyChanges(),
    keywords: ['change', 'update', 'endorsement', 'mortgagee', 'cancellation', 'vehicle', 'driver', 'address'],
  },
  {
    title: 'Mortgagee Changes',
    description: 'Add, replace or remove the mortgage company or lender named on your home policy.',
    href: routes.customerService.policyChanges.mortgagee(),
    keywords: ['mortgagee', 'mortgage', 'lender', 'loan', 'bank', 'refinance'],
  },
  {
    title: 'Home Insurance Changes',
    description: 'Change the coverage, deductible, address or people on your home insurance policy.',
    href: routes.customerService.policyChanges.home(),
    keywords: ['home', 'homeowners', 'coverage', 'deductible', 'policy change'],
  },
  {
    title: 'Auto Policy Changes',
    description: 'Add or remove a vehicle or a driver, or change the coverage on your auto policy.',
    href: routes.customerService.policyChanges.auto(),
    keywords: ['auto', 'car', 'vehicle', 'driver', 'policy change'],
  },
  {
    title: 'Cancellation Request',
    description: 'Ask us to cancel a policy on the date you choose.',
    href: routes.customerService.policyChanges.cancellation(),
    keywords: ['cancel', 'cancellation', 'stop', 'end policy'],
  },
  {
    title: 'Mailing Address Change',
    description: 'Tell us where to send your policy documents and bills.',
    // Only its descriptor names the page.
    href: MAILING_ADDRESS_FORM.pages[0]!.path,
    keywords: ['mailing address', 'address', 'moved', 'mail', 'bills', 'policy change'],
  },
  {
    title: 'Other Policy Changes',
    description: 'Any other change to your policy that the other forms do not cover.',
    href: routes.customerService.policyChanges.other(),
    keywords: ['change', 'request', 'other'],
  },
  {
    title: 'Lender Requests',
    description: 'For lenders and mortgagees: request a mortgagee change, a coverage change or proof of insurance.',
    href: routes.customerService.lenderRequests(),
    keywords: ['lender', 'mortgagee', 'bank', 'lender portal', 'evidence of insurance'],
  },
  {
    title: 'Request Proof of Insurance',
    description: 'Lenders request evidence of insurance for a borrower’s policy.',
    href: routes.customerService.lenderRequests.proof(),
    keywords: ['proof', 'evidence of insurance', 'lender', 'mortgagee', 'certificate'],
  },
  {
    title: 'Request Coverage Change',
    description: 'Lenders request a change to the coverage on a borrower’s policy.',
    href: routes.customerService.lenderRequests.coverage(),
    keywords: ['lender', 'coverage', 'mortgagee'],
  },
  {
    title: 'Document Management',
    description: 'Download our forms, or upload documents for your policy.',
    href: routes.customerService.documentManagement(),
    keywords: ['documents', 'forms', 'upload', 'download', 'files'],
  },
  {
    title: 'State-Insurer Letter Help',
    description: 'Received a letter from Florida’s state-backed insurer? Help with policy depopulation, proof of residency and proof of flood coverage.',
    href: routes.customerService.citizens(),
    keywords: ['citizens', 'florida', 'letter', 'depopulation', 'proof of residency', 'flood coverage', 'state insurer'],
  },
];

export const ABOUT_SEARCH_ENTRIES: SiteSearchEntry[] = [
  {
    title: 'About Us',
    description: 'Who we are: ten member companies, and a flood agency across 49 states with 10+ flood carriers and 20+ programs.',
    href: routes.aboutUs(),
    keywords: ['about', 'company', 'companies', 'members', 'who we are', 'flood agency', 'franchise', 'agency'],
  },
];

/** Entries in order of preference; a later entry with the same address as an earlier one is dropped. */
export function buildSiteIndex(...groups: SiteSearchEntry[][]): SiteSearchEntry[] {
  const seen = new Set<string>();
  return groups.flat().filter((entry) => !seen.has(entry.href) && seen.add(entry.href));
}

export const SITE_INDEX: SiteSearchEntry[] = buildSiteIndex(guideSearchEntries, QUOTE_SEARCH_ENTRIES, PORTAL_SEARCH_ENTRIES, ABOUT_SEARCH_ENTRIES);

/** What kind of page an entry is, from its address (for the results' labels). */
export function siteSectionOf(href: string): string {
  const [path = ''] = href.split('?');
  if (path.startsWith('/products/')) return 'Product guide';
  if (path.startsWith('/customerservice/lender-requests')) return 'Lender portal';
  if (path.startsWith('/customerservice')) return 'Customer service';
  if (path.startsWith('/quotes/') || path === routes.chooseProducts()) return 'Get a quote';
  if (path === routes.aboutUs()) return 'About us';
  return 'Page';
}
