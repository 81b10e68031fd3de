import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Home (/) and the product grid (/chooseproducts): seed 000 §2.2, §2.3. */
export const homeRoutes: PageRoute[] = [
  {
    ...PAGES.home,
    load: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
  {
    ...PAGES.chooseProducts,
    load: async () => ({ Component: (await import('./ChooseProductsPage')).ChooseProductsPage }),
  },
];
