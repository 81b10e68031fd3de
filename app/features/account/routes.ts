import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** The customer's account: its home (or sign-in), the e-mailed link's page, and their requests, their policies. */
export const accountRoutes: PageRoute[] = [
  { ...PAGES.account, load: async () => ({ Component: (await import('./AccountPage')).AccountPage }) },
  { ...PAGES.accountSignIn, load: async () => ({ Component: (await import('./SignInLinkPage')).SignInLinkPage }) },
  { ...PAGES.accountRequests, load: async () => ({ Component: (await import('./MyRequestsPage')).MyRequestsPage }) },
  { ...PAGES.accountPolicies, load: async () => ({ Component: (await import('./MyPoliciesPage')).MyPoliciesPage }) },
  { ...PAGES.accountQuotes, load: async () => ({ Component: (await import('./MyQuotesPage')).MyQuotesPage }) },
];
