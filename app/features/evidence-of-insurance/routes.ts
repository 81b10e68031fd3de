import type { PageRoute } from '../../routes/page-route';
import { routes } from '../../routes/paths';

/** Request Evidence of Insurance (lender): seed 001 §2. */
export const evidenceOfInsuranceRoutes: PageRoute[] = [
  {
    path: routes.customerService.lenderRequests.proof(),
    load: async () => ({ Component: (await import('./EvidenceOfInsurancePage')).EvidenceOfInsurancePage }),
  },
];
