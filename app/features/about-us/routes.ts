import type { PageRoute } from '../../routes/page-route';

/** About Us (/aboutus): seed 000 §2.8. */
export const aboutUsRoutes: PageRoute[] = [
  {
    path: '/aboutus',
    load: async () => ({ Component: (await import('./AboutUsPage')).AboutUsPage }),
  },
];
