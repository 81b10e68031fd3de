import type { PageRoute } from '../../routes/page-route';

/** Product guide pages (/products/{productType}, /products/pet-insurance): seed 000 §2.6, §2.7. */
export const productGuideRoutes: PageRoute[] = [];
