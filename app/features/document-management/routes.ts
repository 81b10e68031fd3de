import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Document management (seed 001 §2): download forms or send the agency a document. */
export const documentManagementRoutes: PageRoute[] = [
  {
    ...PAGES.documentManagement,
    load: async () => ({ Component: (await import('./DocumentManagementPage')).DocumentManagementPage }),
  },
];
