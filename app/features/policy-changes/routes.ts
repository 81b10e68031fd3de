import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** The policy change forms of seed 002 (the customer's and the lender's). */
export const policyChangeRoutes: PageRoute[] = [
  {
    ...PAGES.mortgageeChange,
    load: async () => ({ Component: (await import('./mortgagee/MortgageeChangePage')).CustomerMortgageeChangePage }),
  },
  {
    ...PAGES.lenderMortgageeChange,
    load: async () => ({ Component: (await import('./mortgagee/MortgageeChangePage')).LenderMortgageeChangePage }),
  },
  {
    ...PAGES.otherChange,
    load: async () => ({ Component: (await import('./other/OtherChangePage')).OtherChangePage }),
  },
  {
    ...PAGES.homeChange,
    load: async () => ({ Component: (await import('./home/HomeChangePage')).CustomerHomeChangePage }),
  },
  {
    ...PAGES.lenderCoverageChange,
    load: async () => ({ Component: (await import('./home/HomeChangePage')).LenderCoverageChangePage }),
  },
  {
    ...PAGES.cancellation,
    load: async () => ({ Component: (await import('./cancellation/CancellationPage')).CancellationPage }),
  },
  {
    ...PAGES.autoChange,
    load: async () => ({ Component: (await import('./auto/AutoChangePage')).CustomerAutoChangePage }),
  },
];
