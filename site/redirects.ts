import { routes } from './paths';

/**
 * Every redirect of the three route tables. The query string goes along (customerType, for instance).
 * The server answers these with 301 and the app redirects too, for links followed inside the app.
 */
export const REDIRECTS: { from: string; to: string }[] = [
  { from: routes.policySearchShortcut(), to: routes.customerService.policySearch() },
  { from: '/customerservice/carrier-directory/make-claim', to: routes.customerService.carrierDirectory('claim') },
  { from: '/customerservice/carrier-directory/make-payment', to: routes.customerService.carrierDirectory('payment') },
  { from: routes.customerService.policyChanges.simpleAuto(), to: routes.customerService.policyChanges.auto() },
  { from: routes.otherChangesShortcut(), to: routes.customerService.policyChanges.other() },
  { from: routes.customerService.mortgageeChangeShortcut(), to: routes.customerService.policyChanges.mortgagee() },
];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Where a path redirects to, if it does. */
export const redirectTargetFor = (pathname: string): string | undefined => REDIRECTS.find(({ from }) => from === withoutTrailingSlash(pathname))?.to;
