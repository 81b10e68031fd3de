import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Policy Search (seed 001 §2): /customerservice/policy-search (/policy-search redirects here). */
export const policySearchRoutes: PageRoute[] = [
  {
    ...PAGES.policySearch,
    load: async () => ({ Component: (await import('./PolicySearchPage')).PolicySearchPage }),
  },
];
