import { redirect, type RouteObject } from 'react-router-dom';
import { routes } from './paths';

/** Every redirect of the three route tables. The query string goes along (customerType, for instance). */
export const REDIRECTS: { from: string; to: string }[] = [
  { from: routes.policySearchShortcut(), to: routes.customerService.policySearch() },
  { from: '/customerservice/carrier-directory/make-claim', to: routes.customerService.carrierDirectory('claim') },
  { from: '/customerservice/carrier-directory/make-payment', to: routes.customerService.carrierDirectory('payment') },
  { from: routes.customerService.policyChanges.simpleAuto(), to: routes.customerService.policyChanges.auto() },
  { from: routes.otherChangesShortcut(), to: routes.customerService.policyChanges.other() },
  { from: routes.customerService.mortgageeChangeShortcut(), to: routes.customerService.policyChanges.mortgagee() },
];

export const redirectRoutes: RouteObject[] = REDIRECTS.map(({ from, to }) => ({
  path: from,
  loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
}));
