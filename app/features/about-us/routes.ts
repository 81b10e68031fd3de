import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** About Us (/aboutus): seed 000 §2.8. */
export const aboutUsRoutes: PageRoute[] = [
  {
    ...PAGES.aboutUs,
    load: async () => ({ Component: (await import('./AboutUsPage')).AboutUsPage }),
  },
];
