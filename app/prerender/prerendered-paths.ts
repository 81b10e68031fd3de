import { KNOWN_GUIDES } from '../content/guides/known-guides';
import { pathInLocale } from '@site/locales';
import { isSpanishPagePath } from '@site/pages';
import { routes } from '@site/paths';

/**
 * The pages built as HTML at build time: the public pages people land on from search and ads, whose
 * content does not depend on the visitor. The browser shows them before any script runs, then React takes
 * them over. Pages with forms or visitor-specific content are drawn in the browser as before; a page whose
 * first view differs only in what the visitor's clock says (customer service's Chat Now out of hours) is built
 * as seen in hours and corrected once React has it (app/layout/useHydrated.ts).
 */
const ENGLISH_PATHS: string[] = [
  routes.home(),
  routes.chooseProducts(),
  routes.aboutUs(),
  routes.customerServicePage(),
  routes.privacy(),
  routes.accessibility(),
  routes.terms(),
  routes.products.petInsurance(),
  ...Object.values(KNOWN_GUIDES).map((guide) => routes.products.guide(guide.type)),
];

/** Each page in English, and in Spanish (/es/...) where it is written in Spanish too. */
export const PRERENDERED_PATHS: string[] = [...ENGLISH_PATHS, ...ENGLISH_PATHS.filter(isSpanishPagePath).map((pagePath) => pathInLocale(pagePath, 'es'))];
