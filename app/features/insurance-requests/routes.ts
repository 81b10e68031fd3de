import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Request Evidence of Insurance (lender): seed 001 §2. */
export const insuranceRequestRoutes: PageRoute[] = [
  {
    ...PAGES.insuranceRequest,
    load: async () => ({ Component: (await import('./InsuranceRequestPage')).InsuranceRequestPage }),
  },
];
