import { aboutUsRoutes } from '../features/about-us/routes';
import { finishFormRoutes } from '../features/finish-form/routes';
import { accountRoutes } from '../features/account/routes';
import { addressProofRoutes } from '../features/address-proofs/routes';
import { customerServiceRoutes } from '../features/customer-service/routes';
import { homeRoutes } from '../features/home/routes';
import { policySearchRoutes } from '../features/policy-search/routes';
import { productGuideRoutes } from '../features/product-guides/routes';
import { quoteRoutes } from '../features/quotes/routes';
import { requestStatusRoutes } from '../features/request-status/routes';
import { signingRoutes } from '../features/signing/routes';
import { siteNoticeRoutes } from '../features/site-notices/routes';
import { stateInsurerRoutes } from '../features/state-insurer/routes';
import type { PageRoute } from './page-route';

/**
 * The pages that are built, gathered from the features: every pattern of site/pages.ts with its code (a
 * test checks none is missing). The route table is made from these; the described forms' pages are
 * found after them (./form-routes.tsx).
 */
export const PAGE_ROUTES: PageRoute[] = [
  ...homeRoutes,
  ...quoteRoutes,
  ...productGuideRoutes,
  ...aboutUsRoutes,
  ...siteNoticeRoutes,
  ...customerServiceRoutes,
  ...policySearchRoutes,
  ...requestStatusRoutes,
  ...stateInsurerRoutes,
  ...signingRoutes,
  ...addressProofRoutes,
  ...accountRoutes,
  ...finishFormRoutes,
];
