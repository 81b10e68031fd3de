import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Request Evidence of Insurance (lender): seed 001 §2. */
export const evidenceOfInsuranceRoutes: PageRoute[] = [
  {
    ...PAGES.evidenceOfInsurance,
    load: async () => ({ Component: (await import('./EvidenceOfInsurancePage')).EvidenceOfInsurancePage }),
  },
];
