import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/**
 * The policy change forms of seed 002 not described yet (contracts/forms): a described form's pages come from its
 * descriptor and its FormPage.tsx (app/routes/form-routes.ts).
 */
export const policyChangeRoutes: PageRoute[] = [
  {
    ...PAGES.autoChange,
    load: async () => ({ Component: (await import('./auto/AutoChangePage')).CustomerAutoChangePage }),
  },
];
