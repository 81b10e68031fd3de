/**
 * Every endpoint that writes, or searches personal data, and how often it may be called: per client (an
 * IPv4 address or an IPv6 /64) and across the whole site, per minute. Each figure can be set in the
 * environment as `{envPrefix}_RATE_LIMIT_PER_MINUTE` and `{envPrefix}_SITE_RATE_LIMIT_PER_MINUTE`; 0 turns
 * that limit off. A described submission form (contracts/forms) brings its own, under its name; another new
 * endpoint that writes adds its line here and `rateLimited(...)` in its route.
 */
import { SUBMISSION_FORMS } from '@contracts/forms';

type EndpointLimits = { envPrefix: string; perClientPerMinute: number; sitePerMinute: number };
type LimitsOf<Forms extends readonly { name: string; rateLimit: EndpointLimits }[]> = { [Form in Forms[number] as Form['name']]: EndpointLimits };

/** Each described form's, under its name. */
const SUBMISSION_FORM_LIMITS = Object.fromEntries(SUBMISSION_FORMS.map((form) => [form.name, form.rateLimit])) as LimitsOf<typeof SUBMISSION_FORMS>;

const ENDPOINT_LIMITS = {
  /** A person sends one or two; 20 leaves room for an office or a mobile network behind one address. */
  quoteRequests: { envPrefix: 'QUOTE', perClientPerMinute: 20, sitePerMinute: 300 },
  /** A person searching and paging makes a few; it also slows guessing the second factor. */
  policySearch: { envPrefix: 'POLICY_SEARCH', perClientPerMinute: 30, sitePerMinute: 1200 },
  receipts: { envPrefix: 'RECEIPT', perClientPerMinute: 10, sitePerMinute: 60 },
  /** One per page shown. */
  visits: { envPrefix: 'VISIT', perClientPerMinute: 120, sitePerMinute: 6000 },
  errorReports: { envPrefix: 'ERROR_REPORT', perClientPerMinute: 10, sitePerMinute: 300 },
  /** Looks up a request by two factors: a person checks one or two; it also slows guessing. */
  requestStatus: { envPrefix: 'REQUEST_STATUS', perClientPerMinute: 10, sitePerMinute: 300 },
  /** The state-insurer upload: each carries a document and makes a PDF of it. */
  documentUploads: { envPrefix: 'DOCUMENT_UPLOAD', perClientPerMinute: 5, sitePerMinute: 60 },
  /** Signing links, event subscriptions and the signing page's calls: a few per document. */
  signing: { envPrefix: 'SIGNING', perClientPerMinute: 30, sitePerMinute: 600 },
  /** A person confirms an address once or twice; the tokens (256 bits) cannot be guessed anyway. */
  addressProofs: { envPrefix: 'ADDRESS_PROOF', perClientPerMinute: 10, sitePerMinute: 300 },
  /** A person checks a PDF or two; it also keeps the hash lookup from being a free oracle. */
  verifyDocument: { envPrefix: 'VERIFY_DOCUMENT', perClientPerMinute: 10, sitePerMinute: 300 },
  /**
   * Staff sign-in, set-up and password changes, per client (a browser signed in on before counts on its own, not
   * with its address); attempts on an account also wait after failures (STAFF_SIGN_IN_MAX_FAILURES).
   */
  staffSignIn: { envPrefix: 'STAFF_SIGN_IN', perClientPerMinute: 10, sitePerMinute: 300 },
  /**
   * Customer sign-in: asking for a link, following one, passkey sign-in. A person asks once or twice; links to
   * one address are limited apart (SIGN_IN_LINKS_PER_ADDRESS_PER_DAY), and the tokens cannot be guessed anyway.
   */
  accountSignIn: { envPrefix: 'ACCOUNT_SIGN_IN', perClientPerMinute: 10, sitePerMinute: 300 },
  /** What a signed-in customer changes (profile, passkeys, policies, quotes), sign-out, and their live-update subscriptions. */
  accountWrites: { envPrefix: 'ACCOUNT_WRITE', perClientPerMinute: 30, sitePerMinute: 1200 },
  /**
   * A person's messages on their requests, each with an optional document; a person is also held to
   * MESSAGES_PER_PERSON_PER_HOUR on all their requests together, whatever network they write from.
   */
  requestMessages: { envPrefix: 'REQUEST_MESSAGE', perClientPerMinute: 10, sitePerMinute: 600 },
  /** Keeping a form to finish later, and opening its link: a person does it once or twice per form. */
  formDrafts: { envPrefix: 'FORM_DRAFT', perClientPerMinute: 5, sitePerMinute: 120 },
  /** What signed-in staff change (statuses, assignments, carriers, mail retries). */
  staffWrites: { envPrefix: 'STAFF_WRITE', perClientPerMinute: 120, sitePerMinute: 2000 },
} as const;

export const RATE_LIMITED_ENDPOINTS: typeof ENDPOINT_LIMITS & typeof SUBMISSION_FORM_LIMITS = { ...ENDPOINT_LIMITS, ...SUBMISSION_FORM_LIMITS };

export type RateLimitedEndpoint = keyof typeof RATE_LIMITED_ENDPOINTS;

export type EndpointRateLimits = { perClientPerMinute: number; sitePerMinute: number };

export const rateLimitEnvNames = (endpoint: RateLimitedEndpoint) => {
  const prefix = RATE_LIMITED_ENDPOINTS[endpoint].envPrefix;
  return { perClient: `${prefix}_RATE_LIMIT_PER_MINUTE`, site: `${prefix}_SITE_RATE_LIMIT_PER_MINUTE` };
};
