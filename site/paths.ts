/**
 * Every route of the three specifications, as typed helpers named as the specs name them
 * (customerService.policyChanges.mortgagee, ...). A path string is written here and nowhere else.
 */

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Seed 000 §2.1: the campaigns allowed in /quotes/{campaign}/{productType}. */
export const QUOTE_CAMPAIGNS = ['quote-slash', 'special-offer', 'tm6c14'] as const;

/** Seed 000 §2.1: the only product types allowed in /quotes/{productType}. */
export const QUOTE_ROUTE_PRODUCT_TYPES = [
  'home-insurance',
  'auto-insurance',
  'flood-insurance',
  'life-insurance',
  'medicare',
  'commercial-insurance',
  'recreational-insurance',
  'umbrella-insurance',
] as const;

export type CarrierDirectoryType = 'payment' | 'claim';
export type CustomerType = 'customer' | 'lender';

export const routes = {
  home: (search?: string) => withQuery('/', { search }),
  chooseProducts: () => '/chooseproducts',
  quotes: {
    simple: (id: string, productType?: string) => withQuery(`/quotes/${encodeURIComponent(id)}`, { productType }),
    standard: (productType: string) => `/quotes/standard/${encodeURIComponent(productType)}`,
    campaign: (campaign: (typeof QUOTE_CAMPAIGNS)[number], productType: string) => `/quotes/${campaign}/${encodeURIComponent(productType)}`,
    byProductType: (productType: (typeof QUOTE_ROUTE_PRODUCT_TYPES)[number], displayName?: string) =>
      withQuery(`/quotes/${productType}`, { productType: displayName }),
  },
  embed: {
    guardianAngelQuoteForm: () => '/embed/guardian-angel-quote-form',
    guardianAngelQuoteFormStandardized: () => '/embed/guardian-angel-quote-form/standardized',
  },
  guardianAngelQuoteForm: () => '/guardian-angel-quote-form',
  standardized: () => '/standardized',
  aboutUs: () => '/aboutus',
  privacy: () => '/privacy',
  accessibility: () => '/accessibility',
  terms: () => '/terms',
  products: {
    petInsurance: () => '/products/pet-insurance',
    guide: (productType: string) => `/products/${encodeURIComponent(productType)}`,
  },
  carrierServices: () => '/carrier-services',
  policySearchShortcut: () => '/policy-search',
  otherChangesShortcut: () => '/other-changes',
  customerServicePage: () => '/customerservice',
  /** The request status page the success screens lead to, with the request's reference filled in. */
  requestStatus: (reference?: string) => withQuery('/dashboard', { reference }),
  /** Our signing page, shown in the upload page's frame: the path carries the link's secret token. */
  signing: (token: string) => `/sign/${encodeURIComponent(token)}`,
  /** Checks that a PDF is one we sealed. */
  verify: () => '/verify',
  /** Where the link to a form kept for later leads (its single-use token after #). */
  finishForm: () => '/finish-form',
  /** Where the link that proves an e-mail address leads (its single-use token after #). */
  confirmEmail: () => '/confirm-email',
  /** The customer's account: sign-in (or, signed in, its home), the e-mailed link's page, their requests. */
  account: Object.assign(() => '/account', {
    signIn: () => '/account/sign-in',
    requests: () => '/account/requests',
    quotes: () => '/account/quotes',
    policies: () => '/account/policies',
  }),
  /** The back office, for signed-in staff. */
  admin: {
    inbox: (query: { kind?: string; status?: string } = {}) => withQuery('/admin', query),
    signIn: (next?: string) => withQuery('/admin/sign-in', { next }),
    setup: () => '/admin/setup',
    /** Administrators: staff, invitations and the audit log. */
    staff: () => '/admin/staff',
    submission: (referenceNumber: string) => `/admin/submissions/${encodeURIComponent(referenceNumber)}`,
    /** Quote requests of a period (from/to YYYY-MM-DD; the last 30 days without). */
    leads: (query: { from?: string; to?: string } = {}) => withQuery('/admin/leads', query),
    /** Win-back callbacks of cancellation requests. */
    callbacks: () => '/admin/callbacks',
    carriers: () => '/admin/carriers',
    policies: () => '/admin/policies',
    mail: (query: { status?: string } = {}) => withQuery('/admin/mail', query),
    /** Any member of staff: changing their own password. */
    password: () => '/admin/password',
  },
  customerService: {
    policySearch: () => '/customerservice/policy-search',
    documentManagement: () => '/customerservice/document-management',
    citizens: () => '/customerservice/citizens',
    citizensUpload: (formType: string) => `/customerservice/citizens-upload/${encodeURIComponent(formType)}`,
    carrierDirectory: (directoryType: CarrierDirectoryType, customerType?: CustomerType) =>
      withQuery(`/customerservice/carrier-directory/${directoryType}`, { customerType }),
    mortgageeChangeShortcut: () => '/customerservice/mortgagee-change',
    policyChanges: Object.assign(() => '/customerservice/policy-changes', {
      mortgagee: () => '/customerservice/policy-changes/mortgagee',
      home: () => '/customerservice/policy-changes/home',
      cancellation: () => '/customerservice/policy-changes/cancellation',
      auto: () => '/customerservice/policy-changes/auto',
      simpleAuto: () => '/customerservice/policy-changes/simple-auto',
      /** A change form with the policy number filled in (`path` one of the change forms' above). */
      forPolicy: (path: string, policyNumber: string) => withQuery(path, { policy: policyNumber }),
      other: () => '/customerservice/policy-changes/other',
    }),
    lenderRequests: Object.assign(() => '/customerservice/lender-requests', {
      mortgagee: () => '/customerservice/lender-requests/mortgagee',
      coverage: () => '/customerservice/lender-requests/coverage',
      proof: () => '/customerservice/lender-requests/proof-of-insurance',
    }),
  },
} as const;
