import type { PageRoute } from '../../routes/page-route';
import { routes } from '../../routes/paths';
import { resolveProductGuide } from './guide-types';

/** Product guide pages (/products/{productType}, /products/pet-insurance): seed 000 §2.6, §2.7. */
export const productGuideRoutes: PageRoute[] = [
  {
    // The fixed pet page; react-router ranks this static path above /products/:productType.
    path: routes.products.petInsurance(),
    load: async () => ({ Component: (await import('./pet-page/PetInsurancePage')).PetInsurancePage }),
  },
  {
    path: '/products/:productType',
    accepts: ({ productType }) => resolveProductGuide(productType) !== null,
    load: async () => ({ Component: (await import('./GuideRoute')).GuideRoute }),
  },
];
