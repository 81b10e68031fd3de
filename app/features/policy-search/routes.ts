import type { PageRoute } from '../../routes/page-route';
import { routes } from '../../routes/paths';

/** Policy Search (seed 001 §2): /customerservice/policy-search (/policy-search redirects here). */
export const policySearchRoutes: PageRoute[] = [
  {
    path: routes.customerService.policySearch(),
    load: async () => ({ Component: (await import('./PolicySearchPage')).PolicySearchPage }),
  },
];
