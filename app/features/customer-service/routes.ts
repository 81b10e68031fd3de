import type { PageRoute } from '../../routes/page-route';
import { routes } from '../../routes/paths';
import { isCarrierDirectoryType } from './carrier-directory/directory-params';

/** Customer service (seed 001 §2): the home, the two request menus, the carrier directory and the older carrier page. */
export const customerServiceRoutes: PageRoute[] = [
  {
    path: routes.customerServicePage(),
    load: async () => ({ Component: (await import('./home/CustomerServicePage')).CustomerServicePage }),
  },
  {
    path: routes.customerService.policyChanges(),
    load: async () => ({ Component: (await import('./menus/PolicyChangesMenuPage')).PolicyChangesMenuPage }),
  },
  {
    path: routes.customerService.lenderRequests(),
    load: async () => ({ Component: (await import('./menus/LenderRequestsMenuPage')).LenderRequestsMenuPage }),
  },
  {
    // make-claim and make-payment are redirects (app/routes/redirects.ts), matched before this pattern.
    path: '/customerservice/carrier-directory/:directoryType',
    accepts: ({ directoryType }) => isCarrierDirectoryType(directoryType),
    load: async () => ({ Component: (await import('./carrier-directory/CarrierDirectoryPage')).CarrierDirectoryPage }),
  },
  {
    path: routes.carrierServices(),
    load: async () => ({ Component: (await import('./carrier-services/CarrierServicesPage')).CarrierServicesPage }),
  },
];
