import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Where the link that proves an e-mail address leads. */
export const addressProofRoutes: PageRoute[] = [
  {
    ...PAGES.confirmEmail,
    load: async () => ({ Component: (await import('./ConfirmEmailPage')).ConfirmEmailPage }),
  },
];
