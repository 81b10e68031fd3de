import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Customer service (seed 001 §2): the home, the two request menus, the carrier directory and the older carrier page. */
export const customerServiceRoutes: PageRoute[] = [
  {
    ...PAGES.customerService,
    load: async () => ({ Component: (await import('./home/CustomerServicePage')).CustomerServicePage }),
  },
  {
    ...PAGES.policyChanges,
    load: async () => ({ Component: (await import('./menus/PolicyChangesMenuPage')).PolicyChangesMenuPage }),
  },
  {
    ...PAGES.lenderRequests,
    load: async () => ({ Component: (await import('./menus/LenderRequestsMenuPage')).LenderRequestsMenuPage }),
  },
  {
    ...PAGES.carrierDirectory,
    load: async () => ({ Component: (await import('./carrier-directory/CarrierDirectoryPage')).CarrierDirectoryPage }),
  },
  {
    ...PAGES.carrierServices,
    load: async () => ({ Component: (await import('./carrier-services/CarrierServicesPage')).CarrierServicesPage }),
  },
];
