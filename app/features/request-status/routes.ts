import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** The request status page (/dashboard): where every success screen's primary action leads. */
export const requestStatusRoutes: PageRoute[] = [
  {
    ...PAGES.requestStatus,
    load: async () => ({ Component: (await import('./RequestStatusPage')).RequestStatusPage }),
  },
];
