import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Product guide pages (/products/{productType}, /products/pet-insurance): seed 000 §2.6, §2.7. */
export const productGuideRoutes: PageRoute[] = [
  {
    ...PAGES.petInsurance,
    load: async () => ({ Component: (await import('./pet-page/PetInsurancePage')).PetInsurancePage }),
  },
  {
    ...PAGES.productGuide,
    load: async () => ({ Component: (await import('./GuideRoute')).GuideRoute }),
  },
];
