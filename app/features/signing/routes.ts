import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Our signing page (in the upload page's frame) and the verification of sealed PDFs. */
export const signingRoutes: PageRoute[] = [
  {
    ...PAGES.signing,
    load: async () => ({ Component: (await import('./SigningPage')).SigningPage }),
  },
  {
    ...PAGES.verify,
    load: async () => ({ Component: (await import('./VerifyPage')).VerifyPage }),
  },
];
